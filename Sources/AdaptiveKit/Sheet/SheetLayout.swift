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
