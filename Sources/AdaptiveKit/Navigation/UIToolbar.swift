import Foundation

/// A navigation controller's toolbar, as UIKit's `UIToolbar`: the bar at the bottom of a
/// ``UINavigationController`` that shows the top controller's ``UIViewController/toolbarItems``.
///
/// Its frame is ``UINavigationController/toolbarFrame``, hiding it hides the controller's toolbar
/// (`isToolbarHidden`), and its items are the top controller's. A free-standing toolbar keeps its
/// own frame and items.
open class UIToolbar: UIView {
  /// The navigation controller that draws this toolbar. Unowned, as a view's superview is: the
  /// controller keeps the toolbar and clears this reference when it goes away. A weak reference
  /// would give every navigation controller a side table, making each of its retains slower.
  private unowned(unsafe) var navigationController: UINavigationController?
  private var ownItems: [UIBarButtonItem]?

  /// The colour of the toolbar's buttons (recorded).
  open var tintColor: UIColor = .tintColor
  /// The toolbar's background colour (recorded).
  open var barTintColor: UIColor?
  /// Whether the toolbar is translucent (recorded).
  open var isTranslucent = true

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init(frame: .zero)
  }

  /// Creates a free-standing toolbar.
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// Creates the view from a storyboard.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Called by the navigation controller as it goes away: the toolbar is free-standing from then on.
  func navigationControllerWillGoAway() { navigationController = nil }

  /// A controller's toolbar is drawn in the controller's view.
  override var containingView: UIView? { navigationController?.viewIfLoaded ?? superview }

  /// The toolbar's frame in its navigation controller's view.
  open override var frame: CGRect {
    get { navigationController?.toolbarFrame ?? super.frame }
    set { super.frame = newValue }
  }

  /// Whether the toolbar is hidden: the navigation controller's `isToolbarHidden`.
  open override var isHidden: Bool {
    get { navigationController?.isToolbarHidden ?? super.isHidden }
    set {
      if let navigationController { navigationController.isToolbarHidden = newValue } else { super.isHidden = newValue }
    }
  }

  /// The items shown: the top controller's `toolbarItems` for a navigation controller's toolbar.
  open var items: [UIBarButtonItem]? {
    get { navigationController.map { $0.topViewController?.toolbarItems } ?? ownItems }
    set {
      if let top = navigationController?.topViewController { top.toolbarItems = newValue } else { ownItems = newValue }
    }
  }

  /// Sets the items.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
}
