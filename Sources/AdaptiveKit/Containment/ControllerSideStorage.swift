import Foundation

/// The fields of a `UIViewController` that most controllers never set: presentation settings, the
/// storyboard's, toolbar items, observations. They live in one object the controller allocates
/// the first time one of them is set, so a controller that uses none of them is that much
/// smaller (M1 in BENCHMARKS.md). What every pass reads (the parent, children, view, traits and
/// appearance state) stays in the controller itself.
@MainActor
final class ControllerSideStorage {
  /// `toolbarItems`.
  var toolbarItems: [UIBarButtonItem]?
  /// The identifier the next trait-change registration gets.
  var nextTraitRegistrationID = 0
  /// The presented controller this controller stands in for, as the adaptation delegate's
  /// substitute (held here so that it lives as long as the substitute is shown).
  var standsInFor: UIViewController?
  /// The presented controller the adaptation delegate answered this controller for, from the
  /// answer until a transition shows this controller in its place.
  weak var substituteAnsweredFor: UIViewController?
  /// The style the app set, `.automatic` included.
  var requestedModalPresentationStyle = UIModalPresentationStyle.automatic
  /// The responder asked to become first responder while the controller appeared, before its view
  /// was in the window.
  var pendingFirstResponder: UIResponder?
  /// The storyboard's views installed for some size classes only.
  var sizeClassInstallations: [SizeClassInstallation] = []
  /// The key-path observations made with `observe(_:options:changeHandler:)`.
  var keyValueObservers: [KeyValueObserver] = []
  /// The storyboard the controller came from.
  var storyboard: UIStoryboard?
  /// The segues that start from the controller in its storyboard, by identifier.
  var storyboardSegues: [String: any StoryboardSegueTemplate] = [:]
  /// Builds the root view a storyboard describes for the controller.
  var storyboardViewBuilder: (@MainActor (UIViewController) -> UIView)?
  /// `preferredTransition`.
  var preferredTransition: UIViewController.Transition?
  /// `transitioningDelegate`.
  weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// The tab bar item, made on first access.
  var tabBarItem: UITabBarItem?
  /// `preferredContentSize`.
  var preferredContentSize = CGSize.zero
}
