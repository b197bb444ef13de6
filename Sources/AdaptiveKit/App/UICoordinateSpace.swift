/// A coordinate space, as UIKit's `UICoordinateSpace`: here, its bounds.
@MainActor
public protocol UICoordinateSpace {
  /// The bounds of the space.
  var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {}
