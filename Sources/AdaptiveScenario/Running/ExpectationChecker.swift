public import AdaptiveKit
import AdaptiveRendering
import Foundation

/// Checks an ``Expectation`` against a window, with ``WindowInspector``'s definitions.
@MainActor
public enum ExpectationChecker {
  /// One message per unmet part of the expectation; empty when all hold. `reports` is what UIKit
  /// reported during the step the expectation follows (checked by `misuse`).
  public static func failures(of expectation: Expectation, in window: UIWindow, reports: [MisuseReport] = []) -> [String] {
    var failures: [String] = []
    let top = WindowInspector.topViewController(in: window)
    if let collapsed = expectation.collapsed {
      if let split = WindowInspector.firstSplitViewController(in: window) {
        if let actual = HierarchyBuilder.isCollapsed(split) {
          if actual != collapsed { failures.append("collapsed is \(actual), expected \(collapsed)") }
        } else {
          failures.append("cannot read isCollapsed: this build has only the UISplitViewController stub")
        }
      } else {
        failures.append("collapsed: there is no split view controller")
      }
    }
    if let title = expectation.top {
      let actual = top.map(WindowInspector.title(of:)) ?? "nothing"
      if actual != title { failures.append("top is \"\(actual)\", expected \"\(title)\"") }
    }
    if let style = expectation.presented {
      let actual = WindowInspector.frontmostPresented(in: window)?.presentationController?.effectivePresentationStyle ?? .none
      if actual != style { failures.append("presented is \(actual), expected \(style)") }
    }
    let name = Vocabulary.name(of:) as (UIUserInterfaceSizeClass) -> String
    if let horizontal = expectation.horizontal, let top, top.traitCollection.horizontalSizeClass != horizontal {
      failures.append("horizontal size class of \"\(WindowInspector.title(of: top))\" is \(name(top.traitCollection.horizontalSizeClass)), expected \(name(horizontal))")
    }
    if let vertical = expectation.vertical, let top, top.traitCollection.verticalSizeClass != vertical {
      failures.append("vertical size class of \"\(WindowInspector.title(of: top))\" is \(name(top.traitCollection.verticalSizeClass)), expected \(name(vertical))")
    }
    if let visible = expectation.visible {
      let actual = WindowInspector.visibleScreens(in: window).map(WindowInspector.title(of:))
      if actual != visible { failures.append("visible is [\(actual.joined(separator: ", "))], expected [\(visible.joined(separator: ", "))]") }
    }
    if let stack = expectation.stack {
      if let navigation = WindowInspector.frontmostNavigationController(in: window) {
        let actual = navigation.viewControllers.map(WindowInspector.title(of:))
        if actual != stack { failures.append("stack is [\(actual.joined(separator: ", "))], expected [\(stack.joined(separator: ", "))]") }
      } else {
        failures.append("stack: no navigation controller in front")
      }
    }
    if let rows = expectation.rows {
      if let top, let actual = WindowInspector.rowTexts(of: top) {
        if actual != rows { failures.append("rows are [\(actual.joined(separator: ", "))], expected [\(rows.joined(separator: ", "))]") }
      } else {
        failures.append("rows: the top controller shows no table")
      }
    }
    for trait in expectation.traits {
      guard let controller = WindowInspector.controller(titled: trait.title, in: window) else {
        failures.append("traits: no controller titled \"\(trait.title)\"")
        continue
      }
      let actual = controller.traitCollection
      if actual.horizontalSizeClass != trait.horizontal || actual.verticalSizeClass != trait.vertical {
        failures.append("\"\(trait.title)\" is \(name(actual.horizontalSizeClass))/\(name(actual.verticalSizeClass)), expected \(name(trait.horizontal))/\(name(trait.vertical))")
      }
    }
    for frame in expectation.frames {
      guard let controller = WindowInspector.controller(titled: frame.title, in: window), let view = controller.viewIfLoaded,
            view.window === window else {
        failures.append("frames: no screen titled \"\(frame.title)\" is in the window")
        continue
      }
      let actual = view.frameInWindow
      let close = abs(actual.minX - frame.frame.minX) < 0.01 && abs(actual.minY - frame.frame.minY) < 0.01
        && abs(actual.width - frame.frame.width) < 0.01 && abs(actual.height - frame.frame.height) < 0.01
      if !close {
        failures.append("the frame of \"\(frame.title)\" is \(FrameExpectation.describe(actual)), expected \(FrameExpectation.describe(frame.frame))")
      }
    }
    if let posture = expectation.posture, window.posture != posture {
      failures.append(window.posture.map { "posture is \($0), expected \(posture)" } ?? "posture: \(window.device?.name ?? "the window") does not fold")
    }
    if let detent = expectation.detent {
      let sheet = WindowInspector.frontmostPresented(in: window)?.presentationController as? UISheetPresentationController
      switch sheet?.currentDetentIdentifier {
      case nil: failures.append("detent: the frontmost presentation is not a sheet resting at a detent")
      case let actual? where actual != detent:
        failures.append("detent is \(Vocabulary.name(of: actual)), expected \(Vocabulary.name(of: detent))")
      default: break
      }
    }
    if expectation.tabBar != nil || expectation.sidebar != nil || expectation.tabBarMinimized != nil {
      if let tabs = WindowInspector.firstTabBarController(in: window) {
        if let tabBar = expectation.tabBar, tabs.tabBarPosition != tabBar {
          failures.append("tabBar is \(ScenarioVocabulary.name(of: tabs.tabBarPosition)), expected \(ScenarioVocabulary.name(of: tabBar))")
        }
        if let sidebar = expectation.sidebar, tabs.isSidebarVisible != sidebar {
          failures.append("sidebar is \(tabs.isSidebarVisible ? "shown" : "not shown"), expected \(sidebar ? "shown" : "not shown")")
        }
        if let minimized = expectation.tabBarMinimized, tabs.isTabBarMinimized != minimized {
          failures.append("the tab bar is \(tabs.isTabBarMinimized ? "minimized" : "not minimized"), expected \(minimized ? "minimized" : "not minimized")")
        }
      } else {
        let key = expectation.tabBar != nil ? "tabBar" : expectation.sidebar != nil ? "sidebar" : "tabBarMinimized"
        failures.append("\(key): there is no tab bar controller")
      }
    }
    if let inspector = expectation.inspector {
      if let split = WindowInspector.firstSplitViewController(in: window) {
        let actual: Expectation.InspectorPlacement =
          !split.isShowing(.inspector) ? .hidden : (split.isCollapsed ? .sheet : .column)
        if actual != inspector { failures.append("inspector is \(actual.rawValue), expected \(inspector.rawValue)") }
      } else {
        failures.append("inspector: there is no split view controller")
      }
    }
    if let misuse = expectation.misuse {
      let messages = reports.map(\.message)
      let matches = messages.count == misuse.count && zip(messages, misuse).allSatisfy { $0.contains($1) }
      if !matches {
        let actual = messages.isEmpty ? "nothing" : messages.map { "\"\($0)\"" }.joined(separator: ", ")
        failures.append("UIKit reported \(actual) in the step before, expected \(misuse.isEmpty ? "nothing" : misuse.map { "\"\($0)\"" }.joined(separator: ", "))")
      }
    }
    return failures
  }
}
