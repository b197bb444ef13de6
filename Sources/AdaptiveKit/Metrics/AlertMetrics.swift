import Foundation

/// The sizes of an alert controller's card (iOS 17's look; [INF] where Apple documents no value).
enum AlertMetrics {
  /// The height of a button row.
  static let buttonRowHeight: CGFloat = 57
  /// The height of a title, message or text field row.
  static let textRowHeight: CGFloat = 44
  /// The width of an alert's card, centred on the screen.
  static let alertWidth: CGFloat = 270
  /// The widest an action sheet's card is.
  static let actionSheetMaximumWidth: CGFloat = 400
  /// The gap between an action sheet's card and the screen's sides and bottom safe area.
  static let actionSheetMargin: CGFloat = 8
  /// The inset of a text field from each side of the card.
  static let textFieldInset: CGFloat = 16
  /// The content width of an alert shown in a popover.
  static let popoverWidth: CGFloat = 320
}
