public import AdaptiveKit

/// The words only a scenario file uses for UIKit enumerations, as their Swift case names
/// (`pageSheet`, `done`). Orientations, size classes, detents and text sizes are
/// AdaptiveRendering's `Vocabulary`, shared with the web protocol and the command line.
public enum ScenarioVocabulary {
  /// Presentation style names, as the Swift cases of `UIModalPresentationStyle`.
  public static let presentationStyles: [String: UIModalPresentationStyle] = Dictionary(
    uniqueKeysWithValues: UIModalPresentationStyle.allCases.map { ($0.description, $0) })

  /// The `UISplitViewController.DisplayMode` case names a scenario may ask for.
  public static let displayModes = [
    "automatic", "secondaryOnly", "oneBesideSecondary", "oneOverSecondary",
    "twoBesideSecondary", "twoOverSecondary", "twoDisplaceSecondary",
  ]

  /// `UIBarButtonItem.SystemItem` names, as its Swift cases (`add`, `done`, `action`, …).
  public static let systemItems: [String: UIBarButtonItem.SystemItem] = [
    "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
    "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
    "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera,
    "trash": .trash, "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
    "undo": .undo, "redo": .redo, "pageCurl": .pageCurl, "close": .close,
  ]

  /// `UINavigationItem.LargeTitleDisplayMode` names.
  public static let largeTitleDisplayModes: [String: UINavigationItem.LargeTitleDisplayMode] = [
    "automatic": .automatic, "always": .always, "never": .never, "inline": .inline,
  ]

  /// Tab bar positions, as the Swift cases of `UITabBarController.TabBarPosition`.
  public static let tabBarPositions: [String: UITabBarController.TabBarPosition] = ["top": .top, "bottom": .bottom, "none": .none]

  /// Tab bar minimize behaviors, as the Swift cases of `UITabBarController.MinimizeBehavior`.
  public static let minimizeBehaviors: [String: UITabBarController.MinimizeBehavior] = [
    "automatic": .automatic, "never": .never, "onScrollDown": .onScrollDown, "onScrollUp": .onScrollUp,
  ]

  /// Inspector placements, as the Swift cases of ``Expectation/InspectorPlacement``.
  public static let inspectorPlacements: [String: Expectation.InspectorPlacement] = Dictionary(
    uniqueKeysWithValues: Expectation.InspectorPlacement.allCases.map { ($0.rawValue, $0) })

  /// The scenario name of a tab bar position (`top`).
  public static func name(of position: UITabBarController.TabBarPosition) -> String {
    tabBarPositions.first { $0.value == position }?.key ?? "\(position)"
  }

  /// The scenario name of a system item (`add`).
  public static func name(of systemItem: UIBarButtonItem.SystemItem) -> String {
    systemItems.first { $0.value == systemItem }?.key ?? "\(systemItem)"
  }
}
