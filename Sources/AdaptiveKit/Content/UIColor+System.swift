import Foundation

/// UIKit's system and fixed colours, light appearance (iOS 17 values).
extension UIColor {
  /// The background of the main interface: white.
  public static let systemBackground = system("systemBackground", 0xFFFFFF)
  /// The background of content layered on the main background.
  public static let secondarySystemBackground = system("secondarySystemBackground", 0xF2F2F7)
  /// The background of content layered on the secondary background.
  public static let tertiarySystemBackground = system("tertiarySystemBackground", 0xFFFFFF)
  /// The background of grouped tables.
  public static let systemGroupedBackground = system("systemGroupedBackground", 0xF2F2F7)
  /// The background of the cells of grouped tables.
  public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground", 0xFFFFFF)
  /// Primary text.
  public static let label = system("label", 0x000000)
  /// Secondary text.
  public static let secondaryLabel = system("secondaryLabel", 0x3C3C43, alpha: 0.6)
  /// Tertiary text.
  public static let tertiaryLabel = system("tertiaryLabel", 0x3C3C43, alpha: 0.3)
  /// Placeholder text.
  public static let placeholderText = system("placeholderText", 0x3C3C43, alpha: 0.3)
  /// Thin separators that let the content below show through.
  public static let separator = system("separator", 0x3C3C43, alpha: 0.29)
  /// Opaque separators.
  public static let opaqueSeparator = system("opaqueSeparator", 0xC6C6C8)
  /// Links.
  public static let link = system("link", 0x007AFF)
  /// Fill for thin shapes.
  public static let systemFill = system("systemFill", 0x787880, alpha: 0.2)
  /// The default tint.
  public static let tintColor = system("tintColor", 0x007AFF)

  /// System blue.
  public static let systemBlue = system("systemBlue", 0x007AFF)
  /// System red.
  public static let systemRed = system("systemRed", 0xFF3B30)
  /// System green.
  public static let systemGreen = system("systemGreen", 0x34C759)
  /// System orange.
  public static let systemOrange = system("systemOrange", 0xFF9500)
  /// System yellow.
  public static let systemYellow = system("systemYellow", 0xFFCC00)
  /// System pink.
  public static let systemPink = system("systemPink", 0xFF2D55)
  /// System purple.
  public static let systemPurple = system("systemPurple", 0xAF52DE)
  /// System indigo.
  public static let systemIndigo = system("systemIndigo", 0x5856D6)
  /// System teal.
  public static let systemTeal = system("systemTeal", 0x30B0C7)
  /// System grey.
  public static let systemGray = system("systemGray", 0x8E8E93)
  /// System grey 2.
  public static let systemGray2 = system("systemGray2", 0xAEAEB2)
  /// System grey 3.
  public static let systemGray3 = system("systemGray3", 0xC7C7CC)
  /// System grey 4.
  public static let systemGray4 = system("systemGray4", 0xD1D1D6)
  /// System grey 5.
  public static let systemGray5 = system("systemGray5", 0xE5E5EA)
  /// System grey 6.
  public static let systemGray6 = system("systemGray6", 0xF2F2F7)

  /// Black.
  public static let black = system("black", 0x000000)
  /// White.
  public static let white = system("white", 0xFFFFFF)
  /// Fully transparent.
  public static let clear = system("clear", 0x000000, alpha: 0)
  /// Grey (50 %).
  public static let gray = system("gray", 0x808080)
  /// Light grey.
  public static let lightGray = system("lightGray", 0xAAAAAA)
  /// Dark grey.
  public static let darkGray = system("darkGray", 0x555555)
  /// Red.
  public static let red = system("red", 0xFF0000)
  /// Green.
  public static let green = system("green", 0x00FF00)
  /// Blue.
  public static let blue = system("blue", 0x0000FF)
}
