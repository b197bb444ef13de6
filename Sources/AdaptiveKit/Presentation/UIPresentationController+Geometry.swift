import Foundation

extension UIPresentationController {
  /// What a renderer needs to draw this presentation, in window coordinates: the presented view's
  /// frame, the dimming view, corner radius, the presenter's scale behind a card, the popover arrow
  /// (an AdaptiveKit addition; see ``PresentationChrome``). A presentation that is not shown has
  /// a zero frame.
  public var presentationGeometry: PresentationChrome {
    guard let containerView, let window else { return PresentationChrome(style: effectivePresentationStyle, frame: .zero) }
    let frame = containerView.convert(frameOfPresentedViewInContainerView, to: nil)
    var chrome = styleChrome(frame: frame)
    chrome.floatsOverPresenter = chrome.style != .popover
      && (chrome.dimmingFrame != nil || (chrome.style == .custom && frame != containerView.frameInWindow))
    chrome.isCard = chrome.floatsOverPresenter && Self.runsToBottomEdge(frame, of: window.bounds)
    let level = cardsStackedAbove
    let shownInWindow = shownViewController.storedView?.window != nil
    if level > 0 {
      chrome.displayedFrame = Self.stacked(frame, level: level, in: window)
      chrome.presentedScale = Self.stackScale(level: level, in: window)
    }
    chrome.isVisible = shownInWindow && level < SheetMetrics.maximumVisibleCards
    if let presenterView = storedPresenting?.storedView, presenterView.window != nil {
      let presenterLevel = level + (isStackingCard ? 1 : 0)
      let presenterFrame = presenterView.frameInWindow
      chrome.presenterFrame = presenterLevel > 0 ? Self.stacked(presenterFrame, level: presenterLevel, in: window) : presenterFrame
      chrome.presenterScale = Self.stackScale(level: presenterLevel, in: window)
      chrome.presenterCornerRadius = presenterLevel > 0 ? SheetMetrics.cornerRadius : 0
      chrome.isPresenterVisible = presenterLevel < SheetMetrics.maximumVisibleCards && chrome.isVisible
        && storedPresenting.map(Self.presenterIsVisible) ?? false
    } else {
      chrome.presenterFrame = nil
      chrome.isPresenterVisible = false
    }
    return chrome
  }

  /// Whether `frame` spans the window's width and reaches its bottom edge (half a point of slack):
  /// a card's frame.
  static func runsToBottomEdge(_ frame: CGRect, of bounds: CGRect) -> Bool {
    frame.minX <= bounds.minX + 0.5 && frame.maxX >= bounds.maxX - 0.5 && frame.maxY >= bounds.maxY - 0.5
  }

  /// The number of cards resting at their largest height stacked directly above this
  /// presentation (R75).
  var cardsStackedAbove: Int {
    var count = 0
    var current: UIPresentationController? = presentationAbove
    while let above = current, above.isStackingCard {
      count += 1
      current = above.presentationAbove
    }
    return count
  }

  /// The presentation made by the shown controller or one of its descendants.
  var presentationAbove: UIPresentationController? {
    var found: UIPresentationController?
    shownViewController.forEachInContainmentTree { controller in
      if found == nil, let presented = controller.storedPresentedViewController {
        found = presented.storedPresentationController
      }
    }
    return found
  }

  /// Whether a presenter is itself visible: a presented presenter is visible if its own
  /// presentation's chrome says so.
  private static func presenterIsVisible(_ presenter: UIViewController) -> Bool {
    guard let presentation = presenter.containmentRoot.storedPresentationController,
          presenter.containmentRoot.storedPresentingViewController != nil else { return true }
    return presentation.cardsStackedAbove < SheetMetrics.maximumVisibleCards
  }

  /// The scale of a view `level` cards deep behind the top card ([INF]: each level narrows the view
  /// by 16 pt on each side of the window's width).
  static func stackScale(level: Int, in window: UIWindow) -> CGFloat {
    guard level > 0, window.bounds.width > 0 else { return 1 }
    let width = window.bounds.width
    return max(width - 2 * SheetMetrics.stackedInset * CGFloat(level), 0) / width
  }

  /// Where a view `level` cards deep is drawn: scaled about its horizontal centre, its top moved
  /// to the safe area's top (level 1) and 10 pt higher for every further level, rounded to points ([INF]).
  static func stacked(_ frame: CGRect, level: Int, in window: UIWindow) -> CGRect {
    let scale = stackScale(level: level, in: window)
    let width = frame.width * scale, height = frame.height * scale
    let top = SafeArea.topInset(for: window) - SheetMetrics.topOffset * CGFloat(level - 1)
    return CGRect(x: (frame.midX - width / 2).rounded(), y: top, width: width.rounded(), height: height.rounded())
  }
}
