import Foundation
public import AdaptiveKit
import AdaptiveTestSupport

/// A column-style split with recording column controllers and delegate.
@MainActor
struct ColumnSplit {
  let log = CallLog()
  let window: UIWindow
  let split: UISplitViewController
  let sidebar: RecordingViewController
  let list: RecordingViewController
  let detail: RecordingViewController
  let delegate: RecordingSplitDelegate
  let notifications: NotificationRecorder

  init(_ style: UISplitViewController.Style, _ device: Device, _ orientation: UIInterfaceOrientation = .landscapeLeft,
       configure: (UISplitViewController) -> Void = { _ in }) {
    window = UIWindow(device: device, orientation: orientation)
    split = UISplitViewController(style: style)
    sidebar = RecordingViewController("Sidebar", log: log)
    list = RecordingViewController("List", log: log)
    detail = RecordingViewController("Detail", log: log)
    delegate = RecordingSplitDelegate(log: log)
    notifications = NotificationRecorder(split: split, log: log)
    split.delegate = delegate
    split.setViewController(sidebar, for: .primary)
    if style == .tripleColumn { split.setViewController(list, for: .supplementary) }
    split.setViewController(detail, for: .secondary)
    configure(split)
    window.rootViewController = split
    window.makeKeyAndVisible()
  }

  var dump: String { HierarchyDump.describe(window) }
  func frame(_ controller: UIViewController) -> CGRect { controller.view.frameInWindow }
}

extension UISplitViewController.Style: CaseIterable {
  public static var allCases: [Self] { [.unspecified, .doubleColumn, .tripleColumn] }
}
extension UISplitViewController.Column: CaseIterable {
  public static var allCases: [Self] { [.primary, .supplementary, .secondary, .compact, .inspector] }
}
