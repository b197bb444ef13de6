/// A view whose content is larger than itself and moves under it, as UIKit's `UIScrollView`.
///
/// The content offset is the origin of the view's ``bounds``, so subviews placed in content
/// coordinates appear moved by it (``UIView/convert(_:to:)`` and hit-testing follow it). Setting the
/// offset calls the delegate's `scrollViewDidScroll(_:)`, then minimizes or restores the bars that
/// follow the scroll (R122, R124); ``simulateScroll(to:)`` plays the user's drag. Renderers draw
/// the content moved by the offset and cut off at the view's frame.
open class UIScrollView: UIView {
  /// How the safe area adds to the content inset, as UIKit's `ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }

  /// The size of the content.
  open var contentSize = CGSize.zero
  /// The point of the content shown at the view's top-left corner.
  @exclusivity(unchecked)
  open var contentOffset = CGPoint.zero {
    didSet {
      guard contentOffset != oldValue else { return }
      safeAreaChainDidChange()
      delegate?.scrollViewDidScroll(self)
      if contentOffset.y != oldValue.y { barsFollowVerticalScroll(from: oldValue.y) }
    }
  }
  /// Space around the content.
  open var contentInset = UIEdgeInsets.zero
  /// How the safe area adds to ``contentInset``.
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// Whether the user can scroll.
  open var isScrollEnabled = true
  /// Whether vertical bouncing is allowed when the content is shorter than the view.
  open var alwaysBounceVertical = false
  /// Whether horizontal bouncing is allowed when the content is narrower than the view.
  open var alwaysBounceHorizontal = false
  /// Whether the vertical indicator shows while scrolling.
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows while scrolling.
  open var showsHorizontalScrollIndicator = true
  /// The delegate.
  open weak var delegate: (any UIScrollViewDelegate)?
  /// The control that refreshes the content when pulled: a subview of the scroll view while set.
  open var refreshControl: UIRefreshControl? {
    didSet {
      guard refreshControl !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let refreshControl { addSubview(refreshControl) }
    }
  }
  /// The smallest scale the content can be zoomed to (1 by default).
  open var minimumZoomScale: CGFloat = 1
  /// The largest scale the content can be zoomed to (1 by default: zooming needs it above
  /// ``minimumZoomScale``).
  open var maximumZoomScale: CGFloat = 1
  /// The scale ``zoomScale`` answers.
  var storedZoomScale: CGFloat = 1

  // MARK: Zooming: the delegate's `viewForZooming(in:)` names the view that scales.

  /// How much the content is scaled (1 by default). Setting it equals
  /// ``setZoomScale(_:animated:)`` without animation.
  open var zoomScale: CGFloat {
    get { storedZoomScale }
    set { setZoomScale(newValue, animated: false) }
  }

  /// Scales the content to `scale`, clamped to the minimum and maximum zoom scales: the view the
  /// delegate names for zooming and the content size scale with it, then the delegate hears
  /// `scrollViewDidZoom(_:)`. Without a view for zooming nothing changes, as in UIKit.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    guard scale.isFinite, let zoomed = delegate?.viewForZooming(in: self) else { return }
    let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
    guard clamped != storedZoomScale, clamped > 0 else { return }
    let ratio = clamped / storedZoomScale
    storedZoomScale = clamped
    zoomed.frame.size = CGSize(width: zoomed.frame.width * ratio, height: zoomed.frame.height * ratio)
    contentSize = zoomed.frame.size
    delegate?.scrollViewDidZoom(self)
  }

  /// Creates a scroll view with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// Creates the view from a storyboard.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The visible part of the content: origin ``contentOffset``, size the frame's.
  open override var bounds: CGRect {
    get { CGRect(origin: contentOffset, size: frame.size) }
    set {
      frame.size = newValue.size
      contentOffset = newValue.origin
    }
  }

  /// ``contentInset`` plus the safe area, as ``contentInsetAdjustmentBehavior`` asks.
  open var adjustedContentInset: UIEdgeInsets {
    guard contentInsetAdjustmentBehavior != .never else { return contentInset }
    let safe = safeAreaInsets
    return UIEdgeInsets(top: contentInset.top + safe.top, left: contentInset.left + safe.left,
                        bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
  }

  /// The offsets the user can scroll to: from the top-left inset to the content's far edges.
  public var validContentOffsets: (min: CGPoint, max: CGPoint) {
    let inset = adjustedContentInset
    let minimum = CGPoint(x: -inset.left, y: -inset.top)
    let maximum = CGPoint(x: max(minimum.x, contentSize.width + inset.right - frame.width),
                          y: max(minimum.y, contentSize.height + inset.bottom - frame.height))
    return (minimum, maximum)
  }

  /// Moves the content; an animated move also ends with `scrollViewDidEndScrollingAnimation(_:)`.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    let moved = contentOffset != self.contentOffset
    self.contentOffset = contentOffset
    if animated, moved { delegate?.scrollViewDidEndScrollingAnimation(self) }
  }

  /// Scrolls the least needed to show `rect` (in content coordinates).
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    var offset = contentOffset
    if rect.maxY > offset.y + frame.height { offset.y = rect.maxY - frame.height }
    if rect.minY < offset.y { offset.y = rect.minY }
    if rect.maxX > offset.x + frame.width { offset.x = rect.maxX - frame.width }
    if rect.minX < offset.x { offset.x = rect.minX }
    let range = validContentOffsets
    offset = CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    setContentOffset(offset, animated: animated)
  }

  /// Plays the user dragging the content to `offset` (an AdaptiveKit harness addition), clamped to
  /// ``validContentOffsets``: `scrollViewWillBeginDragging(_:)`, `scrollViewDidScroll(_:)`, then
  /// `scrollViewDidEndDragging(_:willDecelerate: false)`. Does nothing when scrolling is disabled.
  public func simulateScroll(to offset: CGPoint) {
    guard isScrollEnabled, isUserInteractionEnabled, !isHidden else { return }
    let range = validContentOffsets
    delegate?.scrollViewWillBeginDragging(self)
    contentOffset = CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
  }
}
