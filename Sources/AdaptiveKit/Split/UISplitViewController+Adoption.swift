import Foundation

extension UISplitViewController {
  /// Everything the split keeps for its columns: the classic children, the column controllers and
  /// their containers, and the detail kept at a collapse.
  var heldColumnControllers: [UIViewController] {
    var held: [UIViewController] = []
    for case let controller? in [primaryChild, secondaryChild, preservedDetail] { held.append(controller) }
    return held + columnViewControllers.values + columnContainers.values
  }

  /// Links every held controller to this split (taking it out of another split's column first), and
  /// unlinks those of `previous` it no longer holds.
  func updateColumnHolders(leaving previous: [UIViewController?]) {
    let held = heldColumnControllers
    for case let controller? in previous where controller.columnHolder === self && !held.containsIdentical(controller) {
      controller.columnHolder = nil
    }
    for controller in held where controller.columnHolder !== self {
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
