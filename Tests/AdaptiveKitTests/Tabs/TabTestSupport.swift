import Foundation
import AdaptiveKit
import AdaptiveTestSupport

/// Records a tab bar controller delegate's tab-model calls as `"tabs.<call>(<identifiers>)"`.
@MainActor
final class RecordingTabModelDelegate: UITabBarControllerDelegate {
  let log: CallLog
  var refused: Set<String> = []
  /// Per tab identifier, the controllers to answer instead of the proposal.
  var displayed: [String: (_ proposed: [UIViewController]) -> [UIViewController]] = [:]
  init(_ log: CallLog) { self.log = log }

  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    log.record("tabs.shouldSelectViewController")
    return true
  }
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    log.record("tabs.didSelectViewController")
  }
  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
    log.record("tabs.shouldSelectTab(\(tab.identifier))")
    return !refused.contains(tab.identifier)
  }
  func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
    log.record("tabs.didSelectTab(\(selectedTab.identifier), previous: \(previousTab?.identifier ?? "nil"))")
  }
  func tabBarController(
    _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab, proposedViewControllers: [UIViewController]
  ) -> [UIViewController] {
    log.record("tabs.displayed(\(tab.identifier): \(proposedViewControllers.map { $0.title ?? "?" }.joined(separator: ",")))")
    return displayed[tab.identifier]?(proposedViewControllers) ?? proposedViewControllers
  }
  func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController) { log.record("tabs.willBeginEditing") }
  func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) { log.record("tabs.didEndEditing") }
  func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {
    log.record("tabs.visibilityDidChange(\(tabs.map(\.identifier).joined(separator: ",")))")
  }
  func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup) {
    log.record("tabs.displayOrderDidChange(\(group.identifier))")
  }
}

/// Records a sidebar delegate's calls, and the animator's blocks as they run.
@MainActor
final class RecordingSidebarDelegate: UITabBarController.Sidebar.Delegate {
  let log: CallLog
  init(_ log: CallLog) { self.log = log }
  func tabBarController(
    _ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
    animator: any UITabBarController.Sidebar.Animating
  ) {
    let hiddenBefore = sidebar.isHidden
    log.record("sidebar.willChange(hidden: \(hiddenBefore))")
    animator.addAnimations { [log] in log.record("sidebar.animations(hidden: \(sidebar.isHidden))") }
    animator.addCompletion { [log] in log.record("sidebar.completion(hidden: \(sidebar.isHidden))") }
  }
  func tabBarController(_ tabBarController: UITabBarController, sidebarAvailabilityDidChange sidebar: UITabBarController.Sidebar) {
    log.record("sidebar.availabilityDidChange(\(sidebar.isAvailable))")
  }
}

/// A tab whose view controller records into `log`, named after the identifier.
@MainActor
func recordingTab(_ identifier: String, log: CallLog, placement: UITab.Placement = .automatic) -> UITab {
  let tab = UITab(title: identifier, image: nil, identifier: identifier) { _ in RecordingViewController(identifier, log: log) }
  tab.preferredPlacement = placement
  return tab
}

/// A group of recording tabs, its own view controller recording as `identifier`.
@MainActor
func recordingGroup(_ identifier: String, children: [UITab], log: CallLog) -> UITabGroup {
  UITabGroup(title: identifier, image: nil, identifier: identifier, children: children) { _ in RecordingViewController(identifier, log: log) }
}
