import Foundation

extension UISplitViewController {
  // MARK: The inspector column (iOS 26, R111–R115)

  /// The inspector's container (its navigation wrapper), if one is set.
  var inspectorContainer: UIViewController? { columnState?.containers[.inspector] }

  /// Whether `container` is up as a sheet (presented, in no parent).
  private func isUpAsSheet(_ container: UIViewController) -> Bool { sheetPresentation(of: container) != nil }

  /// What ends the inspector's sheet when dismissed: `container` presented in no parent, or the
  /// adaptation delegate's substitute shown in its place (R62), or nil when the sheet is not up.
  /// Through a substitute the container is no longer presented itself but still cannot be a
  /// column: an expansion or a hide takes the substitute down (fuzz seed 500000890).
  private func sheetPresentation(of container: UIViewController) -> UIViewController? {
    guard container.parent == nil else { return nil }
    if container.storedPresentingViewController != nil { return container }
    guard container.presenterBehindSubstitute != nil else { return nil }
    return container.storedPresentationController?.adaptiveSubstitute
  }

  /// R114: the inspector shows as a column beside the secondary (expanded), or as its sheet
  /// (collapsed, [INF]).
  var isInspectorShowing: Bool {
    guard let state = columnState, let container = state.containers[.inspector] else { return false }
    switch state.inspectorPlacement {
    case .hidden: return false
    case .column: return !laysOutCollapsed && container.parent === self
    case .sheet: return isUpAsSheet(container)
    }
  }

  /// `show(.inspector)` (R111): a column while expanded, a sheet while collapsed (R112). Like any
  /// `show(_:)`, it sends no `willShow`/`didShow`. Without an inspector controller the choice is
  /// kept for when one is set [INF].
  ///
  /// Shown already as a sheet that could not come up, it comes up now if nothing is in its way
  /// (R112, [INF]).
  ///
  /// Asked for from a callback of a running `show(.inspector)` or `hide(.inspector)` (the
  /// inspector's `viewWillDisappear`), it waits until that change ends and then applies to the
  /// inspector as it is then ([INF], as UIKit sequences navigation changes, R110).
  func showInspector() {
    guard let state = columnState else { return }
    if state.isChangingInspector {
      state.queuedInspectorChanges.append { [weak self] in self?.showInspector() }
      return
    }
    changeInspector(state) {
      if isInspectorSheetPending { presentInspectorSheet(animated: true) }
      guard state.inspectorPlacement == .hidden else { return }
      if laysOutCollapsed {
        state.inspectorPlacement = .sheet
        if collapseState == .collapsed { presentInspectorSheet(animated: true) }
      } else {
        changeChildren(animated: isOnScreen) { state.inspectorPlacement = .column }
      }
    }
  }

  /// `hide(.inspector)`: the column leaves, or the sheet is dismissed (animated), with no
  /// `willHide`/`didHide`; a sheet it held back comes up then, as after any dismissal. Asked for from a callback of a running show or hide, it waits as
  /// `show(.inspector)` does.
  func hideInspector() {
    guard let state = columnState else { return }
    if state.isChangingInspector {
      state.queuedInspectorChanges.append { [weak self] in self?.hideInspector() }
      return
    }
    changeInspector(state) {
      switch state.inspectorPlacement {
      case .hidden:
        return
      case .column:
        changeChildren(animated: isOnScreen) { state.inspectorPlacement = .hidden }
      case .sheet:
        state.inspectorPlacement = .hidden
        if let container = state.containers[.inspector], let sheet = sheetPresentation(of: container) {
          PresentationPipeline.dismissPresentation(of: sheet, animated: true, completion: nil)
        }
      }
    }
  }

  /// Runs `change` of the inspector, then the show and hide calls its callbacks asked for
  /// meanwhile, in order.
  private func changeInspector(_ state: ColumnSplitState, _ change: () -> Void) {
    state.isChangingInspector = true
    change()
    state.isChangingInspector = false
    while !state.isChangingInspector, !state.queuedInspectorChanges.isEmpty { state.queuedInspectorChanges.removeFirst()() }
  }

  /// Before a collapse (R112): a shown inspector column leaves the split, with its disappearance
  /// callbacks, to come back as a sheet once the collapse has finished.
  func inspectorWillCollapse() {
    guard let state = columnState, state.inspectorPlacement == .column else { return }
    changeChildren(animated: false) { state.inspectorPlacement = .sheet }
  }

  /// After a collapse (after `splitViewControllerDidCollapse`): the inspector that was shown
  /// comes up as a sheet over the secondary, without animation ([INF]).
  func inspectorDidCollapse() {
    guard columnState?.inspectorPlacement == .sheet else { return }
    presentInspectorSheet(animated: false)
  }

  /// Before an expansion (R112, [INF]): the inspector's sheet ends without animation and the
  /// inspector becomes a column again, shown with the other columns by the expansion. A sheet the
  /// user dismissed meanwhile left the inspector hidden.
  func inspectorWillExpand() {
    guard let state = columnState, state.inspectorPlacement == .sheet else { return }
    state.inspectorPlacement = .column
    if let container = state.containers[.inspector], let sheet = sheetPresentation(of: container) {
      PresentationPipeline.dismissPresentation(of: sheet, animated: false, completion: nil)
    }
  }

  /// Once the split has appeared (R112, [INF] timing): a shown inspector of the collapsed split
  /// that could not come up as its sheet when the split collapsed — the split collapsed while it
  /// was itself being presented, so nothing could be presented from it yet — comes up now, without
  /// animation. Fuzz seed 1007 (current mix): a split showing its inspector, presented as a page
  /// sheet in compact width, left the inspector neither a column nor a sheet.
  func inspectorDidAppear() {
    guard columnState?.inspectorPlacement == .sheet, collapseState == .collapsed else { return }
    presentInspectorSheet(animated: false)
  }

  /// Whether the inspector of this collapsed split is shown as a sheet that is not up (it could
  /// not be presented yet): neither presented nor anyone's child.
  var isInspectorSheetPending: Bool {
    guard columnState?.inspectorPlacement == .sheet, collapseState == .collapsed, let container = inspectorContainer else { return false }
    return container.parent == nil && !isUpAsSheet(container)
  }

  /// Presents the inspector's container as a sheet from the split (its presenter is the split's
  /// containment root, as for any sheet). [INF] Nothing is presented when the split is in no
  /// window, its root already presents another controller, or a presentation or dismissal is in
  /// progress in its window: the inspector then counts as not showing, and its sheet comes up
  /// once the obstacle is gone (``presentPendingInspectorSheets(in:)``, `show(.inspector)`, the
  /// split's appearance) or the split expands.
  ///
  /// Nor while a controller in the container is still in an appearance transition (the column it
  /// was is leaving, and a callback of that brought the sheet up): presenting it then would be
  /// refused as presenting an active controller, so the sheet comes up once the transition has
  /// ended (fuzz seed 500000330).
  func presentInspectorSheet(animated: Bool) {
    guard let container = inspectorContainer, container.parent == nil, container.storedPresentingViewController == nil,
          let window = storedView?.window, !window.context.presentationInProgress,
          containmentRoot.storedPresentedViewController == nil else { return }
    if container.appearanceState != .disappeared || PresentationPipeline.activeDescendant(of: container) != nil {
      Self.windowAwaitingAppearances = window
      return
    }
    // [INF] A sheet, whatever style the app presented the container with meanwhile (a popover,
    // which has no anchor here, would not come up).
    if ![.automatic, .pageSheet, .formSheet].contains(container.modalPresentationStyle) { container.modalPresentationStyle = .pageSheet }
    // [INF] The sheet belongs to the collapsed split: it reads the collapsed layout environment.
    container.presentationController?.splitLayoutEnvironment = .collapsed
    present(container, animated: animated)
  }

  /// The window of an inspector sheet that waits for the controllers in its container to end their
  /// appearance transitions (``presentInspectorSheet(animated:)``), or nil.
  static weak var windowAwaitingAppearances: UIWindow?

  /// Once an appearance transition has ended: the inspector sheets that waited for one come up
  /// where nothing else is in their way any more.
  static func presentSheetsAwaitingAppearances() {
    guard let window = windowAwaitingAppearances else { return }
    windowAwaitingAppearances = nil
    presentPendingInspectorSheets(in: window)
  }

  /// [INF] R112: once a presentation or a dismissal in `window` has ended, the collapsed splits of
  /// the window whose inspector is shown as a sheet that could not come up (their presenter
  /// presented another controller, or a presentation was in progress) present it now, without
  /// animation, where nothing is in the way any more. A split the sheet cannot reach yet keeps
  /// waiting, and so does a split in a tree whose presentations are being taken down with it.
  static func presentPendingInspectorSheets(in window: UIWindow?) {
    guard let window, !window.context.presentationInProgress, let root = window.rootViewController else { return }
    var pending: [UISplitViewController] = []
    for top in PresentationPipeline.presentationChain(from: root) {
      top.forEachInContainmentTree { controller in
        if let split = controller as? UISplitViewController, split.isInspectorSheetPending { pending.append(split) }
      }
    }
    let leaving = PresentationPipeline.treesTakingDownPresentations
    for split in pending where split.isInspectorSheetPending && !leaving.contains(where: { split.isContained(in: $0) }) {
      split.presentInspectorSheet(animated: false)
    }
  }

  /// A presentation of `presented` (a controller this split holds for a column) ended. When it was
  /// the inspector's sheet and the split did not end it itself (the user's swipe, or the app's
  /// `dismiss`), the inspector is hidden (R112).
  func columnPresentationDidEnd(_ presented: UIViewController) {
    guard let state = columnState, state.containers[.inspector] === presented, state.inspectorPlacement == .sheet else { return }
    state.inspectorPlacement = .hidden
  }

  /// The user swiped the inspector's sheet away: a system-driven hide, announced with
  /// `splitViewController(_:didHide: .inspector)` after the presentation's own delegate calls
  /// ([INF]: the hide is known only once it happened, so there is no `willHide`).
  func inspectorSheetWasDismissedByUser(_ presented: UIViewController) {
    guard let state = columnState, state.containers[.inspector] === presented, state.inspectorPlacement == .hidden else { return }
    delegate?.splitViewController(self, didHide: .inspector)
  }

  /// The broken rule of this split's inspector, or nil (``HierarchyInvariants``): a column only
  /// in an expanded split and then a child; a sheet only while collapsed and never a child; hidden,
  /// in neither place. Never both a child and presented; and a shown inspector of a collapsed
  /// split on screen is presented as its sheet unless another presentation holds the split's
  /// presenter (R112: never neither).
  var inspectorInvariantViolation: String? {
    guard let state = columnState, let container = state.containers[.inspector] else { return nil }
    let isChild = container.parent === self
    if isChild, container.storedPresentingViewController != nil {
      return "the inspector \(container.debugName) of \(debugName) is both its column and presented"
    }
    if state.inspectorPlacement == .sheet, collapseState == .collapsed, !isChild, container.storedPresentingViewController == nil,
       let window = storedView?.window, !window.isHidden, containmentRoot.storedPresentedViewController == nil {
      return "the inspector \(container.debugName) of the collapsed \(debugName) is shown but neither a column nor a sheet, and nothing else is presented"
    }
    switch state.inspectorPlacement {
    case .hidden:
      if isChild { return "the hidden inspector \(container.debugName) of \(debugName) is its child" }
    case .column:
      if laysOutCollapsed { return "\(debugName) is collapsed but keeps its inspector \(container.debugName) as a column" }
      if collapseState == .expanded, !isChild { return "the inspector column \(container.debugName) of \(debugName) is not its child" }
    case .sheet:
      if isChild { return "the inspector sheet \(container.debugName) of \(debugName) is its child" }
      if collapseState == .expanded { return "\(debugName) is expanded but shows its inspector \(container.debugName) as a sheet" }
    }
    return nil
  }

  // MARK: Column announcements (R115)

  /// Sends `willShow`/`willHide` for a system-driven change and keeps the column for the
  /// `didShow`/`didHide` sent once the change completes.
  func announceColumn(_ column: Column, showing: Bool) {
    guard let state = columnState else { return }
    if showing {
      delegate?.splitViewController(self, willShow: column)
    } else {
      delegate?.splitViewController(self, willHide: column)
    }
    state.announcedColumns.append((column, showing))
  }

  /// Sends the `didShow`/`didHide` due for the columns announced since the last call, in the
  /// order of their `willShow`/`willHide` (R115).
  func completeAnnouncedColumnChanges() {
    guard let state = columnState, !state.announcedColumns.isEmpty else { return }
    let announced = state.announcedColumns
    state.announcedColumns = []
    for (column, showing) in announced {
      if showing {
        delegate?.splitViewController(self, didShow: column)
      } else {
        delegate?.splitViewController(self, didHide: column)
      }
    }
  }
}
