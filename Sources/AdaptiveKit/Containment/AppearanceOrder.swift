/// The order of the appearance callbacks of one transition, which differs by kind in UIKit
/// ([INF], from device logs; see "Where UIKit is uncertain").
enum AppearanceOrder {
  /// A push, pop or column change: the leaving controller's `viewWillDisappear`, the arriving
  /// one's `viewWillAppear`, then `viewDidDisappear` and `viewDidAppear`.
  case navigation
  /// A tab switch: the new tab's `viewWillAppear` first, then the old tab's `viewWillDisappear`,
  /// `viewDidDisappear`, and the new tab's `viewDidAppear`.
  case tabSwitch
  /// A modal presentation or dismissal: `viewWillDisappear`, `viewWillAppear`, then the arriving
  /// controller's `viewDidAppear` before the leaving one's `viewDidDisappear`.
  case modal
}
