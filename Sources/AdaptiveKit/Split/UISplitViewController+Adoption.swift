import Foundation

extension UISplitViewController {
  /// Calls `body` with everything the split keeps for its columns: the classic children, the
  /// column controllers and their containers, and the detail kept at a collapse.
  func forEachHeldColumnController(_ body: (UIViewController) -> Void) {
    if let primaryChild { body(primaryChild) }
    if let secondaryChild { body(secondaryChild) }
    if let preservedDetail { body(preservedDetail) }
    for controller in columnViewControllers.values { body(controller) }
    for controller in columnContainers.values { body(controller) }
  }

  /// Whether the split keeps `controller` for a column (see ``forEachHeldColumnController(_:)``).
  func holdsForColumn(_ controller: UIViewController) -> Bool {
    var held = false
    forEachHeldColumnController { if $0 === controller { held = true } }
    return held
  }

  /// Links every held controller to this split (taking it out of another split's column first), and
  /// unlinks those of `previous` it no longer holds.
  func updateColumnHolders<Previous: Sequence<UIViewController?>>(leaving previous: Previous) {
    for case let controller? in previous where controller.columnHolder === self && !holdsForColumn(controller) {
      controller.columnHolder = nil
    }
    forEachHeldColumnController { controller in
      guard controller.columnHolder !== self else { return }
      // A column controller another split holds leaves that split's column first.
      controller.columnHolder?.releaseColumn(holding: controller)
      controller.columnHolder = self
    }
  }

  /// [INF] A column's controller that a container outside the split adopts leaves its column, as if
  /// the column had been set to nil: a later collapse or expansion never moves controllers into
  /// the adopter's hierarchy, and the split never keeps a controller that contains it.
  func releaseColumn(holding child: UIViewController) {
    if child === preservedDetail { preservedDetail = nil }
    switch style {
    case .unspecified:
      guard child === primaryChild || child === secondaryChild else { return }
      changeChildren(animated: false) {
        if child === primaryChild { primaryChild = nil }
        if child === secondaryChild { secondaryChild = nil }
      }
    default:
      if let column = columnHolding(child) { performSetViewController(nil, for: column) }
    }
  }
}
