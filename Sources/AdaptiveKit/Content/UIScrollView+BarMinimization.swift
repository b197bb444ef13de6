import Foundation

extension UIScrollView {
  /// Tells the bars that minimize as content scrolls that this scroll view moved vertically from
  /// `oldY` (R122, R124). Every change of the offset counts, the user's drag and the app's [INF].
  func barsFollowVerticalScroll(from oldY: CGFloat) {
    let range = validContentOffsets
    barsFollowVerticalScroll(by: contentOffset.y - oldY, to: contentOffset.y, within: range.min.y...max(range.min.y, range.max.y))
  }
}

extension UIView {
  /// Tells the bars that minimize as content scrolls that this scrolling view (a scroll view or a
  /// table view) moved vertically by `delta` to `offsetY`, within `offsets` (R122, R124): the
  /// nearest navigation controller showing it in its top controller, and the nearest tab bar
  /// controller showing it in its selected tab (not in its accessory).
  func barsFollowVerticalScroll(by delta: CGFloat, to offsetY: CGFloat, within offsets: ClosedRange<CGFloat>) {
    var navigation: UINavigationController?
    var tabs: UITabBarController?
    // The controller whose root view the walk passed last: the child of the next container.
    var below: UIViewController?
    var view: UIView? = self
    while let current = view {
      if let owner = current.owningViewController {
        if let container = owner as? UITabBarController {
          if let below, below === container.displayedChild { tabs = container }
          break
        }
        if navigation == nil, let container = owner as? UINavigationController, let below, below === container.children.last {
          navigation = container
        }
        below = owner
      }
      view = current.superview
    }
    navigation?.contentDidScroll(by: delta, to: offsetY, within: offsets)
    tabs?.contentDidScroll(by: delta)
  }
}
