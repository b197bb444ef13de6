/// A control that refreshes a scroll view's content, as UIKit's `UIRefreshControl`: set it as the
/// scroll view's (or table view controller's) `refreshControl`; the user's pull (``simulatePull()``)
/// begins refreshing and sends `valueChanged` to its targets, and the app calls ``endRefreshing()``
/// when the content is up to date.
open class UIRefreshControl: UIControl {
  /// Whether a refresh is under way.
  public private(set) var isRefreshing = false

  /// Creates a refresh control.
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// Creates a refresh control.
  public convenience init() { self.init(frame: .zero) }
  /// Creates the control from a storyboard.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Shows the control refreshing, as after a pull, without sending `valueChanged` (UIKit's
  /// programmatic start).
  open func beginRefreshing() { isRefreshing = true }

  /// Ends the refresh.
  open func endRefreshing() { isRefreshing = false }

  /// Plays the user pulling the content down past the control: a control that is not refreshing
  /// begins refreshing and sends `valueChanged`.
  public func simulatePull() {
    guard !isRefreshing else { return }
    isRefreshing = true
    sendActions(for: .valueChanged)
  }
}
