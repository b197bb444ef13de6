/// Adapts a presentation to new traits and decides on user dismissal, as UIKit's
/// `UIAdaptivePresentationControllerDelegate` (R62, R69). Every method is optional.
///
/// Not implementing an adaptation method is expressed by the default returning `.automatic`,
/// which AdaptiveKit treats as "no answer" (UIKit's "not implemented").
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// The style to adapt to for `traitCollection` (`.none` keeps the original style).
  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
  /// The style to adapt to; asked only when the trait-collection variant is not implemented.
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
  /// A controller to show in the adapted style instead of the presented one (nil keeps it).
  func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
  /// Configure the adaptive presentation controller (a popover's adaptive sheet).
  func presentationController(_ presentationController: UIPresentationController, prepare adaptivePresentationController: UIPresentationController)
  /// The presentation will show in `style` (`.none` when it does not adapt).
  func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle, transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
  /// Whether a user's dismissal gesture may dismiss. The default is true.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  /// A user's dismissal gesture started.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// A user's dismissal gesture finished and the controller was dismissed.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// A user tried to dismiss but was prevented.
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Not implemented: asks `adaptivePresentationStyle(for:)`.
  public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    let answer = adaptivePresentationStyle(for: controller)
    controller.adaptationContext?.adaptationAnsweredByLegacyVariant = true
    return answer
  }
  /// Not implemented: `.automatic`, which means "no answer".
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
  /// Not implemented: nil, the presented controller is kept.
  public func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
  /// Not implemented: does nothing.
  public func presentationController(_ presentationController: UIPresentationController, prepare adaptivePresentationController: UIPresentationController) {}
  /// Not implemented: does nothing.
  public func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle, transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
  /// Not implemented: true.
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
  /// Not implemented: does nothing.
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  /// Not implemented: does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  /// Not implemented: does nothing.
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// Supplies custom presentation controllers, as UIKit's `UIViewControllerTransitioningDelegate`.
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// The presentation controller for a `.custom` presentation; nil uses a plain one.
  func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// Not implemented: nil, a plain `UIPresentationController` is used.
  public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? { nil }
}
