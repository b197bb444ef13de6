import Foundation

/// The base class of gesture recognizers, as UIKit's `UIGestureRecognizer`: attached to a view
/// with ``UIView/addGestureRecognizer(_:)``, it sends its target–action pairs, with itself as the
/// sender, when it recognizes its gesture.
///
/// AdaptiveKit has no touches: a recognizer is driven by the harness. ``UIView/simulateTap()``
/// plays a one-finger tap on a view, which the enabled ``UITapGestureRecognizer``s of the view and
/// its superviews that need one tap of one finger recognize, as UIKit arbitrates them (see
/// ``UIView/simulateTap()``); ``simulateRecognition()`` plays any recognizer's gesture.
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: self, action: #Selector(didTapFace(_:)))
/// faceView.addGestureRecognizer(tap)
/// faceView.simulateTap()   // didTapFace(tap)
/// ```
@MainActor
open class UIGestureRecognizer {
  /// The states of a recognizer, as UIKit's `UIGestureRecognizer.State`.
  public enum State: Int, Sendable {
    /// Not yet recognized: the default.
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture ended: a discrete gesture is recognized.
    case ended
    /// A continuous gesture was cancelled.
    case cancelled
    /// The gesture was not recognized.
    case failed

    /// A discrete gesture was recognized (the same as ``ended``).
    public static var recognized: State { .ended }
  }

  /// One target–action pair; the target is not retained, as in UIKit.
  private struct Pair {
    weak var target: AnyObject?
    var action: Selector
  }

  private var pairs: [Pair] = []
  /// The recognizers that must fail before this one recognizes (``require(toFail:)``).
  private(set) var failureRequirements: [UIGestureRecognizer] = []
  /// The segue a storyboard triggers with this recognizer, run when the gesture is recognized
  /// (a discrete gesture's end, a continuous one's beginning), after the actions.
  package var storyboardSegue: (@MainActor (UIGestureRecognizer) -> Void)?
  /// The view the recognizer is attached to; set by ``UIView/addGestureRecognizer(_:)``.
  public internal(set) weak var view: UIView?
  /// The delegate that may refuse the gesture or let it recognize with others.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Whether the recognizer recognizes gestures. Disabling it during a gesture cancels the gesture.
  open var isEnabled = true
  /// Whether a recognized gesture cancels the touches of its view: a control under a recognizer
  /// attached to it then does not send its action. Default true.
  open var cancelsTouchesInView = true
  /// Whether touches in their began phase wait for the recognizer to fail before its view gets
  /// them. Default false.
  open var delaysTouchesBegan = false
  /// Whether touches in their ended phase wait for the recognizer to fail before its view gets
  /// them. Default true.
  open var delaysTouchesEnded = true
  /// A name for the recognizer, for debugging.
  open var name: String?

  /// The recognizer's state. Setting it (as subclasses do) to ``State/began``, ``State/changed``,
  /// ``State/ended`` or ``State/cancelled`` sends the actions, as UIKit does.
  open var state: State = .possible {
    didSet {
      switch state {
      case .began, .changed, .ended, .cancelled: sendActions()
      case .possible, .failed: break
      }
    }
  }

  /// The number of touches in the gesture being recognized (0 when none is).
  open var numberOfTouches: Int { state == .possible || state == .failed ? 0 : touchesInGesture }
  /// The touches of the gesture the harness plays.
  var touchesInGesture: Int { 1 }

  /// Creates a recognizer that sends `action` to `target` when it recognizes its gesture. A nil
  /// target or action adds no pair (add one with ``addTarget(_:action:)``).
  public init(target: Any?, action: Selector?) {
    if let target, let action { addTarget(target, action: action) }
  }

  /// Creates a recognizer with no target–action pair.
  public convenience init() { self.init(target: nil, action: nil) }

  /// Adds a target–action pair; adding the same pair again does nothing.
  open func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    guard !pairs.contains(where: { $0.target === object && $0.action == action }) else { return }
    pairs.append(Pair(target: object, action: action))
  }

  /// Removes target–action pairs: a nil target removes every target's pairs, a nil action every
  /// action of the target.
  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    pairs.removeAll { pair in
      (object == nil || pair.target === object) && (action == nil || pair.action == action)
    }
  }

  /// The pairs whose target is still alive, in the order they were added (an AdaptiveKit
  /// addition, for tests and diagnostics).
  public var targetActions: [(target: AnyObject, action: Selector)] {
    pairs.compactMap { pair in pair.target.map { ($0, pair.action) } }
  }

  /// Makes this recognizer wait for `otherGestureRecognizer` to fail: when both could recognize
  /// the same gesture, only the other does.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    guard !failureRequirements.contains(where: { $0 === otherGestureRecognizer }) else { return }
    failureRequirements.append(otherGestureRecognizer)
  }

  /// Where the gesture is, in `view`'s coordinates (the window's for nil): the center of the
  /// recognizer's view, where the harness plays its gestures.
  open func location(in view: UIView?) -> CGPoint {
    guard let attached = self.view else { return .zero }
    let center = CGRect(x: attached.bounds.midX, y: attached.bounds.midY, width: 0, height: 0)
    return attached.convert(center, to: view).origin
  }

  /// Puts the recognizer back in ``UIGestureRecognizer/State/possible`` once a gesture ends,
  /// fails or is cancelled. Subclasses clear what they tracked; call `super`.
  open func reset() {
    if state != .possible { withoutSendingActions { state = .possible } }
  }

  /// Whether this recognizer may prevent `preventedGestureRecognizer` from recognizing: true by
  /// default.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether `preventingGestureRecognizer` may prevent this recognizer from recognizing: true by
  /// default.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  // MARK: Recognition

  /// Whether setting the state sends the actions now.
  private var sendsActions = true

  private func withoutSendingActions(_ body: () -> Void) {
    sendsActions = false
    defer { sendsActions = true }
    body()
  }

  /// Sends each pair's action to its target, with the recognizer as the sender.
  private func sendActions() {
    guard sendsActions else { return }
    for pair in pairs {
      guard let target = pair.target else { continue }
      ActionDelivery.send(pair.action, to: target, from: self, event: UIEvent(), chainStart: nil, window: nil)
    }
    if let storyboardSegue, state == (isDiscrete ? .ended : .began) { storyboardSegue(self) }
  }

  /// Whether the recognizer may begin a gesture now: enabled, attached to a view that is in a
  /// hierarchy a touch can reach (not hidden, user interaction enabled up to its top view), and
  /// neither its view (``UIView/gestureRecognizerShouldBegin(_:)``) nor its delegate refuses.
  var mayBegin: Bool {
    guard isEnabled, let view else { return false }
    var current: UIView? = view
    while let ancestor = current {
      if ancestor.isHidden || !ancestor.isUserInteractionEnabled { return false }
      current = ancestor.superview
    }
    guard view.gestureRecognizerShouldBegin(self) else { return false }
    return delegate?.gestureRecognizerShouldBegin(self) ?? true
  }

  /// Whether the recognizer's gesture is discrete (one action when recognized) rather than
  /// continuous (began, changed, ended). Taps and swipes are discrete.
  var isDiscrete: Bool { false }

  /// Plays the recognizer's gesture as recognized: a discrete gesture sends its actions once
  /// (``State/ended``), a continuous one at ``State/began``, ``State/changed`` and
  /// ``State/ended``; then the recognizer resets. Returns false, sending nothing, when the
  /// recognizer may not begin: disabled, not attached, its view hidden or not taking touches, or
  /// refused by its view or delegate (an AdaptiveKit addition).
  @discardableResult
  public func simulateRecognition() -> Bool {
    guard mayBegin else { return false }
    recognize()
    return true
  }

  /// Goes through the states of a recognized gesture, then resets.
  func recognize() {
    if isDiscrete {
      state = .ended
    } else {
      state = .began
      state = .changed
      state = .ended
    }
    reset()
  }

  /// Whether this recognizer and `other` may recognize the same touches together: when either's
  /// delegate allows it.
  func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
    delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
  }
}

extension UIGestureRecognizer: Hashable {
  public nonisolated static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What a recognizer's delegate decides, as UIKit's `UIGestureRecognizerDelegate`; every method
/// has UIKit's default.
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether the recognizer may begin its gesture. Default true.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether the recognizer may recognize together with another that recognizes the same touches.
  /// Default false.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}
