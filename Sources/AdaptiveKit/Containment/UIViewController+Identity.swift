/// View controllers compare by identity, as `NSObject`s do in UIKit, so `contains`, `firstIndex(of:)`
/// and `==` on arrays of controllers work as they do on iOS.
extension UIViewController: Hashable {
  public nonisolated static func == (lhs: UIViewController, rhs: UIViewController) -> Bool { lhs === rhs }
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Views compare by identity, as `NSObject`s do in UIKit.
extension UIView: Hashable {
  public nonisolated static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
