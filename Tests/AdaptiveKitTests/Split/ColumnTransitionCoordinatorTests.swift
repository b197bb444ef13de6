import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A split delegate that reads `svc.transitionCoordinator` in the display-mode callbacks and
/// registers alongside and completion blocks on it.
@MainActor
private final class CoordinatorReadingDelegate: UISplitViewControllerDelegate {
  let log: CallLog
  var coordinators: [ObjectIdentifier] = []
  init(log: CallLog) { self.log = log }

  private func read(_ svc: UISplitViewController, _ name: String) {
    guard let coordinator = svc.transitionCoordinator else {
      log.record("\(name) coordinator=nil")
      return
    }
    coordinators.append(ObjectIdentifier(coordinator))
    log.record("\(name) coordinator animated=\(coordinator.isAnimated)")
    coordinator.animate(alongsideTransition: { [log] _ in
      log.record("\(name).alongside mode=\(svc.displayMode)")
    }, completion: { [log] _ in
      log.record("\(name).completion")
    })
  }

  func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
    read(svc, "willChangeTo(\(displayMode))")
  }
  func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
    read(svc, "willShow(\(column))")
  }
  func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
    read(svc, "willHide(\(column))")
  }
}

/// R43: "After an animated change, `transitionCoordinator` is available."
@Suite(.checksInvariants) @MainActor
struct ColumnTransitionCoordinatorTests {
  @Test func R43_showRunsItsDisplayModeChangeInATransitionCoordinator() {
    let columns = ColumnSplit(.tripleColumn, .iPadPro13)
    let delegate = CoordinatorReadingDelegate(log: columns.log)
    columns.split.delegate = delegate
    #expect(columns.split.transitionCoordinator == nil)
    columns.log.clear()
    columns.split.show(.primary)
    #expect(columns.split.displayMode == .twoBesideSecondary)
    // show(_:) announces the mode, not the column (the app asked for it).
    #expect(columns.log.filtered("willChangeTo", "willShow", "willHide", "Sidebar.viewWillAppear", "Sidebar.viewDidAppear") == [
      "willChangeTo(twoBesideSecondary) coordinator animated=true",
      "Sidebar.viewWillAppear",
      "Sidebar.viewDidAppear",
      "willChangeTo(twoBesideSecondary).alongside mode=twoBesideSecondary",
      "willChangeTo(twoBesideSecondary).completion",
    ])
    #expect(Set(delegate.coordinators).count == 1)               // one coordinator for the change
    #expect(columns.split.transitionCoordinator == nil)          // gone once the change ends
  }

  @Test func R43_hideRunsItsDisplayModeChangeInATransitionCoordinator() {
    let columns = ColumnSplit(.tripleColumn, .iPadPro13)
    let delegate = CoordinatorReadingDelegate(log: columns.log)
    columns.split.delegate = delegate
    columns.log.clear()
    columns.split.hide(.supplementary)
    #expect(columns.split.displayMode == .secondaryOnly)
    #expect(columns.log.filtered("willChangeTo", "willShow", "willHide") == [
      "willChangeTo(secondaryOnly) coordinator animated=true",
      "willChangeTo(secondaryOnly).alongside mode=secondaryOnly",
      "willChangeTo(secondaryOnly).completion",
    ])
    #expect(columns.list.appearanceState == .disappeared)
    #expect(columns.split.transitionCoordinator == nil)
    columns.log.clear()
    columns.split.hide(.supplementary)                           // ignored: no change, no coordinator
    #expect(columns.log.filtered("willChangeTo", "willHide") == [])
  }
}

extension ColumnTransitionCoordinatorTests {
  @Test func R43_theButtonsAnimatedChangesAlsoHaveACoordinator() {
    let columns = ColumnSplit(.tripleColumn, .iPadPro13) { $0.showsSecondaryOnlyButton = true }
    let delegate = CoordinatorReadingDelegate(log: columns.log)
    columns.split.delegate = delegate
    columns.log.clear()
    columns.split.displayModeButtonItem.simulateTap()
    columns.split.secondaryOnlyButtonItem.simulateTap()
    #expect(columns.log.filtered("willChangeTo") == [
      "willChangeTo(twoBesideSecondary) coordinator animated=true",
      "willChangeTo(twoBesideSecondary).alongside mode=twoBesideSecondary",
      "willChangeTo(twoBesideSecondary).completion",
      "willChangeTo(secondaryOnly) coordinator animated=true",
      "willChangeTo(secondaryOnly).alongside mode=secondaryOnly",
      "willChangeTo(secondaryOnly).completion",
    ])
    #expect(columns.split.transitionCoordinator == nil)
  }
}
