import Foundation

/// Whether the system may use its vertical bar, as UIKit's `UIVerticalBarBehavior` (iOS 27.1):
/// the answer of ``UIViewController/preferredVerticalBarBehavior``.
public enum UIVerticalBarBehavior: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The system decides (a vertical bar where the device uses one).
  case automatic = 0
  /// No vertical bar: bars fall back to the horizontal top and bottom bars.
  case disabled = 1

  /// The case's name.
  public var description: String { self == .automatic ? "automatic" : "disabled" }
}
