import AdaptiveKit
import Foundation

/// A controller whose callbacks may act on the hierarchy while a transition runs.
final class FuzzController: UIViewController {
  var onCallback: ((String) -> Void)?
  override func viewWillAppear(_ animated: Bool) { onCallback?("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { onCallback?("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { onCallback?("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { onCallback?("viewDidDisappear") }
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { onCallback?("traitCollectionDidChange") }
  override func willMove(toParent parent: UIViewController?) { onCallback?("willMove") }
  override func didMove(toParent parent: UIViewController?) { onCallback?("didMove") }
  override func viewDidLoad() { onCallback?("viewDidLoad") }
  override func viewWillLayoutSubviews() { onCallback?("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { onCallback?("viewDidLayoutSubviews") }
  override func viewIsAppearing(_ animated: Bool) { onCallback?("viewIsAppearing") }
  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    onCallback?("viewWillTransition")
  }
}

/// A navigation delegate that may act from `willShow`/`didShow`.
final class FuzzNavigationDelegate: UINavigationControllerDelegate {
  var onCallback: ((String) -> Void)?
  func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) { onCallback?("willShow") }
  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) { onCallback?("didShow") }
}

/// A split delegate that may act from every notification, and from the hooks that ask it.
final class FuzzSplitDelegate: UISplitViewControllerDelegate {
  var onCallback: ((String) -> Void)?
  func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) { onCallback?("split willChangeTo") }
  func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { onCallback?("split willShow column") }
  func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { onCallback?("split willHide column") }
  func splitViewControllerDidCollapse(_ svc: UISplitViewController) { onCallback?("splitViewControllerDidCollapse") }
  func splitViewControllerDidExpand(_ svc: UISplitViewController) { onCallback?("splitViewControllerDidExpand") }
  func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) { onCallback?("split gesture will begin") }
  func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) { onCallback?("split gesture did end") }
  func splitViewController(
    _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    onCallback?("split topColumnForCollapsing")
    return proposedTopColumn
  }
}

/// A tab bar delegate that may act from `shouldSelect` and `didSelect`, in both tab models.
final class FuzzTabBarDelegate: UITabBarControllerDelegate {
  var onCallback: ((String) -> Void)?
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    onCallback?("tab shouldSelect")
    return true
  }
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) { onCallback?("tab didSelect") }
  // The tab model's callbacks (R103, R104): only tab-object controllers send them, which the
  // legacy mix never makes, so its seeds draw as before.
  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
    onCallback?("tab shouldSelectTab")
    return true
  }
  func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) { onCallback?("tab didSelectTab") }
  func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) { onCallback?("tab didEndEditing") }
}

/// An adaptation delegate whose answers may be misuse: the presenter, a controller that has a
/// parent, or a fresh navigation controller around the presented controller.
final class FuzzAdaptationDelegate: UIPopoverPresentationControllerDelegate, UISheetPresentationControllerDelegate {
  var style = UIModalPresentationStyle.none
  var answer: ((UIPresentationController) -> UIViewController?)?
  var onCallback: ((String) -> Void)?
  func presentationController(
    _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) { onCallback?("willPresentWithAdaptiveStyle") }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { onCallback?("presentationControllerWillDismiss") }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { onCallback?("presentationControllerDidDismiss") }
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
    onCallback?("sheet detent changed")
  }
  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { style }
  func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
    answer?(controller)
  }
}

/// The app delegate of a launched scene app: it does nothing of its own.
final class FuzzAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}

/// The scene delegate of a launched scene app: its window's root comes from the driver.
final class FuzzSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var makeRoot: (() -> UIViewController)?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = makeRoot?()
    window.makeKeyAndVisible()
    self.window = window
  }
}
