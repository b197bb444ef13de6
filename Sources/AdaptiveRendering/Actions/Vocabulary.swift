public import AdaptiveKit

/// The words every tool uses for UIKit's enumerations: one table for orientations, size classes,
/// sheet detents and text sizes, read by the actions' JSON form, scenario files, the web protocol,
/// the command line and the page. A word is the Swift case name (`landscapeLeft`, `compact`,
/// `medium`, `XXXL`); a few short forms are accepted when reading (`landscape`, `C`, `R`).
public enum Vocabulary {
  /// Orientation names, as `UIInterfaceOrientation`'s cases; `landscape` also reads as `landscapeLeft`.
  public static let orientations: [String: UIInterfaceOrientation] = [
    "portrait": .portrait, "portraitUpsideDown": .portraitUpsideDown,
    "landscape": .landscapeLeft, "landscapeLeft": .landscapeLeft, "landscapeRight": .landscapeRight,
  ]

  /// The orientation names an error lists as expected, in alphabetical order.
  public static let orientationNames = orientations.keys.sorted().joined(separator: ", ")

  /// Size class names; `C` and `R` also read as `compact` and `regular`.
  public static let sizeClasses: [String: UIUserInterfaceSizeClass] = [
    "compact": .compact, "regular": .regular, "unspecified": .unspecified, "C": .compact, "R": .regular,
  ]

  /// UIKit's system sheet detents by name: `medium` and `large`.
  public static let detents: [String: UISheetPresentationController.Detent.Identifier] = [
    "medium": .medium, "large": .large,
  ]

  /// The detent identifier a word names: `medium` and `large` are UIKit's system detents, any
  /// other word a custom detent's identifier.
  public static func detent(named name: String) -> UISheetPresentationController.Detent.Identifier {
    detents[name] ?? UISheetPresentationController.Detent.Identifier(name)
  }

  /// Text size names: each specified category's short name (`XXXL`, `AccessibilityM`).
  public static let textSizes: [String: UIContentSizeCategory] = Dictionary(
    uniqueKeysWithValues: UIContentSizeCategory.allSpecified.map { ($0.description, $0) })

  /// The text size a word names; nil for any other word.
  public static func textSize(named name: String) -> UIContentSizeCategory? { textSizes[name] }

  /// The text size names an error lists as expected.
  public static var textSizeNames: String { UIContentSizeCategory.specifiedNames }

  /// The name of an orientation: `portrait`, `landscapeLeft`, ….
  public static func name(of orientation: UIInterfaceOrientation) -> String {
    switch orientation {
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeLeft: "landscapeLeft"
    case .landscapeRight: "landscapeRight"
    case .unknown: "unknown"
    }
  }

  /// The name of a size class: `compact`, `regular` or `unspecified`.
  public static func name(of sizeClass: UIUserInterfaceSizeClass) -> String {
    switch sizeClass {
    case .compact: "compact"
    case .regular: "regular"
    case .unspecified: "unspecified"
    }
  }

  /// The name of a detent identifier: `medium`, `large`, else its raw value.
  public static func name(of detent: UISheetPresentationController.Detent.Identifier) -> String {
    detents.first { $0.value == detent }?.key ?? detent.rawValue
  }

  /// The name of a text size: its short name (`XXXL`).
  public static func name(of textSize: UIContentSizeCategory) -> String { textSize.description }
}
