import Foundation

/// A rectangle in a window, as a minimal UIKit `UIView`: frame, bounds, subviews, superview and window.
///
/// AdaptiveKit draws nothing itself; views carry the geometry that renderers and hit-testing read.
/// A view controller's root view knows its controller, so adding it to or removing it from a view
/// in a window sends the controller its appearance callbacks, as UIKit does.
@MainActor
open class UIView {
  /// The frame in the superview's coordinate space.
  open var frame: CGRect {
    didSet { if frame.size != oldValue.size { setNeedsLayout() } }
  }
  /// The view's own coordinate space: origin zero, size of ``frame``.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// The center of the frame in the superview's coordinate space.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  /// The views this view contains, back to front.
  public private(set) var subviews: [UIView] = []
  /// The view that contains this one.
  public private(set) weak var superview: UIView?
  /// Whether the view is hidden.
  open var isHidden = false
  /// An identifier for tests and automation.
  open var accessibilityIdentifier: String?
  /// An integer tag.
  open var tag = 0
  /// The background colour; nil is transparent.
  open var backgroundColor: UIColor?
  /// Whether the view receives taps (hit-testing skips it and its subviews when false).
  open var isUserInteractionEnabled = true
  /// Whether the content stacking layout places this view: decided at its first layout (true when
  /// its frame was still `.zero`), see `UIView.layoutStackedSubviews()`.
  var isStackedByLayout: Bool?

  /// The view controller whose root view this is.
  weak var owningViewController: UIViewController?

  /// Creates a view with a frame.
  public init(frame: CGRect) { self.frame = frame }
  /// Creates a view with a zero frame.
  public convenience init() { self.init(frame: .zero) }

  /// The window this view is in, if any.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// Adds a view on top of the others, removing it from its old superview first.
  open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

  /// Inserts a view at an index of ``subviews``.
  open func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    let hadWindow = view.window != nil
    if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: old)
      subviews.insert(view, at: min(index, subviews.count))
      return
    }
    view.detachFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    if !hadWindow, window != nil { view.windowMembershipDidChange(inWindow: true) }
  }

  /// Inserts a view just above another subview.
  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    let index = subviews.firstIndex(where: { $0 === sibling }).map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Inserts a view just below another subview.
  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    insertSubview(view, at: subviews.firstIndex(where: { $0 === sibling }) ?? 0)
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    let hadWindow = window != nil
    detachFromSuperview()
    if hadWindow { windowMembershipDidChange(inWindow: false) }
  }

  /// Whether `view` is this view or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Converts a rectangle from this view's coordinates to another view's (or the window's, if nil).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let origin = originInWindow
    let target = view?.originInWindow ?? .zero
    return rect.offsetBy(dx: origin.x - target.x, dy: origin.y - target.y)
  }

  /// This view's frame in window coordinates.
  public var frameInWindow: CGRect { convert(bounds, to: nil) }

  /// Marks the layout as invalid; AdaptiveKit lays out synchronously, so this lays out now.
  open func setNeedsLayout() { layoutSubviews() }
  /// Lays out this view and its whole subtree now, parents before children (AdaptiveKit lays out
  /// synchronously; renderers call this on the window before drawing).
  open func layoutIfNeeded() {
    layoutSubviews()
    for subview in subviews { subview.layoutIfNeeded() }
  }
  /// Lays out the subviews; a view controller's root view asks its controller.
  open func layoutSubviews() { owningViewController?.layoutViewHierarchy() }
  /// The size that best fits `size`: used by the content stacking layout. The default keeps the
  /// current height (44 pt when zero) and takes the proposed width.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: frame.height > 0 ? frame.height : 44)
  }

  /// Called after the view moves into or out of a window.
  open func didMoveToWindow() {}

  private var originInWindow: CGPoint {
    var point = CGPoint.zero
    var view: UIView? = self
    while let current = view, !(current is UIWindow) {
      point.x += current.frame.origin.x
      point.y += current.frame.origin.y
      view = current.superview
    }
    return point
  }

  private func detachFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  private func windowMembershipDidChange(inWindow: Bool) {
    didMoveToWindow()
    owningViewController?.viewDidChangeWindowMembership(inWindow: inWindow)
    for subview in subviews { subview.windowMembershipDidChange(inWindow: inWindow) }
  }
}
