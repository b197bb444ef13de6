public import AdaptiveKit
import AdaptiveRendering
public import Foundation

/// What an `expect` step checks. Every field is optional; only the given ones are checked.
public struct Expectation: Sendable, Hashable {
  /// Whether the first split view controller in the hierarchy `isCollapsed`.
  public var collapsed: Bool?
  /// The title of the top controller (see ``WindowInspector/topViewController(in:)``).
  public var top: String?
  /// The effective style of the frontmost presentation, or `.none` when nothing is presented.
  public var presented: UIModalPresentationStyle?
  /// The top controller's horizontal size class.
  public var horizontal: UIUserInterfaceSizeClass?
  /// The top controller's vertical size class.
  public var vertical: UIUserInterfaceSizeClass?
  /// The titles of the screens on screen, in hierarchy order.
  public var visible: [String]?
  /// The titles in the frontmost navigation controller's stack, root first.
  public var stack: [String]?
  /// The texts of the top controller's table rows, top to bottom, every section in turn.
  public var rows: [String]?
  /// Size classes of named screens: title → (horizontal, vertical).
  public var traits: [TraitExpectation] = []
  /// Frames of named screens' views in window coordinates: title → rectangle.
  public var frames: [FrameExpectation] = []
  /// The current detent of the frontmost sheet (`medium`, `large`).
  public var detent: UISheetPresentationController.Detent.Identifier?
  /// What UIKit reported (logged or refused) during the last step that was not an `expect`: one
  /// entry per report, in order, each a part of the report's message; empty expects no report.
  public var misuse: [String]?
  /// Where the first tab bar controller on screen shows its tab bar (`tabBarPosition`): at the
  /// bottom, floating at the top (an iPad in regular width), or nowhere (the sidebar replaces it).
  public var tabBar: UITabBarController.TabBarPosition?
  /// Whether the first tab bar controller on screen shows its sidebar (`isSidebarVisible`).
  public var sidebar: Bool?
  /// Whether the first tab bar controller on screen shows its tab bar minimized
  /// (`isTabBarMinimized`, R122).
  public var tabBarMinimized: Bool?
  /// Where the first split on screen shows its inspector column (R111, R112).
  public var inspector: InspectorPlacement?
  /// The posture of the window's foldable device (`closed`, `flat`, `partially-folded`).
  public var posture: Device.Posture?

  /// Where a split's inspector shows: a column beside the secondary (expanded), a sheet over it
  /// (collapsed), or not at all (`isShowing(.inspector)` false).
  public enum InspectorPlacement: String, Sendable, Hashable, CaseIterable {
    /// A column beside the secondary.
    case column
    /// A sheet over the secondary.
    case sheet
    /// Not showing.
    case hidden
  }

  /// An expectation that checks nothing.
  public init() {}

  /// A short description: `top=Message presented=none`.
  public var summary: String {
    var parts: [String] = []
    if let collapsed { parts.append("collapsed=\(collapsed)") }
    if let top { parts.append("top=\(top)") }
    if let presented { parts.append("presented=\(presented)") }
    if let horizontal { parts.append("horizontal=\(Vocabulary.name(of: horizontal))") }
    if let vertical { parts.append("vertical=\(Vocabulary.name(of: vertical))") }
    if let visible { parts.append("visible=[\(visible.joined(separator: ", "))]") }
    if let stack { parts.append("stack=[\(stack.joined(separator: ", "))]") }
    if let rows { parts.append("rows=[\(rows.joined(separator: ", "))]") }
    for trait in traits {
      parts.append("traits[\(trait.title)]=\(Vocabulary.name(of: trait.horizontal))/\(Vocabulary.name(of: trait.vertical))")
    }
    for frame in frames { parts.append("frames[\(frame.title)]=\(FrameExpectation.describe(frame.frame))") }
    if let detent { parts.append("detent=\(Vocabulary.name(of: detent))") }
    if let misuse { parts.append("misuse=[\(misuse.joined(separator: ", "))]") }
    if let tabBar { parts.append("tabBar=\(ScenarioVocabulary.name(of: tabBar))") }
    if let sidebar { parts.append("sidebar=\(sidebar)") }
    if let tabBarMinimized { parts.append("tabBarMinimized=\(tabBarMinimized)") }
    if let inspector { parts.append("inspector=\(inspector.rawValue)") }
    if let posture { parts.append("posture=\(posture)") }
    return parts.joined(separator: " ")
  }
}

/// The size classes expected of one screen.
public struct TraitExpectation: Sendable, Hashable {
  /// The screen's title.
  public var title: String
  /// Its expected horizontal size class.
  public var horizontal: UIUserInterfaceSizeClass
  /// Its expected vertical size class.
  public var vertical: UIUserInterfaceSizeClass

  /// Expects the screen titled `title` to have these size classes.
  public init(title: String, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
    self.title = title
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

/// The frame expected of one screen's view, in window coordinates.
public struct FrameExpectation: Sendable, Hashable {
  /// The screen's title.
  public var title: String
  /// Its expected frame.
  public var frame: CGRect

  /// Expects the view of the screen titled `title` at `frame`.
  public init(title: String, frame: CGRect) {
    self.title = title
    self.frame = frame
  }

  /// `[x, y, width, height]` with at most two decimals.
  static func describe(_ rect: CGRect) -> String {
    "[" + [rect.minX, rect.minY, rect.width, rect.height].map { value in
      let rounded = Double((value * 100).rounded() / 100)
      guard rounded.isFinite, abs(rounded) < 1e15 else { return String(rounded) }
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }.joined(separator: ", ") + "]"
  }
}
