import AdaptiveKit
import Foundation

/// The iOS light-appearance colours the renderer paints chrome with.
package enum Palette {
  static let barBackground = Color(hex: 0xF9F9F9, alpha: 0.94)
  static let barHairline = Color(hex: 0x000000, alpha: 0.3)
  static let tint = Color(hex: 0x007AFF)
  static let label = Color(hex: 0x000000)
  package static let white = Color(hex: 0xFFFFFF)
  static let black = Color(hex: 0x000000)
  static let secondaryLabel = Color(hex: 0x3C3C43, alpha: 0.6)
  static let tabUnselected = Color(hex: 0x999999)
  static let disabled = Color(hex: 0xC7C7CC)
  static let separator = Color(hex: 0x3C3C43, alpha: 0.29)
  static let opaqueSeparator = Color(hex: 0xC6C6C8)
  static let chevron = Color(hex: 0xC4C4C7)
  static let selectedRow = Color(hex: 0xD1D1D6)
  static let groupedBackground = Color(hex: 0xF2F2F7)
  static let plainHeader = Color(hex: 0xF7F7F7)
  static let badge = Color(hex: 0xFF3B30)
  static let imagePlaceholder = Color(hex: 0xD1D1D6)
  static let bezel = Color(hex: 0x1C1C1E)
  static let grabber = Color(hex: 0x3C3C43, alpha: 0.3)
  static let popoverBorder = Color(hex: 0x000000, alpha: 0.12)
  static let popoverShadow = Color(hex: 0x000000, alpha: 0.014)
  static let opaqueBarBackground = Color(hex: 0xF9F9F9)
  static let placeholderStroke = Color(hex: 0xD1D1D6)
  static let multitaskingHandle = Color(hex: 0xAEAEB2)
  static let screenCaption = Color(hex: 0x3C3C43, alpha: 0.45)

  /// A `UIColor` as a display colour.
  static func color(_ color: UIColor) -> Color {
    Color(red: UInt8((color.red * 255).rounded()), green: UInt8((color.green * 255).rounded()),
          blue: UInt8((color.blue * 255).rounded()), alpha: Double(color.alpha))
  }
}
