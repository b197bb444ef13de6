/// The state one window owns for itself: nothing in AdaptiveKit's core is shared between windows,
/// so two windows driven alternately behave exactly as if each were alone, and a window rebuilt and
/// replayed gives the same results every time.
///
/// Each ``UIWindow`` creates its context; code in the core reaches it through the window
/// (``UIWindow/context``) or, from a controller, through the window its hierarchy is in.
///
/// The context numbers the window's controllers and views as they first enter it
/// (``identity(of:)-(UIViewController)``, ``identity(of:)-(UIView)``): renderers build element ids
/// from these numbers, so an element keeps its id for as long as its object lives.
@MainActor
public final class WindowContext {
  /// The identities of the window's controllers and views.
  let identities = IdentityAllocator()
  /// The transitions this window went through, oldest first.
  public internal(set) var journal = TransitionJournal()

  /// Creates the context of a new window.
  init() {}
}

extension UIViewController {
  /// The context of the window this controller's hierarchy is in: the window whose root it is,
  /// or the window of its parent's or presenter's hierarchy; nil when it is in no window.
  var windowContext: WindowContext? {
    var controller: UIViewController? = self
    while let current = controller {
      if let window = current.windowHosting { return window.context }
      controller = current.parent ?? current.storedPresentingViewController
    }
    return nil
  }
}
