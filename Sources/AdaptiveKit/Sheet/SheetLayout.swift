import Foundation

/// How a sheet is laid out, decided from the presenter's traits and the sheet's options (R61, R72–R77).
enum SheetLayoutMode: Sendable, Equatable {
  /// Fills the container: adapted to full screen, or compact height without edge attachment.
  case fullScreen
  /// Compact width, regular height (iPhone portrait, narrow iPad windows): a card attached to the
  /// bottom edge, full width, resting at a detent.
  case card
  /// Compact height with ``UISheetPresentationController/prefersEdgeAttachedInCompactHeight``:
  /// attached to the bottom edge, 8 pt from the top, narrower than the window.
  case edgeAttachedCompactHeight
  /// Regular width and height (iPad): floating and centred, page- or form-sized.
  case floating
}

/// The computed geometry of a sheet, in its container's coordinates.
struct SheetLayout: Sendable, Equatable {
  var mode: SheetLayoutMode
  var frame: CGRect
  var detent: UISheetPresentationController.Detent.Identifier?
  var isDimmed: Bool
}

/// Metrics of sheets (R74) and the [INF] choices documented in "How a presentation adapts".
enum SheetMetrics {
  /// Corner radius of sheets and of a presenter scaled behind a card (R74).
  static let cornerRadius: CGFloat = 10
  /// Gap between the safe area's top and a card (R74).
  static let topOffset: CGFloat = 10
  /// Gap between the window's top and an edge-attached sheet in compact height (R74).
  static let compactHeightTopOffset: CGFloat = 8
  /// Minimum gap between a floating sheet and the window's sides (R74).
  static let minimumSidePadding: CGFloat = 25
  /// Cards visible at once (R74).
  static let maximumVisibleCards = 2
  /// Opacity of a sheet's dimming view ([INF]).
  static let dimmingAlpha: CGFloat = 0.4
  /// Horizontal inset of each side of a view scaled behind a card ([INF]).
  static let stackedInset: CGFloat = 16

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
  static func defaultFormSheetSize(longSide: CGFloat) -> CGSize {
    if longSide <= 1024 { return CGSize(width: 540, height: 600) }
    if longSide < 1590 { return CGSize(width: 580, height: 640) }
    return CGSize(width: 620, height: 680)
  }
}
