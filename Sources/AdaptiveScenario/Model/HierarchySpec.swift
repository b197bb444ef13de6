import AdaptiveKit
import Foundation

/// A node of a scenario's view-controller hierarchy, as written in YAML: a screen, or a container
/// of other nodes. Each node is built into fresh UIKit-named controllers by ``HierarchyBuilder``.
public indirect enum HierarchySpec: Sendable, Hashable {
  /// A ``ScenarioViewController`` with a title and rows.
  case screen(ScreenSpec)
  /// A `UINavigationController` whose stack is the nodes, root first.
  case navigation(NavigationSpec)
  /// A `UITabBarController` whose tabs are the nodes, the first selected.
  case tabs(TabsSpec)
  /// A `UISplitViewController`, classic or column style.
  case split(SplitSpec)
  /// A `UIArrangementViewController` with a primary and an optional secondary node (iOS 27.1).
  case arrangement(ArrangementSpec)
  /// A screen defined once under `screens:` and referred to by name.
  case reference(String, SourceLocation)
  /// An app launched as the window's root (only a scenario's root can be an app).
  case app(AppSpec)
  /// A storyboard's initial (or named) scene as the window's root (only a scenario's root).
  case storyboard(StoryboardSpec)

  /// Where the node was written.
  public var location: SourceLocation {
    switch self {
    case .screen(let spec): spec.location
    case .navigation(let spec): spec.location
    case .tabs(let spec): spec.location
    case .split(let spec): spec.location
    case .arrangement(let spec): spec.location
    case .reference(_, let location): location
    case .app(let spec): spec.location
    case .storyboard(let spec): spec.location
    }
  }
}
