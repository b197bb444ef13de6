public import AdaptiveKit
public import AdaptiveRendering
import AdaptiveScenario

/// **detail-survives-expand**: when a collapsed split view expands, the detail the user was looking
/// at is the one its secondary column shows, and no detail is left behind — neither on the primary
/// column's stack nor presented modally over the split.
///
/// A *detail* is a controller given to `showDetailViewController(_:sender:)`. The check runs on
/// every action whose transitions include a split's expansion, against the detail in front just
/// before it.
public struct DetailSurvivesCollapseAndExpand: ExplorationProperty {
  public let name = "detail-survives-expand"
  /// The title of the screen in front before the action when a detail holds it.
  private var detailInFront: String?

  /// Creates the property.
  public init() {}

  public mutating func willPerform(_ action: UserAction, on window: UIWindow) {
    let path = WindowInspector.topPath(in: window)
    detailInFront = path.contains(where: \.wasShownAsDetail) ? path.last.map(WindowInspector.title(of:)) : nil
  }

  public func violations(after step: ExplorationStep) -> [String] {
    let expanded = Set(step.journal.filter { $0.transition == .expand }.map(\.container))
    guard !expanded.isEmpty else { return [] }
    var messages: [String] = []
    for split in WindowInspector.allControllers(in: step.window).compactMap({ $0 as? UISplitViewController })
    where expanded.contains(ObjectIdentifier(split)) && !split.isCollapsed {
      let secondary = Self.top(of: split.viewControllers.last)
      if let detailInFront, secondary.map(WindowInspector.title(of:)) != detailInFront {
        messages.append("after expanding, the split's secondary column shows \(secondary.map(WindowInspector.title(of:)) ?? "nothing"), not \(detailInFront), the detail in front before")
      }
      if split.viewControllers.count > 1, let left = Self.detail(in: split.viewControllers[0]) {
        messages.append("after expanding, the detail \(WindowInspector.title(of: left)) is left on the primary column's stack")
      }
      var presented = split.presentedViewController
      while let current = presented {
        if current.wasShownAsDetail || current.children.contains(where: \.wasShownAsDetail) {
          messages.append("after expanding, the detail \(WindowInspector.title(of: Self.top(of: current) ?? current)) stays presented over the split")
        }
        presented = current.presentedViewController
      }
    }
    return messages
  }

  /// The controller in front of `controller`: a navigation controller's top, else itself.
  private static func top(of controller: UIViewController?) -> UIViewController? {
    guard let navigation = controller as? UINavigationController else { return controller }
    return top(of: navigation.topViewController) ?? navigation
  }

  /// A detail on screen in `controller`'s containment tree, if any.
  private static func detail(in controller: UIViewController) -> UIViewController? {
    if controller.wasShownAsDetail, WindowInspector.isOnScreen(controller) || controller.parent is UINavigationController {
      return controller
    }
    for child in controller.children { if let found = detail(in: child) { return found } }
    return nil
  }
}
