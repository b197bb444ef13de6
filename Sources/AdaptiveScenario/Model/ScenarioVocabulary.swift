import AdaptiveKit

/// The words a scenario file uses for UIKit enumerations: the Swift case names
/// (`landscapeLeft`, `pageSheet`, `compact`), plus `landscape` for `landscapeLeft`.
public enum ScenarioVocabulary {
  /// Orientation names; `landscape` means `landscapeLeft`.
  public static let orientations: [String: UIInterfaceOrientation] = [
    "portrait": .portrait, "portraitUpsideDown": .portraitUpsideDown,
    "landscape": .landscapeLeft, "landscapeLeft": .landscapeLeft, "landscapeRight": .landscapeRight,
  ]

  /// Presentation style names, as the Swift cases of `UIModalPresentationStyle`.
  public static let presentationStyles: [String: UIModalPresentationStyle] = Dictionary(
    uniqueKeysWithValues: UIModalPresentationStyle.allCases.map { ($0.description, $0) })

  /// Size class names; `C` and `R` are accepted as short forms.
  public static let sizeClasses: [String: UIUserInterfaceSizeClass] = [
    "compact": .compact, "regular": .regular, "unspecified": .unspecified, "C": .compact, "R": .regular,
  ]

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

  /// The sheet detents a scenario may name: UIKit's system detents `medium` and `large`.
  public static let detents: [String: UISheetPresentationController.Detent.Identifier] = [
    "medium": .medium, "large": .large,
  ]

  /// The detent identifier a scenario names: `medium` and `large` are UIKit's system detents,
  /// any other word a custom detent's identifier.
  public static func detent(named name: String) -> UISheetPresentationController.Detent.Identifier {
    detents[name] ?? UISheetPresentationController.Detent.Identifier(name)
  }

  /// `UINavigationItem.LargeTitleDisplayMode` names.
  public static let largeTitleDisplayModes: [String: UINavigationItem.LargeTitleDisplayMode] = [
    "automatic": .automatic, "always": .always, "never": .never, "inline": .inline,
  ]

  /// The scenario name of a detent identifier: `medium`, `large`, else its raw value.
  public static func name(of detent: UISheetPresentationController.Detent.Identifier) -> String {
    detents.first { $0.value == detent }?.key ?? detent.rawValue
  }

  /// The scenario name of a system item (`add`).
  public static func name(of systemItem: UIBarButtonItem.SystemItem) -> String {
    systemItems.first { $0.value == systemItem }?.key ?? "\(systemItem)"
  }

  /// The scenario name of a size class: `compact`, `regular` or `unspecified`.
  public static func name(of sizeClass: UIUserInterfaceSizeClass) -> String {
    switch sizeClass {
    case .compact: "compact"
    case .regular: "regular"
    case .unspecified: "unspecified"
    }
  }

  /// The scenario name of an orientation.
  public static func name(of orientation: UIInterfaceOrientation) -> String {
    switch orientation {
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeLeft: "landscapeLeft"
    case .landscapeRight: "landscapeRight"
    case .unknown: "unknown"
    }
  }
}
