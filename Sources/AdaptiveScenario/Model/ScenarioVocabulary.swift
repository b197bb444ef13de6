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
