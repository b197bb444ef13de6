import Foundation

/// What a renderer needs to draw one presentation, in window coordinates (an AdaptiveKit addition:
/// UIKit keeps this in private views). Read it from
/// ``UIPresentationController/presentationGeometry``.
///
/// Draw, back to front: the presenter at ``presenterFrame`` (scaled by ``presenterScale`` and
/// rounded by ``presenterCornerRadius``) unless ``isPresenterVisible`` is false, the dimming view at
/// ``dimmingFrame`` with ``dimmingAlpha``, then the presented view at ``displayedFrame`` with
/// ``cornerRadius`` (as a panel when ``floatsOverPresenter``, with only its top corners rounded when
/// ``isCard``), its grabber and its popover arrow. Every UIKit rule a drawing needs is decided here,
/// so a renderer only draws what these fields say.
public struct PresentationChrome: Sendable, Equatable {
  /// The style the presentation shows in, after adaptation.
  public var style: UIModalPresentationStyle
  /// The presented view's frame in the window, before any stacking scale.
  public var frame: CGRect
  /// Where the presented view is drawn: ``frame`` scaled down when cards are stacked above it (R75).
  public var displayedFrame: CGRect
  /// The scale applied to the presented view because of cards stacked above it (1 when on top).
  public var presentedScale: CGFloat
  /// Whether the presented view can be seen: false when two or more cards cover it (R74–R75).
  public var isVisible: Bool
  /// The dimming view behind the presented view, or nil when the style has none.
  public var dimmingFrame: CGRect?
  /// The dimming view's opacity (0 when the current detent is undimmed, R73).
  public var dimmingAlpha: CGFloat
  /// Whether touches on the dimmed area reach the presenter (undimmed detents, R73).
  public var dimmingPassesTouchesThrough: Bool
  /// The presented view's corner radius (R74).
  public var cornerRadius: CGFloat
  /// Whether the presented view is drawn as a panel over its presenter, rounded by
  /// ``cornerRadius``: a sheet, card or form sheet (the styles with a dimming view), or a custom
  /// presentation controller's frame smaller than its container (which has no dimming view unless
  /// ``dimmingFrame`` says so). False for the full-screen styles, which cover their container, and
  /// for a popover, drawn with its arrow.
  public var floatsOverPresenter: Bool
  /// Whether the panel is a card: full width and down to the window's bottom edge, so only its top
  /// corners are rounded (the screen's own corners round the bottom).
  public var isCard: Bool
  /// The scale of the presenter's view behind a card (1 when not scaled, R75).
  public var presenterScale: CGFloat
  /// Where the presenter's view is drawn (scaled behind a card), in the window.
  public var presenterFrame: CGRect?
  /// The presenter's corner radius while scaled behind a card.
  public var presenterCornerRadius: CGFloat
  /// Whether the presenter can be seen (false behind a full-screen presentation or two cards).
  public var isPresenterVisible: Bool
  /// Whether a sheet shows its grabber.
  public var isGrabberVisible: Bool
  /// The detent a sheet rests at, when it is laid out with detents.
  public var detentIdentifier: UISheetPresentationController.Detent.Identifier?
  /// The direction of a popover's arrow (`.unknown` when there is no arrow).
  public var arrowDirection: UIPopoverArrowDirection
  /// The tip of a popover's arrow, on the source rectangle's edge.
  public var arrowPoint: CGPoint?

  /// Chrome with no decoration: the presented view fills `frame`.
  init(style: UIModalPresentationStyle, frame: CGRect) {
    self.style = style
    self.frame = frame
    self.displayedFrame = frame
    self.presentedScale = 1
    self.isVisible = true
    self.dimmingFrame = nil
    self.dimmingAlpha = 0
    self.dimmingPassesTouchesThrough = false
    self.cornerRadius = 0
    self.floatsOverPresenter = false
    self.isCard = false
    self.presenterScale = 1
    self.presenterFrame = nil
    self.presenterCornerRadius = 0
    self.isPresenterVisible = true
    self.isGrabberVisible = false
    self.detentIdentifier = nil
    self.arrowDirection = .unknown
    self.arrowPoint = nil
  }
}
