/// How an action reaches a responder: straight to a target, or along the responder chain.
@MainActor
enum ActionDelivery {
  /// Sends `action`. With a target, the target must implement it (UIKit's "unrecognized selector"
  /// exception is reported otherwise). Without one, the chain starts at `window`'s first responder,
  /// or at `chainStart` when the window has none. Returns whether a responder performed it.
  @discardableResult
  static func send(
    _ action: Selector, to target: Any?, from sender: Any?, event: UIEvent?, chainStart: UIResponder?, window: UIWindow?
  ) -> Bool {
    if let target {
      let object = target as AnyObject
      guard action.perform(on: object, sender: sender, event: event) else {
        MisuseReport.exception("-[\(type(of: object)) \(action.name)]: unrecognized selector sent to instance").report()
        return false
      }
      return true
    }
    guard let start = window?.currentFirstResponder ?? chainStart,
      let responder = start.target(forAction: action, withSender: sender)
    else { return false }
    return send(action, to: responder, from: sender, event: event, chainStart: nil, window: nil)
  }
}
