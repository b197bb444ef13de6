public import AdaptiveKit
public import Foundation

/// Renders a window: its layout tree, display list, text, SVG and PNG pictures, and the targets of taps.
///
/// ```swift
/// let window = UIWindow(device: .iPhone16)
/// window.rootViewController = UINavigationController(rootViewController: PhotographersViewController())
/// window.makeKeyAndVisible()
/// let frame = AdaptiveRenderer.frame(for: window)
/// print(frame.text)
/// frame.target(labelOrID: "Ansel Adams")?.perform()
/// try frame.svg.write(toFile: "screen.svg", atomically: true, encoding: .utf8)
/// ```
///
/// ``frame(for:)`` renders the window once into an immutable ``RenderedFrame``; the other entry
/// points are shorthands that render a frame and read one thing from it. Rendering is a pure read:
/// it runs no layout callback, because the core leaves the window laid out after every operation.
@MainActor
public enum AdaptiveRenderer {
  /// Renders the window once: layout tree, display list, hierarchy dump and hit index.
  public static func frame(for window: UIWindow) -> RenderedFrame {
    let tree = layoutTree(for: window)
    return RenderedFrame(layoutTree: tree, displayList: displayList(for: window, tree: tree),
                         hierarchyDump: HierarchyDump.describe(window))
  }

  /// Renders the window once from `layoutTree`, its layout tree as it is now (built since it
  /// last changed): display list, hierarchy dump and hit index.
  package static func frame(for window: UIWindow, layoutTree tree: LayoutNode) -> RenderedFrame {
    RenderedFrame(layoutTree: tree, displayList: displayList(for: window, tree: tree), hierarchyDump: HierarchyDump.describe(window))
  }

  /// How many layout trees this process has built: every frame, hit-test and picture builds one
  /// (for tests of what an operation renders, in a unit that does not depend on the machine).
  package private(set) static var layoutTreesBuilt = 0
  /// How many display lists this process has built (see ``layoutTreesBuilt``).
  package private(set) static var displayListsBuilt = 0

  /// The layout tree: chrome, controllers, content and presentations with frames and ids.
  public static func layoutTree(for window: UIWindow) -> LayoutNode {
    layoutTreesBuilt += 1
    var builder = LayoutTreeBuilder(window: window)
    return builder.build()
  }

  /// The layout tree as far as taps are concerned: ``layoutTree(for:)`` less the layers behind a
  /// presentation whose dimming takes every tap in the window (counted in ``layoutTreesBuilt``).
  package static func hitTestingTree(for window: UIWindow) -> LayoutNode {
    layoutTreesBuilt += 1
    var builder = LayoutTreeBuilder(window: window)
    return builder.hitTestingTree()
  }

  /// The display list: what to draw, back to front.
  public static func displayList(for window: UIWindow) -> DisplayList {
    displayList(for: window, tree: layoutTree(for: window))
  }

  static func displayList(for window: UIWindow, tree: LayoutNode) -> DisplayList {
    displayListsBuilt += 1
    var painter = DisplayListBuilder()
    painter.paint(tree)
    return DisplayList(size: window.bounds.size, deviceName: window.device?.name,
                       screenCornerRadius: screenCornerRadius(of: window), elements: painter.elements,
                       hardware: DeviceHardware(window: window), screen: ScreenComposition(window: window))
  }

  /// The hierarchy dump (`HierarchyDump`) followed by an ASCII sketch of the screen
  /// (``RenderedFrame/text``).
  public static func text(for window: UIWindow) -> String {
    HierarchyDump.describe(window) + "\n\n" + displayList(for: window).sketch
  }

  /// An SVG picture of the screen inside the device's outline (``RenderedFrame/svg``).
  public static func svg(for window: UIWindow) -> String {
    SVGRenderer.render(displayList(for: window))
  }

  /// A PNG picture of the screen inside the device's outline, `scale` pixels a point (2 by
  /// default, as a Retina screenshot), drawn by AdaptiveKit's own rasterizer: the same picture as
  /// ``svg(for:)`` with a stroke font for text (``DisplayList/pngData(scale:)``). The same window
  /// always gives the same bytes.
  ///
  /// ```swift
  /// try AdaptiveRenderer.png(for: window).write(to: URL(fileURLWithPath: "screen.png"))
  /// ```
  public static func png(for window: UIWindow, scale: CGFloat = 2) -> Data {
    displayList(for: window).pngData(scale: scale)
  }

  /// The target of a tap at a point in window coordinates, or nil if nothing there reacts
  /// (``RenderedFrame/hitTest(_:)``).
  public static func hitTest(_ point: CGPoint, in window: UIWindow) -> HitTarget? {
    frame(for: window).hitTest(point)
  }

  /// The target named by an element id, a readable label (`nav0.bar.back`), an accessibility
  /// identifier or a visible text, among the elements a tap can reach now; nil if none matches
  /// (``RenderedFrame/target(labelOrID:)``).
  public static func target(labelOrID: String, in window: UIWindow) -> HitTarget? {
    frame(for: window).target(labelOrID: labelOrID)
  }

  /// Every element a tap can reach now, front to back (``RenderedFrame/hitTargets``).
  public static func hitTargets(in window: UIWindow) -> [HitTarget] {
    frame(for: window).hitTargets
  }

  /// The screen's corner radius: the device's ``Device/screenCornerRadius``, 10 pt for a free-form
  /// window ([INF]).
  package static func screenCornerRadius(of window: UIWindow) -> CGFloat {
    window.device?.screenCornerRadius ?? 10
  }
}
