import AdaptiveKit
import Foundation

/// A tap an action resolved to on one window, kept as paths through the view hierarchy instead of
/// objects, so that it can be played again on another window brought the same way to the same
/// state without laying that window out into a layout tree to resolve it.
///
/// Windows launched afresh and played the same actions are built the same way: the view at a
/// path of subview positions in one is the counterpart of the view at that path in the other. A
/// tap is recorded only when its paths lead back to its very objects in the window it was
/// resolved on, and is played only when they lead to objects of the same kinds; otherwise the
/// action is resolved and played as ``WindowSession/play(_:)`` does.
@MainActor
package struct ReplayedTap: Sendable {
  /// What the tap does, and where its object is.
  enum Kind: Sendable, Equatable {
    /// A table row (the table at the path).
    case row(IndexPath)
    /// A control's `.touchUpInside` (the control at the path).
    case control
    /// A view's tap gesture recognizer (the view at the path).
    case tapGesture
    /// The back button of the navigation controller whose view is at the path.
    case back
    /// A tab of the tab bar controller whose view is at the path.
    case tab(Int)
    /// The display-mode button of the split view controller whose view is at the path.
    case displayModeButton
    /// The dimmed secondary column of the split view controller whose view is at the path.
    case dimmedSecondary
    /// The dimming view (or the outside) of the presentation of the controller whose view is at
    /// the path.
    case dimmingView
  }

  let kind: Kind
  /// Subview positions from the window down to the view.
  let path: [Int]

  /// The tap `action` makes on `window`, as paths; nil when it names an object these paths cannot
  /// find again (a bar button item, a sidebar row, a view outside the window's hierarchy).
  init?(_ action: HitAction, in window: UIWindow) {
    let kind: Kind, view: UIView?
    switch action {
    case let .row(table, indexPath): (kind, view) = (.row(indexPath), table)
    case let .control(control): (kind, view) = (.control, control)
    case let .tapGesture(target): (kind, view) = (.tapGesture, target)
    case let .back(navigation): (kind, view) = (.back, navigation.viewIfLoaded)
    case let .tab(tabs, index): (kind, view) = (.tab(index), tabs.viewIfLoaded)
    case let .displayModeButton(split): (kind, view) = (.displayModeButton, split.viewIfLoaded)
    case let .dimmedSecondary(split): (kind, view) = (.dimmedSecondary, split.viewIfLoaded)
    case let .tapOutside(presentation, _), let .dimmingOfSheet(presentation):
      (kind, view) = (.dimmingView, presentation.presentedViewController.viewIfLoaded)
    case .barButton, .sidebarTab: return nil
    }
    guard let view, let path = Self.path(of: view, in: window) else { return nil }
    self.kind = kind
    self.path = path
    // The paths must lead back to the objects the tap was resolved to.
    guard let found = perform(on: window, dryRun: true), found === Self.object(of: action) else { return nil }
  }

  /// Plays the tap on `window`; false (and nothing played) when its paths do not lead to objects
  /// of the kinds recorded.
  func play(on window: UIWindow) -> Bool {
    perform(on: window, dryRun: false) != nil
  }

  /// The object the tap acts on in `window`, after playing the tap unless `dryRun`; nil when there
  /// is none of the kind recorded.
  private func perform(on window: UIWindow, dryRun: Bool) -> AnyObject? {
    guard let view = Self.view(at: path, in: window) else { return nil }
    switch kind {
    case let .row(indexPath):
      guard let table = view as? UITableView else { return nil }
      if !dryRun { HitAction.row(table, indexPath).perform() }
      return table
    case .control:
      guard let control = view as? UIControl else { return nil }
      if !dryRun { HitAction.control(control).perform() }
      return control
    case .tapGesture:
      if !dryRun { HitAction.tapGesture(view).perform() }
      return view
    case .back:
      guard let navigation = view.next as? UINavigationController else { return nil }
      if !dryRun { HitAction.back(navigation).perform() }
      return navigation
    case let .tab(index):
      guard let tabs = view.next as? UITabBarController else { return nil }
      if !dryRun { HitAction.tab(tabs, index).perform() }
      return tabs
    case .displayModeButton, .dimmedSecondary:
      guard let split = view.next as? UISplitViewController else { return nil }
      if !dryRun { (kind == .displayModeButton ? HitAction.displayModeButton(split) : .dimmedSecondary(split)).perform() }
      return split
    case .dimmingView:
      guard let presentation = (view.next as? UIViewController)?.presentationController else { return nil }
      if !dryRun { HitAction.dimmingOfSheet(presentation).perform() }
      return presentation
    }
  }

  /// The object `action` acts on.
  private static func object(of action: HitAction) -> AnyObject? {
    switch action {
    case let .row(table, _): table
    case let .control(control): control
    case let .tapGesture(view): view
    case let .back(navigation): navigation
    case let .tab(tabs, _): tabs
    case let .displayModeButton(split), let .dimmedSecondary(split): split
    case let .tapOutside(presentation, _), let .dimmingOfSheet(presentation): presentation
    case let .barButton(item): item
    case let .sidebarTab(tabs, _): tabs
    }
  }

  /// The subview positions from `window` down to `view`; nil when `view` is not in `window`.
  private static func path(of view: UIView, in window: UIWindow) -> [Int]? {
    var path: [Int] = []
    var current = view
    while current !== window {
      guard let parent = current.superview, let position = parent.subviews.firstIndex(where: { $0 === current }) else { return nil }
      path.append(position)
      current = parent
    }
    return path.reversed()
  }

  /// The view at `path` in `window`, if there is one.
  private static func view(at path: [Int], in window: UIWindow) -> UIView? {
    var current: UIView = window
    for position in path {
      let subviews = current.subviews
      guard position < subviews.count else { return nil }
      current = subviews[position]
    }
    return current
  }
}
