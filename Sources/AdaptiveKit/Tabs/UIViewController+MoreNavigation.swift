extension UIViewController {
  /// Whether this is a tab bar controller's More navigation controller.
  var isMoreNavigationController: Bool { (self as? UINavigationController)?.servesAsMoreTab == true }

  /// [INF] The report for showing a More navigation controller anywhere but in its own tab bar
  /// controller (as a tab, a child, a column, a window's root or a presented controller): UIKit does
  /// not document it; AdaptiveKit refuses it and changes nothing.
  var moreNavigationRefusal: MisuseReport {
    .exception("\(debugName) is the More navigation controller of a tab bar controller; only that tab bar controller can show it.")
  }
}
