/// An object that can respond to actions, as UIKit's `UIResponder`: the base of views, view
/// controllers, scenes and the application, linked by ``next`` into the responder chain.
///
/// The chain, as UIKit documents it: a view's next responder is its view controller when it is the
/// controller's root view, otherwise its superview; a presented controller's is its presenter; a
/// child controller's is its view's superview (or its parent before its view is placed); a window's
/// is its scene, the scene's the application, and the application's its delegate when the delegate is
/// a responder. A nil-targeted action (``UIApplication/sendAction(_:to:from:for:)``) goes to the first
/// responder that ``canPerformAction(_:withSender:)``.
@MainActor
open class UIResponder {
  /// Creates a responder.
  public init() {}

  /// Called on each object a storyboard made, once all of its scene's objects exist and its
  /// outlets are connected. The default does nothing.
  open func awakeFromNib() {}

  /// The next responder in the chain, or nil at its end.
  open var next: UIResponder? { nil }

  /// Whether this responder's class implements `aSelector`: a method made into a selector with
  /// `#Selector`, or one of UIKit's own actions the class implements.
  open func responds(to aSelector: Selector) -> Bool {
    Self.instancesImplement(aSelector) || aSelector.implementation(for: self) != nil
  }

  /// Sends `aSelector` to this responder with `object` as its argument and returns what the method
  /// returned: NSObject's `perform(_:with:)`, answering with the method's result as `Any?` (so a
  /// `Bool` comes back as a `Bool`). A selector this responder's class does not implement is
  /// reported with UIKit's message and returns nil.
  @discardableResult
  public func perform(_ aSelector: Selector, with object: Any? = nil) -> Any? {
    guard let result = aSelector.call(on: self, sender: object, event: nil) else {
      MisuseReport.exception("-[\(type(of: self)) \(aSelector.name)]: unrecognized selector sent to instance").report()
      return nil
    }
    return result
  }

  /// The actions UIKit's own class implements (`UIViewController` implements `show` and
  /// `showDetailViewController`, for example).
  class func instancesImplement(_ aSelector: Selector) -> Bool { false }

  /// Whether this responder can perform `action`: by default, whether it ``responds(to:)`` it.
  /// Override to enable or disable actions case by case.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { responds(to: action) }

  /// The responder that handles `action`: this one when it can perform it, otherwise the next one's
  /// answer.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    if canPerformAction(action, withSender: sender) { return self }
    return next?.target(forAction: action, withSender: sender)
  }

  // MARK: First responder

  /// Whether this responder can become the first responder (false by default).
  open var canBecomeFirstResponder: Bool { false }
  /// Whether this responder gives up first-responder status when asked (true by default).
  open var canResignFirstResponder: Bool { true }

  /// The window whose first responder this can be.
  var responderWindow: UIWindow? { nil }
  /// The appearing controller that keeps a first-responder request made before this responder is
  /// in a window (nil: the request is refused).
  var appearingControllerForFirstResponderRequest: UIViewController? { nil }

  /// Whether this responder is its window's first responder.
  open var isFirstResponder: Bool { responderWindow?.currentFirstResponder === self }

  /// Makes this responder its window's first responder. False when it cannot become one, is not in
  /// a window, or the current first responder refuses to resign. Asked while its controller appears
  /// but before the view is in the window, the request is kept and honoured once it is.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder else { return false }
    guard let window = responderWindow else { return requestFirstResponderWhenInWindow() }
    if let current = window.currentFirstResponder, !current.resignFirstResponder() { return false }
    window.storedFirstResponder = self
    return true
  }

  /// Gives up first-responder status. False when ``canResignFirstResponder`` is false.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if let window = responderWindow, window.storedFirstResponder === self { window.storedFirstResponder = nil }
    return true
  }
}
