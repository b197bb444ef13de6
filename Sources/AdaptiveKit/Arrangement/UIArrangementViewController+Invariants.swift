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
      guard let controller = placedController(for: placement), let slot = placement.isPrimary ? layout.primary : layout.secondary else { continue }
      let childView = controller.storedView
      if slot.state.isHidden {
        if childView?.superview === view { problems.append("\(controller.debugName) is hidden by \(debugName) but its view is shown") }
        if controller.appearanceState != .disappeared {
          problems.append("\(controller.debugName) is hidden by \(debugName) but \(controller.appearanceState)")
        }
      } else if let frame = childView?.frame, childView?.superview === view, frame != slot.frame {
        problems.append("\(controller.debugName) is the \(placement) of \(debugName) at \(HierarchyDump.format(frame)) instead of \(HierarchyDump.format(slot.frame))")
      }
    }
    return problems
  }
}
