import Foundation

/// The point size of each text style at each content size category: every Dynamic Type size
/// AdaptiveKit draws with, in one place (an AdaptiveKit addition; UIKit keeps its table private).
///
/// Source: the "Dynamic Type sizes" tables for iOS and iPadOS in Apple's Human Interface
/// Guidelines (Typography), which list each style's size from xSmall to AX5, checked against the
/// sizes `preferredFont(forTextStyle:compatibleWith:)` returns in an iOS 13.3 simulator (where
/// they differ, caption 2 at AX5, UIKit's own 41 pt is kept). The weights are the styles' own
/// (headline semibold, the others regular). `.unspecified` and an unknown category read as
/// `.large`, the default.
///
/// What scales with these sizes, and what does not ([INF] where UIKit documents no rule):
/// - text in a style (``UIFont/preferredFont(forTextStyle:compatibleWith:)``), a label that
///   adjusts (``UILabel/adjustsFontForContentSizeCategory``) and a table cell's own labels, whose
///   standard row height grows with their lines;
/// - the large title of a navigation bar, whose large-title area grows with it;
/// - the inline title and the bar button items of navigation bars and toolbars grow through the
///   standard sizes and stop at `.extraExtraExtraLarge` (``barCategory(for:)``), in bars that keep
///   their 44 pt (32 pt compact) height: past that UIKit shows the large content viewer on a long
///   press instead;
/// - tab bar labels never grow: a tab bar keeps its height and shows the large content viewer at
///   accessibility sizes.
public enum DynamicTypeSizes {
  /// The categories in the order of the table's columns, smallest first.
  public static let categories = UIContentSizeCategory.allSpecified

  /// The sizes of each style, one per category of ``categories``: xSmall, small, medium, large,
  /// xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5.
  public static let table: [(style: UIFont.TextStyle, sizes: [CGFloat])] = [
    (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
    (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
    (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
    (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
    (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
    (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
    (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
    (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
    (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
    (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
    (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
  ]

  /// The point size of `style` at `category` (`.large` for an unspecified or unknown category,
  /// the body style's sizes for a style the table does not list).
  public static func pointSize(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
    let column = category.rank >= 0 ? category.rank : defaultColumn
    let sizes = table.first { $0.style == style }?.sizes ?? bodySizes
    return sizes[column]
  }

  /// The weight of a style: semibold for the headline, regular for the others.
  public static func weight(of style: UIFont.TextStyle) -> UIFont.Weight {
    style == .headline ? .semibold : .regular
  }

  /// The category bar items and inline titles are drawn at: `category`, up to
  /// `.extraExtraExtraLarge` (bars keep their height; the large content viewer shows the rest).
  public static func barCategory(for category: UIContentSizeCategory) -> UIContentSizeCategory {
    category.rank < 0 ? .large : min(category, .extraExtraExtraLarge)
  }

  /// How much taller one line of `style` is at `category` than at `.large` (negative when smaller).
  public static func lineGrowth(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
    UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)).lineHeight
      - UIFont.preferredFont(forTextStyle: style).lineHeight
  }

  /// The column of `.large`.
  private static let defaultColumn = UIContentSizeCategory.large.rank
  /// The body style's sizes.
  private static let bodySizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
}
