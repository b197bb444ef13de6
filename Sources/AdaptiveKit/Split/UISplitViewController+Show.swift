import Foundation

extension UISplitViewController {
  /// `show(_:sender:)`: the style's behaviour.
  func performSplitShow(_ vc: UIViewController, sender: Any?) {
    behavior.show(vc, sender: sender)
    notifyKeyValueObservers()
  }

  /// `showDetailViewController(_:sender:)`: the style's behaviour; observers of `viewControllers`
  /// learn of a replaced secondary (R10).
  func performSplitShowDetail(_ vc: UIViewController, sender: Any?) {
    behavior.showDetail(vc, sender: sender)
    notifyKeyValueObservers()
  }

  /// Whether `sender` (a view controller or a view) is `controller` or inside it.
  func contains(_ controller: UIViewController, sender: Any?) -> Bool {
    if let senderController = sender as? UIViewController {
      var current: UIViewController? = senderController
      while let candidate = current {
        if candidate === controller { return true }
        current = candidate.parent
      }
      return false
    }
    if let view = sender as? UIView, let root = controller.viewIfLoaded { return view.isDescendant(of: root) }
    return false
  }
}

extension UISplitViewController {
  /// Whether transitions animate (UIKit's `UIView.areAnimationsEnabled`); always true here.
  static var animationsEnabled: Bool { true }
}
