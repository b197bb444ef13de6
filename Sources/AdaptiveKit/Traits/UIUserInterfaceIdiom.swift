/// The type of interface, as UIKit's `UIUserInterfaceIdiom` (R48).
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable, CaseIterable {
  /// No idiom is specified.
  case unspecified = -1
  /// An iPhone or iPod touch interface.
  case phone = 0
  /// An iPad interface.
  case pad = 1
  /// An Apple TV interface.
  case tv = 2
  /// An in-car interface.
  case carPlay = 3
  /// A Mac interface (Mac Catalyst).
  case mac = 5
  /// A visionOS interface.
  case vision = 6
}
