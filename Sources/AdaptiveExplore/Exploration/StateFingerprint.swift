public import AdaptiveKit
public import AdaptiveRendering
import Foundation

/// A state's identity for the explorer: a 64-bit digest of what a user can observe, computed
/// from the model without drawing a frame — the facts of the hierarchy dump (controllers, their
/// places, size classes, frames, appearance, presentations, the window's size, orientation and
/// traits) and every text the window shows with where it shows it (titles, back buttons, bar
/// items, tabs and badges, table rows and headers, labels, buttons, text fields, screen captions,
/// the status bar), read from the window's layout tree.
///
/// Unlike `StateKey`, it names no object: two windows built separately that show the same thing
/// have the same fingerprint, in any process (the digest is FNV-1a, not Swift's seeded `Hasher`),
/// so a state reached by replaying a trace is recognised. Two windows have the same fingerprint
/// exactly when their hierarchy dumps are the same and their frames draw the same texts at the
/// same places (to half a point), but for texts a frame cuts short with an ellipsis, which count
/// here in full.
public struct StateFingerprint: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The digest.
  public let value: UInt64

  /// The fingerprint of `window` as it is now, its layout read from `layoutTree` when given (the
  /// window's current layout tree, such as a frame's); nothing is drawn.
  @MainActor
  public init(_ window: UIWindow, layoutTree: LayoutNode? = nil) {
    var digest = FNV1aDigest()
    Self.addHierarchy(of: window, to: &digest)
    Self.addTexts(of: layoutTree ?? AdaptiveRenderer.layoutTree(for: window), to: &digest)
    value = digest.value
  }

  /// Sixteen hexadecimal digits.
  public var description: String { FNV1aDigest.hex(value) }

  // MARK: The hierarchy

  /// The type names of the controllers met so far, by type.
  @MainActor private static var typeNames: [ObjectIdentifier: String] = [:]

  /// The window traits described last, and their description: a window's traits seldom change,
  /// and describing them builds several strings (4 % of an exploration when done every time).
  @MainActor private static var describedTraits: (traits: UITraitCollection, description: String)?

  /// `traits` described as the dump writes them, `w:C h:R phone @3x L`.
  @MainActor
  private static func description(of traits: UITraitCollection) -> String {
    if let described = describedTraits, described.traits == traits { return described.description }
    let description = "\(traits)"
    describedTraits = (traits, description)
    return description
  }

  /// Adds what `HierarchyDump` writes of `window`, line by line, without writing it.
  @MainActor
  private static func addHierarchy(of window: UIWindow, to digest: inout FNV1aDigest) {
    digest.add(window.device?.name ?? "free-form window")
    digest.add(Int64(window.interfaceOrientation.rawValue))
    digest.add(description(of: window.traitCollection))
    add(window.bounds, tenths: true, to: &digest)
    HierarchyDump.forEachController(in: window) { controller, role, depth in
      digest.add(Int64(depth))
      digest.add(role)
      let type = ObjectIdentifier(Swift.type(of: controller))
      if let name = typeNames[type] {
        digest.add(name)
      } else {
        let name = String(describing: Swift.type(of: controller))
        typeNames[type] = name
        digest.add(name)
      }
      if let title = controller.title {
        digest.add(UInt8(1))
        digest.add(title)
      } else {
        digest.add(UInt8(0))
      }
      let traits = controller.traitCollection
      digest.add(Int64(traits.horizontalSizeClass.rawValue))
      digest.add(Int64(traits.verticalSizeClass.rawValue))
      if let view = controller.viewIfLoaded, view.window != nil {
        digest.add(UInt8(4))
        add(view.frameInWindow, tenths: true, to: &digest)
        digest.add(appearanceCode(controller))
      } else {
        digest.add(UInt8(controller.viewIfLoaded == nil ? 2 : 3))
      }
    }
  }

  @MainActor
  private static func appearanceCode(_ controller: UIViewController) -> UInt8 {
    switch controller.appearanceState {
    case .disappeared: 0
    case .appearing: 1
    case .appeared: 2
    case .disappearing: 3
    }
  }

  /// Adds a rectangle's numbers, to a tenth of a point as the dump writes them, or to half a point.
  private static func add(_ rect: CGRect, tenths: Bool, to digest: inout FNV1aDigest) {
    let scale: CGFloat = tenths ? 10 : 2
    for number in [rect.minX, rect.minY, rect.width, rect.height] {
      digest.add(number.isFinite && abs(number) < 1e15 ? Int64((number * scale).rounded()) : Int64.max)
    }
  }

  // MARK: The texts

  /// Adds the texts the layout tree's nodes draw, back to front, each with its node's frame.
  @MainActor
  private static func addTexts(of node: LayoutNode, to digest: inout FNV1aDigest) {
    func text(_ string: String?, in frame: CGRect? = nil) {
      guard let string, !string.isEmpty else { return }
      digest.add(UInt8(truncatingIfNeeded: node.role.hashCode))
      digest.add(string)
      add(frame ?? node.frame, tenths: false, to: &digest)
    }
    switch node.role {
    case .navigationTitle, .barButton, .tableHeader, .label, .button:
      text(node.text)
    case .backButton where !node.traits.isVertical:
      text(node.text)
    case .row:
      // A row's labels sit where the cell lays them out (after its image, inside its margins).
      if let cell = node.view as? UITableViewCell {
        for label in [cell.textLabel, cell.detailTextLabel].compactMap({ $0 }) {
          let rect = label.convert(label.bounds, to: cell)
          text(label.text, in: CGRect(x: node.frame.minX + rect.minX * node.scale, y: node.frame.minY + rect.minY * node.scale,
                                      width: rect.width * node.scale, height: rect.height * node.scale))
        }
      }
    case .tab:
      digest.add(UInt8(node.traits.isRegular ? 1 : 0))
      text(node.text)
      text(node.traits.badge)
    case .statusBar:
      text("9:41")
    default:
      break
    }
    for child in node.children { addTexts(of: child, to: &digest) }
    if node.role == .controller, node.traits.isTitleUnshown { text(node.text) }
  }
}

extension LayoutNode.Role {
  /// A small number for the role, the same in every process.
  fileprivate var hashCode: Int {
    switch self {
    case .navigationTitle: 1
    case .backButton: 2
    case .barButton: 3
    case .tableHeader: 4
    case .label: 5
    case .button: 6
    case .row: 7
    case .tab: 8
    case .statusBar: 9
    case .controller: 10
    default: 0
    }
  }
}
