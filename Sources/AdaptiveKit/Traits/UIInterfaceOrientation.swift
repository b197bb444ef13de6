/// The orientation of the app's interface, as UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable, Hashable, CaseIterable {
  /// The orientation is not known.
  case unknown = 0
  /// Home button (or indicator) at the bottom.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Landscape, the home button (or indicator) on the right: the device's `landscapeLeft`.
  case landscapeRight = 3
  /// Landscape, the home button (or indicator) on the left: the device's `landscapeRight`.
  case landscapeLeft = 4

  /// Whether the orientation is portrait or portrait upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is one of the landscape orientations.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
