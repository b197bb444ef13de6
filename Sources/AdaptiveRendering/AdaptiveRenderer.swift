import AdaptiveKit
import Foundation

/// Renders a window: its layout tree, display list, text and SVG pictures, and the targets of taps.
///
/// ```swift
/// let window = UIWindow(device: .iPhone16)
/// window.rootViewController = UINavigationController(rootViewController: PhotographersViewController())
/// window.makeKeyAndVisible()
/// print(AdaptiveRenderer.text(for: window))
/// AdaptiveRenderer.target(labelOrID: "Ansel Adams", in: window)?.perform()
/// try AdaptiveRenderer.svg(for: window).write(toFile: "screen.svg", atomically: true, encoding: .utf8)
/// ```
///
/// Every call lays the window out first (`layoutIfNeeded()`), so it always reflects the current
/// state of the hierarchy.
@MainActor
public enum AdaptiveRenderer {
  /// The layout tree: chrome, controllers, content and presentations with frames and stable ids.
  public static func layoutTree(for window: UIWindow) -> LayoutNode {
    var builder = LayoutTreeBuilder(window: window)
    return builder.build()
  }

  /// The display list: what to draw, back to front.
  public static func displayList(for window: UIWindow) -> DisplayList {
    displayList(for: window, tree: layoutTree(for: window))
  }

  static func displayList(for window: UIWindow, tree: LayoutNode) -> DisplayList {
    var painter = DisplayListBuilder()
    painter.paint(tree)
    return DisplayList(size: window.bounds.size, deviceName: window.device?.name,
                       screenCornerRadius: screenCornerRadius(of: window), elements: painter.elements)
  }

  /// The hierarchy dump (`HierarchyDump`) followed by an ASCII sketch of the screen.
  public static func text(for window: UIWindow) -> String {
    let tree = layoutTree(for: window)
    return HierarchyDump.describe(window) + "\n\n" + TextSketch.sketch(tree, size: window.bounds.size)
  }

  /// An SVG picture of the screen inside the device's outline.
  public static func svg(for window: UIWindow) -> String {
    SVGRenderer.render(displayList(for: window))
  }

  /// The target of a tap at a point in window coordinates, or nil if nothing there reacts.
  public static func hitTest(_ point: CGPoint, in window: UIWindow) -> HitTarget? {
    let tree = layoutTree(for: window)
    guard let node = HitTester.node(at: point, in: tree), let action = node.action else { return nil }
    return HitTarget(node: node, action: action)
  }

  /// The target named by an element id (`nav0.bar.back`), an accessibility identifier or a visible
  /// label, among the elements a tap can reach now; nil if none matches.
  public static func target(labelOrID: String, in window: UIWindow) -> HitTarget? {
    let tree = layoutTree(for: window)
    guard let node = HitTester.node(labelOrID: labelOrID, in: tree), let action = node.action else { return nil }
    return HitTarget(node: node, action: action)
  }

  /// Every element a tap can reach now, front to back (at its centre; a dimming view near a
  /// corner of the window): what an explorer can try next.
  public static func hitTargets(in window: UIWindow) -> [HitTarget] {
    let tree = layoutTree(for: window)
    return tree.flattened.reversed().compactMap { node -> HitTarget? in
      guard let action = node.action else { return nil }
      guard HitTester.reachablePoint(of: node, in: tree) != nil else { return nil }
      return HitTarget(node: node, action: action)
    }
  }

  /// The screen's corner radius: 55 pt on Face-ID iPhones, 0 on the iPhone SE, 18 pt on iPads,
  /// 10 pt for a free-form window ([INF]).
  static func screenCornerRadius(of window: UIWindow) -> CGFloat {
    guard let device = window.device else { return 10 }
    if device.idiom == .pad { return 18 }
    return device == .iPhoneSE ? 0 : 55
  }
}
