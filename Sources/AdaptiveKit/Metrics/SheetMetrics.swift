import Foundation

/// Metrics of sheets (R74) and the [INF] choices documented in "How a presentation adapts".
package enum SheetMetrics {
  /// Corner radius of sheets and of a presenter scaled behind a card (R74).
  static let cornerRadius: CGFloat = 10
  /// Gap between the safe area's top and a card (R74).
  static let topOffset: CGFloat = 10
  /// Gap between the window's top and an edge-attached sheet in compact height (R74).
  package static let compactHeightTopOffset: CGFloat = 8
  /// Minimum gap between a floating sheet and the window's sides (R74).
  package static let minimumSidePadding: CGFloat = 25
  /// Cards visible at once (R74).
  package static let maximumVisibleCards = 2
  /// Opacity of a sheet's dimming view ([INF]).
  static let dimmingAlpha: CGFloat = 0.4
  /// Horizontal inset of each side of a view scaled behind a card ([INF]).
  static let stackedInset: CGFloat = 16
  /// The narrowest an edge-attached sheet in compact height is, unless the window is narrower ([INF]).
  static let compactHeightMinimumWidth: CGFloat = 375
  /// The margin a page sheet adds on each side of the readable width ([INF]).
  static let pageSheetSideMargin: CGFloat = 16

  /// The readable content width for a content size category ([INF]: UIKit's readable content guide
  /// on iPad), which page sheets follow (R77, seed 001).
  static func readableWidth(for category: UIContentSizeCategory) -> CGFloat {
    switch category {
    case .extraSmall: 560
    case .small: 600
    case .medium: 632
    case .extraLarge: 744
    case .extraExtraLarge: 824
    case .extraExtraExtraLarge: 896
    case _ where category.isAccessibilityCategory: 1000
    default: 672
    }
  }

  /// The default form-sheet size for a screen whose long side is `longSide` (R76, iOS 16+).
  package static func defaultFormSheetSize(longSide: CGFloat) -> CGSize {
    if longSide <= 1024 { return CGSize(width: 540, height: 600) }
    if longSide < 1590 { return CGSize(width: 580, height: 640) }
    return CGSize(width: 620, height: 680)
  }
}
