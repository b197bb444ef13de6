import Foundation

extension UIArrangementViewController {
  /// The division region (a fold) that the layout goes around, in this controller's view's
  /// coordinates, or nil when there is none: the view's active reserved region of kind division,
  /// which only an iPhone Duo partially folded has (elsewhere an overlay is always layered, R132).
  func divisionRegion() -> CGRect? { viewIfLoaded?.reservedRegions(kind: .division).first?.frame }

  /// The solver's input for a container of `size` with the current arrangement and children.
  func geometry(size: CGSize) -> ArrangementGeometry {
    var geometry = ArrangementGeometry(size: size, layoutDirection: traitCollection.layoutDirection, division: divisionRegion())
    geometry.primary = solverPlacement(.primary)
    geometry.secondary = solverPlacement(.secondary)
    switch storedArrangement {
    case .split(let split):
      geometry.style = .split
      geometry.axes = split.allowedAxes
      geometry.primary.split = split.properties(for: .primary)
      geometry.secondary.split = split.properties(for: .secondary)
    case .overlay(let overlay):
      geometry.style = .overlay
      geometry.axes = overlay.allowedAxes
      geometry.primary.edge = overlay.properties(for: .primary).edge
      geometry.secondary.edge = overlay.properties(for: .secondary).edge
    }
    return geometry
  }

  private func solverPlacement(_ placement: ViewPlacement) -> ArrangementGeometry.Placement {
    let controller = placedController(for: placement)
    return ArrangementGeometry.Placement(isPresent: controller != nil, intrinsicSize: controller?.preferredContentSize ?? .zero)
  }

  /// The placed children with their slots in the layout for the view's current size, the primary
  /// first.
  private var placedSlots: [(controller: UIViewController, slot: ArrangementGeometry.Slot)] {
    guard let view = storedView else { return [] }
    let layout = geometry(size: view.bounds.size).layout
    var slots: [(UIViewController, ArrangementGeometry.Slot)] = []
    if let primary = placedController(for: .primary), let slot = layout.primary { slots.append((primary, slot)) }
    if let secondary = placedController(for: .secondary), let slot = layout.secondary { slots.append((secondary, slot)) }
    return slots
  }

  /// The placed children the layout does not hide, the primary first.
  var shownPlacedChildren: [UIViewController] {
    placedSlots.compactMap { $0.slot.state.isHidden ? nil : $0.controller }
  }

  /// Places the shown children's views at the solver's frames, a higher z-index above, and takes
  /// out the views of hidden or unplaced children (they disappear).
  func layOutPlacedChildren() {
    // A callback of a child's loading or layout may resize this view (a rotation from a child's
    // `viewWillLayoutSubviews`) or change the placements or the arrangement while the views are
    // placed: they are placed again for the new state.
    for _ in 0..<4 {
      let size = storedView?.bounds.size, generation = layoutGeneration
      placeChildren()
      guard storedView?.bounds.size != size || layoutGeneration != generation else { return }
    }
  }

  private func placeChildren() {
    let generation = layoutGeneration, size = storedView?.bounds.size
    let shown = placedSlots.filter { !$0.slot.state.isHidden }
    uninstallChildViews(except: shown.map(\.controller))
    for (controller, slot) in shown {
      guard layoutGeneration == generation, storedView?.bounds.size == size else { return }
      install(controller, frame: slot.frame)
    }
    guard shown.count == 2, let container = storedView else { return }
    let (front, back) = shown[0].slot.state.zIndex >= shown[1].slot.state.zIndex ? (shown[0], shown[1]) : (shown[1], shown[0])
    guard front.slot.state.zIndex > back.slot.state.zIndex,
          let frontView = front.controller.storedView, let backView = back.controller.storedView,
          let frontIndex = container.subviews.firstIndex(where: { $0 === frontView }),
          let backIndex = container.subviews.firstIndex(where: { $0 === backView }), frontIndex < backIndex
    else { return }
    container.insertSubview(frontView, aboveSubview: backView)
  }

  /// A child's size is its frame in the layout for `parentSize`; a hidden or unplaced child's is
  /// the parent's size.
  func placedChildSize(_ container: any UIContentContainer, parentSize: CGSize) -> CGSize {
    guard let child = container as? UIViewController, let placement = placement(for: child) else { return parentSize }
    let layout = geometry(size: parentSize).layout
    guard let slot = placement.isPrimary ? layout.primary : layout.secondary, !slot.state.isHidden else { return parentSize }
    return slot.frame.size
  }

  /// Empties the placement of a child that another container adopts, then lays out the other.
  func releasePlacedChild(_ child: UIViewController) {
    releaseChildByRemoving(child)
    if child.parent !== self { storedView?.setNeedsLayout() }
  }

  /// `primary z:0 axis:horizontal` for the hierarchy dump; `child` for an unplaced child.
  func placementRole(ofChild child: UIViewController) -> String {
    guard let placement = placement(for: child), let state = state(for: placement) else { return "child" }
    return "\(placement) \(state)"
  }
}
