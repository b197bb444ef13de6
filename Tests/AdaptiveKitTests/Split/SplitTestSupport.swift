import Foundation
import AdaptiveKit
import AdaptiveTestSupport

/// A split delegate that records every call (with `isCollapsed` at the time) and answers as told.
/// Unset answers behave as "not implemented": the protocol's defaults.
@MainActor
final class RecordingSplitDelegate: UISplitViewControllerDelegate {
  let log: CallLog
  var collapseSecondaryAnswer = false
  var separateSecondaryAnswer: UIViewController?
  var primaryForCollapsing: UIViewController?
  var primaryForExpanding: UIViewController?
  var showAnswer = false
  var showDetailAnswer = false
  var targetDisplayModeAnswer = UISplitViewController.DisplayMode.automatic
  var topColumnAnswer: UISplitViewController.Column?
  var displayModeForExpandingAnswer: UISplitViewController.DisplayMode?
  /// Run inside `collapseSecondary` (after recording), e.g. to inspect the split.
  var onCollapseSecondary: ((UISplitViewController) -> Void)?

  init(log: CallLog) { self.log = log }

  private func state(_ svc: UISplitViewController) -> String { svc.isCollapsed ? "collapsed" : "expanded" }

  func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
    log.record("delegate.willChangeTo(\(displayMode))")
  }
  func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { targetDisplayModeAnswer }
  func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool {
    log.record("delegate.show(\(vc.title ?? "?"))")
    return showAnswer
  }
  func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
    log.record("delegate.showDetail(\(vc.title ?? "?"))")
    return showDetailAnswer
  }
  func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
    log.record("delegate.primaryForCollapsing[\(state(splitViewController))]")
    return primaryForCollapsing
  }
  func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
    log.record("delegate.primaryForExpanding[\(state(splitViewController))]")
    return primaryForExpanding
  }
  func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
    log.record("delegate.collapseSecondary(\(secondaryViewController.title ?? "?") onto \(primaryViewController.title ?? "?"))[\(state(splitViewController)), vcs=\(splitViewController.viewControllers.count)]")
    onCollapseSecondary?(splitViewController)
    return collapseSecondaryAnswer
  }
  func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
    log.record("delegate.separateSecondary(from \(primaryViewController.title ?? "?"))[\(state(splitViewController))]")
    return separateSecondaryAnswer
  }
  func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
    log.record("delegate.topColumnForCollapsing(proposed \(proposedTopColumn))[\(state(svc))]")
    return topColumnAnswer ?? proposedTopColumn
  }
  func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
    log.record("delegate.displayModeForExpanding(proposed \(proposedDisplayMode))[\(state(svc))]")
    return displayModeForExpandingAnswer ?? proposedDisplayMode
  }
  func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
    log.record("delegate.willShow(\(column))[\(state(svc))]")
  }
  func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
    log.record("delegate.willHide(\(column))[\(state(svc))]")
  }
  func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.record("delegate.didCollapse[\(state(svc))]") }
  func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.record("delegate.didExpand[\(state(svc))]") }
  func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) { log.record("delegate.gestureWillBegin") }
  func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) { log.record("delegate.gestureDidEnd") }
}

/// A navigation controller that records the split's collapse and separate calls.
final class RecordingNavigationController: UINavigationController {
  var log: CallLog?
  override func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
    log?.record("primary.collapseSecondaryViewController(\(secondaryViewController.title ?? "?"))[\(splitViewController.isCollapsed ? "collapsed" : "expanded")]")
    super.collapseSecondaryViewController(secondaryViewController, for: splitViewController)
  }
  override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
    let result = super.separateSecondaryViewController(for: splitViewController)
    log?.record("primary.separateSecondaryViewController -> \(result?.title ?? "nil")[\(splitViewController.isCollapsed ? "collapsed" : "expanded")]")
    return result
  }
}

/// Records `showDetailTargetDidChangeNotification` posts for one split, with `isCollapsed` then.
@MainActor
final class NotificationRecorder {
  nonisolated(unsafe) private var token: (any NSObjectProtocol)?
  init(split: UISplitViewController, log: CallLog) {
    token = NotificationCenter.default.addObserver(
      forName: UIViewController.showDetailTargetDidChangeNotification, object: split, queue: nil
    ) { [weak split] _ in
      MainActor.assumeIsolated {
        log.record("notification.showDetailTargetDidChange[\(split?.isCollapsed == true ? "collapsed" : "expanded")]")
      }
    }
  }
  deinit { token.map { NotificationCenter.default.removeObserver($0) } }
}

/// The usual master–detail: a navigation primary (list) and a plain detail, with a recording
/// delegate, in a window of a device.
@MainActor
struct MasterDetail {
  let log = CallLog()
  let window: UIWindow
  let split = UISplitViewController()
  let list: RecordingViewController
  let primary = RecordingNavigationController()
  let detail: RecordingViewController
  let delegate: RecordingSplitDelegate
  let notifications: NotificationRecorder

  init(
    _ device: Device, _ orientation: UIInterfaceOrientation = .portrait, posture: Device.Posture? = nil,
    detailInNavigation: Bool = false, show: Bool = true
  ) {
    window = UIWindow(device: device, orientation: orientation, posture: posture)
    list = RecordingViewController("List", log: log)
    detail = RecordingViewController("Detail", log: log)
    delegate = RecordingSplitDelegate(log: log)
    notifications = NotificationRecorder(split: split, log: log)
    primary.log = log
    primary.title = "Primary"
    primary.setViewControllers([list], animated: false)
    split.delegate = delegate
    split.viewControllers = [primary, detailInNavigation ? UINavigationController(rootViewController: detail) : detail]
    window.rootViewController = split
    if show { window.makeKeyAndVisible() }
  }

  /// The dump of the window.
  var dump: String { HierarchyDump.describe(window) }
}

extension CallLog {
  /// The split's sequence: delegate calls, the primary's collapse/separate calls and notifications.
  var splitSequence: [String] { filtered("delegate.", "primary.", "notification.") }
}
