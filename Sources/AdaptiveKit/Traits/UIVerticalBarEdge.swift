import Foundation

/// The edge where the system places its vertical bar, as UIKit's `UIVerticalBarEdge` (iOS 27.1),
/// read from ``UITraitCollection/verticalBarEdge``.
///
/// On the iPhone Duo the system can stack the status bar, navigation bar, toolbar and tab bar along
/// one side of the screen. Every other device, and every context in which the Duo keeps horizontal
/// bars, reports `.unspecified` (R134; see TheFoldAndIPhoneDuo).
public enum UIVerticalBarEdge: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The system has no preferred edge: no vertical bar is ever used here.
  case unspecified = 0
  /// The vertical bar is on the leading edge.
  case leading = 1
  /// The vertical bar is on the trailing edge.
  case trailing = 2

  /// The case's name.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .leading: "leading"
    case .trailing: "trailing"
    }
  }
}

extension UITraitCollection {
  /// The traits whose changes can change ``verticalBarEdge``, to pass to
  /// `registerForTraitChanges(_:handler:)`, as UIKit's `systemTraitsAffectingVerticalBarEdge`:
  /// AdaptiveKit lists the edge's own trait (which a fold, a rotation or a layout direction change
  /// sets), the size classes and the layout direction [INF].
  public static var systemTraitsAffectingVerticalBarEdge: [UITrait] {
    [UITraitVerticalBarEdge.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitLayoutDirection.self]
  }
}
