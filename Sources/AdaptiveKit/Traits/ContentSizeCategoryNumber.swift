import Foundation

/// A content size category as plain data, so ``UITraitCollection`` copies without reference
/// counting (the trait pass of a rotation copies collections at every controller; see
/// BENCHMARKS.md, B1).
///
/// UIKit's categories (and ``UIContentSizeCategory/unspecified``) are small numbers: `0` is
/// unspecified, UIKit's categories follow in size order. Any other raw value keeps its string, so
/// no table shared between windows or tasks is needed and equal categories always compare equal.
struct ContentSizeCategoryNumber: Hashable, Sendable {
  /// The number of a known category; `UInt32.max` for another raw value.
  private var number: UInt32
  /// The raw value of a category that is not one of UIKit's; nil for UIKit's.
  private var otherRawValue: String?

  /// The unspecified category.
  static let unspecified = ContentSizeCategoryNumber(number: 0, otherRawValue: nil)

  private static let known: [UIContentSizeCategory] = [.unspecified] + UIContentSizeCategory.allSpecified

  private init(number: UInt32, otherRawValue: String?) {
    self.number = number
    self.otherRawValue = otherRawValue
  }

  /// The plain form of `category`.
  init(_ category: UIContentSizeCategory) {
    if let index = Self.known.firstIndex(of: category) {
      self.init(number: UInt32(index), otherRawValue: nil)
    } else {
      self.init(number: .max, otherRawValue: category.rawValue)
    }
  }

  /// The category this value stands for.
  var category: UIContentSizeCategory {
    if let otherRawValue { return UIContentSizeCategory(rawValue: otherRawValue) }
    return Self.known[Int(number)]
  }
}
