import AdaptiveKit

/// The hit index an action is resolved against: the one of the frame the user last saw, or else
/// the window's own, built once when the action first needs it (a rotation needs none) — from the
/// window's layout tree when one is at hand.
@MainActor
final class HitIndexSource {
  private let window: UIWindow
  private var built: HitIndex?
  private let laidOut: LayoutNode?

  /// A source that reads `seen` (the index of the frame the user saw), or builds the window's
  /// from `laidOut` (its layout tree as it is now) or from the window.
  init(window: UIWindow, seen: HitIndex? = nil, laidOut: LayoutNode? = nil) {
    self.window = window
    built = seen
    self.laidOut = laidOut
  }

  /// The index.
  var index: HitIndex {
    if let built { return built }
    let index = laidOut.map { HitIndex(tree: $0, bounds: window.bounds) } ?? ActionDriver.hitIndex(of: window)
    built = index
    return index
  }
}
