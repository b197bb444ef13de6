import Foundation

/// A colour, as a minimal UIKit `UIColor`: sRGB components, with UIKit's system colours in their
/// light-appearance values (dark mode is not modelled).
///
/// ```swift
/// view.backgroundColor = .systemBackground
/// label.textColor = .secondaryLabel
/// ```
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
  /// The red component, 0…1 (an AdaptiveKit addition; UIKit reads it with `getRed(_:green:blue:alpha:)`).
  public let red: CGFloat
  /// The green component, 0…1.
  public let green: CGFloat
  /// The blue component, 0…1.
  public let blue: CGFloat
  /// The opacity, 0…1.
  public let alpha: CGFloat
  /// The system colour's name (`"systemBlue"`), or nil for a custom colour.
  public let systemName: String?

  /// Creates a colour from sRGB components.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha, name: nil)
  }

  /// Creates a grey.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, name: String?) {
    func clamp(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1) }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
    self.systemName = name
  }

  /// A system colour from a 0xRRGGBB value.
  static func system(_ name: String, _ rgb: UInt32, alpha: CGFloat = 1) -> UIColor {
    UIColor(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha, name: name)
  }

  /// The same colour with another opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha, name: systemName)
  }

  /// The system name, or `rgba(r,g,b,a)` with 0–255 components.
  public var description: String {
    if let systemName { return systemName }
    return "rgba(\(Int((red * 255).rounded())),\(Int((green * 255).rounded())),\(Int((blue * 255).rounded())),\(alpha))"
  }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }
}
