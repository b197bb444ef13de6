import AdaptiveKit

/// The hit index an action is resolved against: the one of the frame the user last saw, or else
/// the window's own, built once when the action first needs it (a rotation needs none).
@MainActor
final class HitIndexSource {
  private let window: UIWindow
  private var built: HitIndex?

  /// A source that reads `seen` (the index of the frame the user saw) or builds the window's.
  init(window: UIWindow, seen: HitIndex? = nil) {
    self.window = window
    built = seen
  }

  /// The index.
  var index: HitIndex {
    if let built { return built }
    let index = ActionDriver.hitIndex(of: window)
    built = index
    return index
  }
}
