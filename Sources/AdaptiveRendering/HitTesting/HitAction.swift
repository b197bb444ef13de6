import AdaptiveKit
import Foundation

/// What a tap on a layout node does.
@MainActor
enum HitAction: @MainActor Equatable {
  /// A table row: the user's selection (`willSelectRowAt`, `didSelectRowAt`).
  case row(UITableView, IndexPath)
  /// A button or other control: `.touchUpInside` and `.primaryActionTriggered`.
  case control(UIControl)
  /// A bar button item: its primary action.
  case barButton(UIBarButtonItem)
  /// The sidebar button of a column-style split: the display-mode button's action.
  case displayModeButton(UISplitViewController)
  /// The back button of a navigation bar: `popViewController(animated: true)`.
  case back(UINavigationController)
  /// A tab of a tab bar: `simulateTap(onTabAt:)`.
  case tab(UITabBarController, Int)
  /// A sidebar row of a tab that is not in the tab bar (a group's child): the user's selection of
  /// the tab (`simulateSelection(of:)`, R100, R103).
  case sidebarTab(UITabBarController, UITab)
  /// Outside a popover: dismisses it, unless the point is in a passthrough view.
  case tapOutside(UIPresentationController, passthrough: [CGRect])
  /// The dimming view of a sheet: sheets ignore taps outside (R70).
  case dimmingOfSheet(UIPresentationController)
  /// The dimmed secondary column of a split whose primary overlays it: hides the overlay (R45).
  case dimmedSecondary(UISplitViewController)
  /// A view (not a control) under a tap gesture recognizer of its own or of a superview: the
  /// recognizer's actions (`UIView.simulateTap()`).
  case tapGesture(UIView)

  /// Whether two actions do the same thing to the same objects.
  static func == (lhs: HitAction, rhs: HitAction) -> Bool {
    switch (lhs, rhs) {
    case let (.row(a, p), .row(b, q)): a === b && p == q
    case let (.control(a), .control(b)): a === b
    case let (.barButton(a), .barButton(b)): a === b
    case let (.back(a), .back(b)): a === b
    case let (.displayModeButton(a), .displayModeButton(b)): a === b
    case let (.tab(a, i), .tab(b, j)): a === b && i == j
    case let (.sidebarTab(a, t), .sidebarTab(b, u)): a === b && t === u
    case let (.tapOutside(a, r), .tapOutside(b, s)): a === b && r == s
    case let (.dimmingOfSheet(a), .dimmingOfSheet(b)): a === b
    case let (.dimmedSecondary(a), .dimmedSecondary(b)): a === b
    case let (.tapGesture(a), .tapGesture(b)): a === b
    default: false
    }
  }

  /// Plays the tap through the core's harness, so every driver gets UIKit's rules: the back
  /// button is `UINavigationController.simulateTapOnBackButton()`, a tap on a dimming view or
  /// outside a popover is `UIPresentationController.simulateTapOnDimmingView()` (a popover
  /// dismisses, a sheet ignores it, R70, R85), a tap on a split's dimmed secondary is
  /// `UISplitViewController.simulateTapOnDimmedSecondary()`, a tap on a view under a tap
  /// recognizer is `UIView.simulateTap()`.
  func perform() {
    switch self {
    case let .row(table, indexPath): table.simulateTap(onRowAt: indexPath)
    case let .control(control): control.simulateTap()
    case let .barButton(item): item.simulateTap()
    case let .displayModeButton(split): split.displayModeButtonItem.simulateTap()
    case let .back(navigation): navigation.simulateTapOnBackButton()
    case let .tab(tabs, index): tabs.simulateTap(onTabAt: index)
    case let .sidebarTab(tabs, tab): tabs.simulateSelection(of: tab)
    case let .tapOutside(presentation, _), let .dimmingOfSheet(presentation): presentation.simulateTapOnDimmingView()
    case let .dimmedSecondary(split): split.simulateTapOnDimmedSecondary()
    case let .tapGesture(view): view.simulateTap()
    }
  }
}
