import AdaptiveKit

/// **no-dead-end**: from every state, the user can get back home with the controls on screen —
/// buttons, rows, back buttons, tabs, taps outside a popover, and turning the device — without a
/// swipe down. A screen whose only way out is a gesture with nothing on screen to show it (a modal
/// with no Done or Cancel button) is a dead end; Apple's guidelines ask every modal view for an
/// obvious way to dismiss it.
///
/// *Home* is any state where nothing is presented and the start's first visible screen (the list a
/// split shows in its primary column, the root of a stack) is on screen again. (The start itself is
/// often out of reach for good reasons: a split's detail, once chosen, is never empty again.)
///
/// The explorer checks this property itself, over the graph of states it explored: a state is a
/// dead end when no path of explored actions leads home, and a further search from it, as deep as
/// the exploration, finds none either.
public struct NoDeadEnd: Sendable {
  /// The property's name in reports.
  public static let name = "no-dead-end"
  /// The title of the start's first visible screen.
  public let homeTitle: String?

  /// The property for an exploration that starts in `start`.
  public init(start: StateSummary) { homeTitle = start.visibleTitles.first }

  /// Whether `state` is home.
  public func isHome(_ state: StateSummary) -> Bool {
    !state.isPresenting && (homeTitle.map { state.visibleTitles.contains($0) } ?? true)
  }

  /// The violation's message for a dead end showing `state`.
  func message(for state: StateSummary) -> String {
    "\(state.topTitle ?? "this screen") is a dead end: no control on screen leads back to \(homeTitle ?? "the start") (only a swipe down would)"
  }
}
