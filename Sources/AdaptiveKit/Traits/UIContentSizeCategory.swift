/// The user's preferred text size, as UIKit's `UIContentSizeCategory`.
///
/// The raw values are UIKit's. Categories are ordered from smallest to largest, so they compare with
/// `<` as they do on iOS.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
  /// The category's UIKit identifier, for example `UICTContentSizeCategoryL`.
  public let rawValue: String

  /// Creates a category from its UIKit identifier.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// No preference; a trait collection with this value does not override.
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// The default category (R50).
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Every specified category, smallest first.
  public static let allSpecified: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether the category is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

  /// Position in ``allSpecified``; `-1` for ``unspecified`` and unknown identifiers.
  var rank: Int { Self.allSpecified.firstIndex(of: self) ?? -1 }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

  /// The short name: `L`, `XXXL`, `AccessibilityM`.
  public var description: String {
    rawValue.replacingOccurrences(of: "UICTContentSizeCategory", with: "")
  }

  /// The specified category with this short name (``description``), such as `XXXL`; nil for any
  /// other name (an AdaptiveKit addition, for scenario files, command lines and messages).
  public init?(named name: String) {
    guard let category = Self.allSpecified.first(where: { $0.description == name }) else { return nil }
    self = category
  }

  /// The short names of ``allSpecified``, comma-separated: what an error lists as expected.
  public static var specifiedNames: String { allSpecified.map(\.description).joined(separator: ", ") }
}
