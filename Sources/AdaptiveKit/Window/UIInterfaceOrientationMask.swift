import Foundation

/// The set of interface orientations a view controller supports, as UIKit's
/// `UIInterfaceOrientationMask`, with UIKit's raw values: bit `n` stands for the
/// ``UIInterfaceOrientation`` whose raw value is `n`.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
  /// The mask's bits.
  public let rawValue: UInt
  /// Creates a mask from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Portrait (1 << 1).
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  /// Portrait upside down (1 << 2).
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  /// Landscape right (1 << 3).
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  /// Landscape left (1 << 4).
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  /// Both landscape orientations.
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
  /// Every orientation except portrait upside down.
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

  /// Whether the mask includes `orientation` (an AdaptiveKit addition; `.unknown` is never included).
  public func contains(_ orientation: UIInterfaceOrientation) -> Bool {
    orientation != .unknown && contains(UIInterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue)))
  }
}
