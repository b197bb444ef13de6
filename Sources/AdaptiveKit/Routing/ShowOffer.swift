/// A `show` or `showDetailViewController` request on its way up the parent chain.
///
/// Linux has no Objective-C runtime to ask whether a class overrides a method, so the default
/// implementation offers the request to the next ancestor by calling that ancestor's method: an
/// override receives it, as in UIKit, and the default implementation, reached again, passes it on
/// from there. The offer remembers the controller that received the request first, which presents
/// when no ancestor takes it (R3).
struct ShowOffer: @unchecked Sendable {
  /// The offer being passed up now, bound for the duration of one ancestor's method.
  @TaskLocal static var current: ShowOffer?

  /// The controller that received the request first.
  let origin: UIViewController
  /// The controller being shown.
  let shown: ObjectIdentifier
  /// Whether the request is `showDetailViewController` rather than `show`.
  let asDetail: Bool

  /// Whether this offer is the request for `vc`, as a detail or not.
  func isFor(_ vc: UIViewController, asDetail: Bool) -> Bool {
    shown == ObjectIdentifier(vc) && self.asDetail == asDetail
  }
}
