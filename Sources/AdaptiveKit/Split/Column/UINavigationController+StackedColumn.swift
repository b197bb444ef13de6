import Foundation

extension UINavigationController {
  // MARK: A column's stack inside a collapsed column-style split (R41)

  /// Whether this is a column's navigation controller that a collapsed column-style split pushed
  /// onto its primary navigation controller (R41). UIKit shows one bar for the collapsed split:
  /// this controller's bar is hidden, and the primary's bar shows this stack's items. (A classic
  /// split's collapse nests a navigation secondary as is, with its own bar: SC21.)
  var isStackedColumn: Bool {
    guard let outer = parent as? UINavigationController, let split = outer.splitViewController,
          split.style != .unspecified else { return false }
    return split.stackedColumns.contains { split.columnContainers[$0] === self }
  }

  /// The navigation controller whose bar shows this stack's top item: this one, or, for a
  /// column's navigation controller that a collapsed column-style split pushed onto its primary's
  /// stack, that primary navigation controller (R41). An AdaptiveKit addition.
  public var navigationControllerShowingBar: UINavigationController {
    isStackedColumn ? parent as! UINavigationController : self
  }

  /// The controllers whose navigation items this controller's bar shows, bottom to top: the stack,
  /// where a column's navigation controller that a collapsed column-style split pushed onto it
  /// stands for its own stack (R41), as UIKit shows a collapsed split's columns in one bar. An
  /// AdaptiveKit addition.
  public var navigationBarViewControllers: [UIViewController] {
    let stack = viewControllers
    guard let top = stack.last as? UINavigationController, top.isStackedColumn else { return stack }
    return stack.flatMap { controller in
      guard let column = controller as? UINavigationController, column.isStackedColumn else { return [controller] }
      return column.viewControllers
    }
  }

  /// The stack the back button pops: a stacked column's navigation controller on top while it
  /// holds more than its root, otherwise this one.
  var backButtonStack: UINavigationController {
    if let column = topViewController as? UINavigationController, column.isStackedColumn, column.viewControllers.count > 1 {
      return column
    }
    return self
  }
}
