import Foundation

/// A content size category as plain data, so ``UITraitCollection`` copies without reference
/// counting (the trait pass of a rotation copies collections at every controller; see
/// BENCHMARKS.md, B1).
///
/// UIKit's categories (and ``UIContentSizeCategory/unspecified``) are small numbers: `0` is
/// unspecified, UIKit's categories follow in size order. Any other raw value keeps its string, so
/// no table shared between windows or tasks is needed and equal categories always compare equal.
/// The string is boxed: a copy of a nil class reference costs one null check, a copy of a nil
/// `String?` a call into the runtime's value witnesses (B3 copies trait collections ≈ 260 times).
struct ContentSizeCategoryNumber: Hashable, Sendable {
  /// The raw value of a category that is not one of UIKit's.
  private final class OtherRawValue: Hashable, Sendable {
    let rawValue: String
    init(_ rawValue: String) { self.rawValue = rawValue }
    static func == (lhs: OtherRawValue, rhs: OtherRawValue) -> Bool { lhs.rawValue == rhs.rawValue }
    func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
  }

  /// The number of a known category; `UInt32.max` for another raw value.
  private var number: UInt32
  /// The raw value of a category that is not one of UIKit's; nil for UIKit's.
  private var otherRawValue: OtherRawValue?

  /// The unspecified category.
  static let unspecified = ContentSizeCategoryNumber(number: 0, otherRawValue: nil)

  private static let known: [UIContentSizeCategory] = [.unspecified] + UIContentSizeCategory.allSpecified

  private init(number: UInt32, otherRawValue: OtherRawValue?) {
    self.number = number
    self.otherRawValue = otherRawValue
  }

  /// The plain form of `category`.
  init(_ category: UIContentSizeCategory) {
    if let index = Self.known.firstIndex(of: category) {
      self.init(number: UInt32(index), otherRawValue: nil)
    } else {
      self.init(number: .max, otherRawValue: OtherRawValue(category.rawValue))
    }
  }

  /// The category this value stands for.
  var category: UIContentSizeCategory {
    if let otherRawValue { return UIContentSizeCategory(rawValue: otherRawValue.rawValue) }
    return Self.known[Int(number)]
  }
}
