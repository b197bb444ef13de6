extension UIArrangementViewController {
  /// The broken arrangement invariants, one sentence each (R129, R131): the two placements hold
  /// different controllers; a placement's view that the layout shows is at the layout's frame
  /// while it is in the arrangement's view (a current-context presentation may cover it and take
  /// it out); one the layout hides is out of it and its controller has not appeared.
  var arrangementViolations: [String] {
    var problems: [String] = []
    if let primary = placedController(for: .primary), primary === placedController(for: .secondary) {
      problems.append("\(primary.debugName) is in both placements of \(debugName)")
    }
    guard let view = storedView, view.window != nil, !view.hasPendingLayout else { return problems }
    let layout = geometry(size: view.bounds.size).layout
    for placement in [ViewPlacement.primary, .secondary] {
      guard let controller = placedController(for: placement), let slot = placement.isPrimary ? layout.primary : layout.secondary,
            slot.state.isHidden else { continue }
      if controller.storedView?.superview === view { problems.append("\(controller.debugName) is hidden by \(debugName) but its view is shown") }
      if controller.appearanceState != .disappeared {
        problems.append("\(controller.debugName) is hidden by \(debugName) but \(controller.appearanceState)")
      }
    }
    for misplaced in misplacedChildren(in: layout) {
      problems.append(
        "\(misplaced.controller.debugName) is the \(misplaced.placement) of \(debugName) at \(HierarchyDump.format(misplaced.frame)) instead of \(HierarchyDump.format(misplaced.expected))")
    }
    return problems
  }

  /// The shown placed children whose views are in this controller's view at another frame than
  /// `layout` gives them.
  func misplacedChildren(in layout: ArrangementGeometry.Layout) -> [(controller: UIViewController, placement: ViewPlacement, frame: CGRect, expected: CGRect)] {
    guard let view = storedView else { return [] }
    var misplaced: [(UIViewController, ViewPlacement, CGRect, CGRect)] = []
    for placement in [ViewPlacement.primary, .secondary] {
      guard let controller = placedController(for: placement), let slot = placement.isPrimary ? layout.primary : layout.secondary,
            !slot.state.isHidden, let childView = controller.storedView, childView.superview === view, childView.frame != slot.frame
      else { continue }
      misplaced.append((controller, placement, childView.frame, slot.frame))
    }
    return misplaced
  }
}
