public import AdaptiveKit
import AdaptiveRendering
public import Foundation

/// How the scenario tools draw a window and find what a user's tap touches: all through
/// AdaptiveRendering, the same layout, display list and hit-testing the renderers use.
///
/// - `tap` finds the element with `AdaptiveRenderer.target(labelOrID:in:)` (a row by its text or
///   its cell's `accessibilityIdentifier`, a tab, a bar button, a control) and performs it.
/// - `back` taps the back button of the navigation controller nearest the top controller.
/// - `tapOutside` taps the first point outside the frontmost presentation that reaches its dimming
///   layer: a popover dismisses (unless modal or refused by its delegate); a sheet ignores it (R70).
@MainActor
public enum ScenarioRendering {
  /// A tap the renderer found: what it touches and the tap itself.
  public typealias Tap = (description: String, perform: @MainActor () -> Void)

  /// The window as text: the hierarchy dump and the ASCII sketch.
  public static func text(for window: UIWindow) -> String {
    AdaptiveRenderer.text(for: window)
  }

  /// The window as an SVG document.
  public static func svg(for window: UIWindow) -> String {
    AdaptiveRenderer.svg(for: window)
  }

  /// The window as a PNG file at `scale` pixels a point, drawn by AdaptiveRendering's rasterizer.
  public static func png(for window: UIWindow, scale: CGFloat = 2) -> Data {
    AdaptiveRenderer.png(for: window, scale: scale)
  }

  /// Why `window` must not be drawn as if it were sound: the hierarchy invariants it breaks
  /// (`HierarchyInvariants`), in one sentence; nil when they all hold. `adaptive render` fails
  /// with it (exit status 1) after writing the picture.
  public static func invariantFailure(in window: UIWindow) -> String? {
    let violations = HierarchyInvariants.violations(in: window)
    guard !violations.isEmpty else { return nil }
    let count = violations.count == 1 ? "a hierarchy invariant" : "\(violations.count) hierarchy invariants"
    return "the rendered window breaks \(count): \(violations.joined(separator: "; "))"
  }

  /// The tap on the element labelled (or identified by) `label`, or nil if no such element can be
  /// reached by a tap now.
  public static func tapTarget(_ label: String, in window: UIWindow) -> Tap? {
    guard let target = AdaptiveRenderer.target(labelOrID: label, in: window) else { return nil }
    return tap(target)
  }

  /// The tap on the back button of `navigation`'s bar, or nil if none is on screen.
  public static func backTarget(of navigation: UINavigationController, in window: UIWindow) -> Tap? {
    let tree = AdaptiveRenderer.layoutTree(for: window)
    guard let button = tree.flattened.last(where: { $0.role == .backButton && $0.controller === navigation }),
          let target = AdaptiveRenderer.target(labelOrID: button.id, in: window) else { return nil }
    return tap(target)
  }

  /// A tap outside `presentation`'s presented view that reaches its dimming (or tap-outside) layer,
  /// or nil if the presentation leaves no such point (full-screen styles).
  public static func outsideTarget(of presentation: UIPresentationController, in window: UIWindow) -> Tap? {
    let tree = AdaptiveRenderer.layoutTree(for: window)
    guard let layer = tree.flattened.last(where: { $0.role == .dimming && $0.presentationController === presentation }) else {
      return nil
    }
    let bounds = window.bounds.insetBy(dx: 4, dy: 4)
    let steps = 8
    for row in 0...steps {
      for column in 0...steps {
        let point = CGPoint(x: bounds.minX + bounds.width * CGFloat(column) / CGFloat(steps),
                            y: bounds.minY + bounds.height * CGFloat(row) / CGFloat(steps))
        if let target = AdaptiveRenderer.hitTest(point, in: window), target.elementID == layer.id { return tap(target) }
      }
    }
    return nil
  }

  private static func tap(_ target: HitTarget) -> Tap {
    ("\(target.elementLabel): \(target.description)", { target.perform() })
  }
}
