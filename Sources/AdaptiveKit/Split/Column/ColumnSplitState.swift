import Foundation

/// What a column-style split (`UISplitViewController(style:)`) keeps: per column, the controller
/// the app set and the container installed for it (its navigation wrapper), and the containers
/// being pushed onto the collapsed primary's stack (R36–R46). The split holds it for its whole
/// life (``SplitStyleState``); only the column files change it.
@MainActor
final class ColumnSplitState {
  /// What the app set, per column.
  var viewControllers: [UISplitViewController.Column: UIViewController] = [:]
  /// What is installed, per column: the controller itself or its navigation wrapper (R38).
  var containers: [UISplitViewController.Column: UIViewController] = [:]
  /// The containers a collapse is moving onto the primary's navigation stack.
  var containersBeingStacked: [UIViewController] = []
  /// Where the inspector is shown (R111–R112): hidden until `show(.inspector)`.
  var inspectorPlacement = InspectorPlacement.hidden
  /// Whether `show(.inspector)` or `hide(.inspector)` is changing the inspector (its column
  /// coming or going, its sheet being presented or dismissed); those asked for from its callbacks
  /// wait in ``queuedInspectorChanges``.
  var isChangingInspector = false
  /// The `show(.inspector)` and `hide(.inspector)` calls waiting for the running change, in order.
  var queuedInspectorChanges: [() -> Void] = []
  /// The columns announced with `willShow`/`willHide` whose `didShow`/`didHide` are due once the
  /// change completes (R115).
  var announcedColumns: [(column: UISplitViewController.Column, showing: Bool)] = []
}

/// Where a column-style split shows its inspector (R111–R112).
enum InspectorPlacement: Equatable {
  /// Not shown (the initial state, after `hide(.inspector)` or the user's dismissal of its sheet).
  case hidden
  /// A column beside the secondary, while expanded.
  case column
  /// A sheet over the secondary, while collapsed (or due once the collapse finishes).
  case sheet
}

extension UISplitViewController {
  /// The column state, nil for a classic split.
  var columnState: ColumnSplitState? {
    if case .column(let state) = styleState { return state }
    return nil
  }

  // The setters below link the controllers the split now holds to it and unlink those it let go
  // (``updateColumnHolders(leaving:)``). A classic split has no columns: setting them does nothing.

  /// Column style: what the app set, per column.
  var columnViewControllers: [Column: UIViewController] {
    get { columnState?.viewControllers ?? [:] }
    set {
      guard let state = columnState else { return }
      let oldValue = state.viewControllers
      state.viewControllers = newValue
      updateColumnHolders(leaving: oldValue.values.lazy.map(Optional.some))
    }
  }

  /// Column style: what is installed (the navigation wrapper), per column.
  var columnContainers: [Column: UIViewController] {
    get { columnState?.containers ?? [:] }
    set {
      guard let state = columnState else { return }
      let oldValue = state.containers
      state.containers = newValue
      updateColumnHolders(leaving: oldValue.values.lazy.map(Optional.some))
      // Whether a navigation controller is a stacked column, with no bar of its own (R41),
      // follows the containers: the safe areas under one that joins or leaves are read again.
      for (column, container) in oldValue where newValue[column] !== container { container.viewIfLoaded?.safeAreaChainDidChange() }
      for (column, container) in newValue where oldValue[column] !== container { container.viewIfLoaded?.safeAreaChainDidChange() }
    }
  }

  /// The containers a collapse is moving onto the primary's navigation stack.
  var containersBeingStacked: [UIViewController] {
    get { columnState?.containersBeingStacked ?? [] }
    set { columnState?.containersBeingStacked = newValue }
  }
}
