extension UIViewController {
  /// Swaps one child's view for another's, as UIKit's
  /// `transition(from:to:duration:options:animations:completion:)`: both must already be children
  /// of this controller (the caller does the containment calls around it). `to`'s view takes
  /// `from`'s place and frame; `from` disappears while `to` appears, in that order; `animations`
  /// runs, then `completion(true)`. Children of another parent are refused with UIKit's message.
  public func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
    options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    guard fromViewController.parent === self, toViewController.parent === self, fromViewController !== toViewController else {
      MisuseReport.exception(
        "Children view controllers \(fromViewController.debugName) and \(toViewController.debugName) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
      ).report()
      return
    }
    let animated = duration > 0
    let fromView = fromViewController.view!, toView = toViewController.view!
    let container = fromView.superview
    fromViewController.beginAppearanceTransition(false, animated: animated)
    toViewController.beginAppearanceTransition(true, animated: animated)
    toView.frame = fromView.frame
    if let container, let index = container.subviews.firstIndex(where: { $0 === fromView }) {
      container.insertSubview(toView, at: index + 1)
    }
    animations?()
    fromView.removeFromSuperview()
    fromViewController.endAppearanceTransition()
    toViewController.endAppearanceTransition()
    completion?(true)
  }
}

extension UIView {
  /// Options of view animations and transitions, as UIKit's `UIView.AnimationOptions` (recorded).
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
  }
}
