/// A navigation controller's bar, as UIKit's `UINavigationBar`: the object apps reach through
/// ``UINavigationController/navigationBar`` to configure the bar.
///
/// Its frame is the bar's frame in the navigation controller's view
/// (``UINavigationController/navigationBarFrame``), hiding it hides the controller's bar, and its
/// items are the stack's navigation items. With ``prefersLargeTitles``, the bar grows by
/// ``BarMetrics/largeTitleHeight`` and shows the top item's title large below its items, when the
/// item's `largeTitleDisplayMode` allows it ([INF]: the large title does not collapse as the content
/// scrolls). Other appearance properties are recorded for renderers.
open class UINavigationBar: UIView {
  /// The navigation controller that draws this bar. Unowned, as a view's superview is: the
  /// controller keeps the bar and clears this reference when it goes away. A weak reference
  /// would give every navigation controller a side table, making each of its retains slower.
  private unowned(unsafe) var navigationController: UINavigationController?

  /// Whether titles show large when the top item allows it; changing it lays the navigation
  /// controller out again.
  open var prefersLargeTitles = false {
    didSet { if prefersLargeTitles != oldValue { navigationController?.viewIfLoaded?.setNeedsLayout() } }
  }
  /// Whether the bar is translucent (recorded).
  open var isTranslucent = true
  /// The colour of the bar's buttons (recorded).
  open var tintColor: UIColor = .tintColor
  /// The bar's background colour (recorded).
  open var barTintColor: UIColor?

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init(frame: .zero)
  }

  /// Creates a free-standing bar (not tied to a navigation controller).
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// Creates the view from a storyboard.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Called by the navigation controller as it goes away: the bar is free-standing from then on.
  func navigationControllerWillGoAway() { navigationController = nil }

  /// A controller's bar is drawn in the controller's view.
  override var containingView: UIView? { navigationController?.viewIfLoaded ?? superview }

  /// The bar's frame in its navigation controller's view.
  open override var frame: CGRect {
    get { navigationController?.navigationBarFrame ?? super.frame }
    set { super.frame = newValue }
  }

  /// Whether the bar is hidden: the navigation controller's `isNavigationBarHidden`.
  open override var isHidden: Bool {
    get { navigationController?.isNavigationBarHidden ?? super.isHidden }
    set {
      if let navigationController { navigationController.isNavigationBarHidden = newValue } else { super.isHidden = newValue }
    }
  }

  /// The navigation items of the stack the bar shows, bottom to top
  /// (``UINavigationController/navigationBarViewControllers``).
  open var items: [UINavigationItem]? { navigationController?.navigationBarViewControllers.map(\.navigationItem) }
  /// The top item.
  open var topItem: UINavigationItem? { navigationController?.navigationBarViewControllers.last?.navigationItem }
  /// The item below the top one (its title is the back button's).
  open var backItem: UINavigationItem? {
    guard let stack = navigationController?.navigationBarViewControllers, stack.count >= 2 else { return nil }
    return stack[stack.count - 2].navigationItem
  }
}
