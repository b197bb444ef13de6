import Foundation

extension UIWindow {
  /// Where the window's controls (close, minimize, arrange) are, in the window's coordinates, or
  /// nil for a window without them (an AdaptiveKit addition; iPadOS 26 draws them).
  ///
  /// A window of the pad idiom that does not cover its device's screen (a window the user
  /// resized, or a free-form window made with `UIWindow(frame:)`) has them at its top-leading
  /// corner: the top-left one, or the top-right one in a right-to-left layout. A full-screen
  /// window and an iPhone's have none. Their size, 84 × 36 pt, is
  /// AdaptiveKit's choice ([INF]). The controls do not change `safeAreaInsets`; views avoid them
  /// through the layout regions with corner adaptation (``UIView/edgeInsets(for:)``).
  public var windowControlsFrame: CGRect? {
    guard traitCollection.userInterfaceIdiom == .pad else { return nil }
    if let device, bounds.size == device.screenSize(for: layoutOrientation) { return nil }
    let size = WindowMetrics.windowControlsSize
    let x = traitCollection.layoutDirection == .rightToLeft ? bounds.width - size.width : 0
    return CGRect(x: x, y: 0, width: size.width, height: size.height)
  }
}
