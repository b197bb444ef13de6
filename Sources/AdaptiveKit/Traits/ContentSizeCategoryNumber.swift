import Foundation

/// A content size category as plain data, so that ``UITraitCollection`` is plain data too:
/// copying one is a memory copy, with no reference counting. Trait passes copy collections at
/// every controller (B1, B3 in BENCHMARKS.md); with a reference inside, every copy went through the
/// runtime's value witnesses, 7 % of a B3 cycle.
///
/// UIKit's categories (and ``UIContentSizeCategory/unspecified``) are small numbers: `0` is
/// unspecified, UIKit's categories follow in size order. Another raw value is kept inline, up to
/// 16 UTF-8 bytes; a longer one is cut to the whole characters that fit ([INF]: UIKit defines no
/// such category). This keeps a collection at 32 bytes, copied in two moves (B1). No table shared
/// between windows or tasks is needed.
struct ContentSizeCategoryNumber: Hashable, Sendable {
  /// The number of a known category; `UInt8.max` for another raw value.
  private var number: UInt8
  /// The raw value of a category that is not one of UIKit's; empty for UIKit's.
  private var otherRawValue: InlineUTF8

  /// The unspecified category.
  static let unspecified = ContentSizeCategoryNumber(number: 0, otherRawValue: .empty)
  /// `.large`, the default.
  static let large = ContentSizeCategoryNumber(UIContentSizeCategory.large)
  /// The number of `.large` (its place in `known`), a constant: the hot checks below read no
  /// lazily made static.
  private static var largeNumber: UInt8 { 4 }

  /// Whether this is `.large`.
  @inline(__always)
  var isLarge: Bool { number == Self.largeNumber }

  /// Whether a font made for this category (never unspecified) is current at `category`, where
  /// an unspecified category reads as `.large` (a label asks at every row a table lays out).
  /// Inlined, so that the usual answer reads the two numbers only.
  @inline(__always)
  func isCurrent(at category: ContentSizeCategoryNumber) -> Bool {
    category.number == 0 ? number == Self.largeNumber : self == category
  }

  private static let known: [UIContentSizeCategory] = [.unspecified] + UIContentSizeCategory.allSpecified
  private static let other = UInt8.max

  private init(number: UInt8, otherRawValue: InlineUTF8) {
    self.number = number
    self.otherRawValue = otherRawValue
  }

  /// The plain form of `category`.
  init(_ category: UIContentSizeCategory) {
    assert(Self.known[Int(Self.largeNumber)] == .large, "largeNumber is not .large's place")
    if let index = Self.known.firstIndex(of: category) {
      self.init(number: UInt8(index), otherRawValue: .empty)
    } else {
      self.init(number: Self.other, otherRawValue: InlineUTF8(prefixOf: category.rawValue))
    }
  }

  /// The category this value stands for.
  var category: UIContentSizeCategory {
    if number == Self.other { return UIContentSizeCategory(rawValue: otherRawValue.string) }
    return Self.known[Int(number)]
  }

  // Inlined: a call takes the 17 bytes apart from the trait collection's words and puts them
  // together again, where comparing the number is one byte (B3 in BENCHMARKS.md).
  @inline(__always)
  static func == (lhs: ContentSizeCategoryNumber, rhs: ContentSizeCategoryNumber) -> Bool {
    lhs.number == rhs.number && (lhs.number != other || lhs.otherRawValue == rhs.otherRawValue)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(number)
    if number == Self.other { hasher.combine(otherRawValue) }
  }
}
