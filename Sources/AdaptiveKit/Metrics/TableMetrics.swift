import Foundation

/// The sizes table views and their cells lay out with (iOS 17's look; [INF] where Apple documents no
/// value). Row heights are ``ContentLayout/defaultRowHeight`` and ``ContentLayout/subtitleRowHeight``.
enum TableMetrics {
  /// The gap between a cell's edges and its content, and between its image and its labels.
  static let cellMargin: CGFloat = 16
  /// The side of a cell's image when the image has no size ([INF]).
  static let defaultImageSide: CGFloat = 29
  /// The least room kept above and below a cell's image, together ([INF]).
  static let imageVerticalClearance: CGFloat = 8
  /// The width of the accessory area (a chevron or checkmark) at a cell's trailing edge ([INF]).
  static let accessoryWidth: CGFloat = 30
  /// The gap between a `.subtitle` cell's text and detail lines ([INF]).
  static let subtitleLineGap: CGFloat = 2
  /// The gap between a `.value1` cell's text and its trailing detail ([INF]).
  static let value1DetailGap: CGFloat = 8
  /// The width of a `.value2` cell's leading text ([INF]).
  static let value2TextWidth: CGFloat = 75
  /// The gap between a `.value2` cell's text and its detail ([INF]).
  static let value2DetailGap: CGFloat = 6
  /// The height of a titled section header in a plain table; untitled sections have none ([INF]).
  static let plainHeaderHeight: CGFloat = 28
  /// The height of a titled section header in a grouped table ([INF]).
  static let groupedTitledHeaderHeight: CGFloat = 38
  /// The gap above an untitled section in a grouped table ([INF]).
  static let groupedUntitledHeaderHeight: CGFloat = 35

  /// The height of the header above a section of a table of `style`, with or without a title.
  static func headerHeight(style: UITableView.Style, hasTitle: Bool) -> CGFloat {
    if style == .plain { return hasTitle ? plainHeaderHeight : 0 }
    return hasTitle ? groupedTitledHeaderHeight : groupedUntitledHeaderHeight
  }
}
