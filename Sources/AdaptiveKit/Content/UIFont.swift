import Foundation
import Synchronization

/// A font, as a minimal UIKit `UIFont`: the system font at a size and weight.
///
/// A text style's font has the style's size at a content size category, from
/// ``DynamicTypeSizes`` (`.large` unless a trait collection says otherwise), and remembers its
/// style, so a label that adjusts can follow the category. ``estimatedWidth(of:)`` is an
/// AdaptiveKit addition used for layout and truncation in the absence of a text engine.
public final class UIFont: Sendable, Hashable {
  /// A font weight, as UIKit's `UIFont.Weight`.
  public struct Weight: RawRepresentable, Sendable, Hashable, Comparable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
  }

  /// A Dynamic Type text style, as UIKit's `UIFont.TextStyle`.
  public struct TextStyle: RawRepresentable, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// The size in points.
  public let pointSize: CGFloat
  /// The weight.
  public let weight: Weight
  /// The text style the font was made for, or nil for a font of a fixed size (UIKit keeps it in
  /// the font's descriptor).
  package let textStyle: TextStyle?
  /// The content size category a text style's font was made for, as plain data, so that a label
  /// that follows the category finds its font current without comparing category names. Nil
  /// exactly when `textStyle` is, so it also tells, as plain data, whether the font has a style.
  let contentSizeCategory: ContentSizeCategoryNumber?

  init(pointSize: CGFloat, weight: Weight, textStyle: TextStyle? = nil, contentSizeCategory: ContentSizeCategoryNumber? = nil) {
    self.pointSize = pointSize
    self.weight = weight
    self.textStyle = textStyle
    self.contentSizeCategory = contentSizeCategory
  }

  /// The system font.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The bold system font.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold) }

  /// The font of a text style at the `.large` content size category (AdaptiveKit has no current
  /// trait collection to read; pass one to ``preferredFont(forTextStyle:compatibleWith:)``).
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font of a text style at the content size category of `traitCollection` (`.large` when
  /// it is nil or unspecified), from ``DynamicTypeSizes``.
  public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    let category = traitCollection?.preferredContentSizeCategory ?? .large
    let number = traitCollection?.contentSizeCategoryNumber ?? .large
    return UIFont(pointSize: DynamicTypeSizes.pointSize(of: style, at: category), weight: DynamicTypeSizes.weight(of: style),
                  textStyle: style, contentSizeCategory: number == .unspecified ? .large : number)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }

  /// The height of one line: 1.2 × the point size, rounded up to a whole point ([INF]; SF Pro's
  /// 17 pt line is 20.3 pt).
  public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

  /// An estimate of the width of `text` in this font: per-character advances typical of SF Pro
  /// (narrow letters 0.3 em, lowercase 0.53 em, capitals and digits 0.64 em, m/w/M/W 0.82 em,
  /// space 0.28 em; bold +5 %). An AdaptiveKit addition; deterministic, with no text engine.
  /// ASCII text is measured byte by byte from a table, without a Unicode property lookup; other
  /// text is measured once, and its advances kept for the next font that measures it.
  public func estimatedWidth(of text: String) -> CGFloat {
    estimatedWidth(ems: Self.asciiEms(of: text) ?? Self.measuredEms(of: text))
  }

  /// The width of text whose advances add up to `ems`, as ``estimatedWidth(of:)`` gives it.
  package func estimatedWidth(ems: CGFloat) -> CGFloat {
    let boldFactor: CGFloat = weight >= .semibold ? 1.05 : 1
    return (ems * pointSize * boldFactor).rounded(.up)
  }

  /// The advance of a character, in ems.
  package static func ems(of character: Character) -> CGFloat {
    switch character {
    case " ": 0.28
    case "i", "l", "j", "t", "f", "r", "I", ".", ",", ":", ";", "|", "!", "'", "(", ")": 0.3
    case "m", "w", "M", "W": 0.82
    case _ where character.isUppercase || character.isNumber: 0.64
    default: 0.53
    }
  }

  /// ``ems(of:)`` of every ASCII character, by its code.
  package static let asciiTable: [CGFloat] = (0..<128).map { ems(of: Character(Unicode.Scalar(UInt8($0)))) }

  /// The advances of ASCII text, added in the same order as its characters; nil when the text has
  /// another character (or is not stored contiguously). A carriage return and line feed together
  /// are one character, as in a `String`.
  private static func asciiEms(of text: String) -> CGFloat? {
    let measured = text.utf8.withContiguousStorageIfAvailable { bytes -> CGFloat? in
      var ems: CGFloat = 0
      var previous: UInt8 = 0
      for byte in bytes {
        guard byte < 0x80 else { return nil }
        if !(byte == 10 && previous == 13) { ems += asciiTable[Int(byte)] }
        previous = byte
      }
      return ems
    }
    return measured ?? nil
  }

  /// The advances of text that is not all ASCII, character by character (each a Unicode
  /// property lookup), measured once per string: a string of 32 bytes or more already measured,
  /// in any font, is read from ``measuredText``.
  private static func measuredEms(of text: String) -> CGFloat {
    // A short text costs less to measure than to look up (hashing it, the lock).
    guard text.utf8.count >= minimumKeptLength else { return text.reduce(0) { $0 + Self.ems(of: $1) } }
    if let ems = measuredText.withLock({ $0[text] }) { return ems }
    let ems = text.reduce(0) { $0 + Self.ems(of: $1) }
    measuredText.withLock { table in
      // Bounded: a long exploration meets many strings; the table starts again when full.
      if table.count >= maximumMeasuredTexts { table.removeAll(keepingCapacity: true) }
      table[text] = ems
    }
    return ems
  }

  /// The advances of the non-ASCII strings measured so far, which do not depend on the font.
  private static let measuredText = Mutex<[String: CGFloat]>([:])
  /// The shortest text, in UTF-8 bytes, that ``measuredText`` keeps.
  private static let minimumKeptLength = 32
  /// How many strings ``measuredText`` keeps before it starts again.
  private static let maximumMeasuredTexts = 4_096

  public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(weight)
  }
}
