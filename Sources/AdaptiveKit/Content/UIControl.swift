import Foundation

/// The base class of controls, as UIKit's `UIControl`: state, and actions sent for events.
///
/// Linux has no Objective-C runtime, so a target/action pair added with
/// ``addTarget(_:action:for:)`` is recorded (``allTargets``, ``actions(forTarget:forControlEvent:)``)
/// but cannot be invoked. Use ``addAction(_:for:)`` with a ``UIAction`` for behaviour; that is what
/// ``sendActions(for:)`` runs.
open class UIControl: UIView {
  /// Control events, as UIKit's `UIControl.Event`.
  public struct Event: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// Control states, as UIKit's `UIControl.State`.
  public struct State: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal: State = []
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }

  /// Whether the control responds to taps.
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether the control is highlighted.
  open var isHighlighted = false

  /// The control's current state.
  open var state: State {
    var state = State.normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  private var registeredActions: [(action: UIAction, events: Event)] = []
  private var registeredTargets: [(target: AnyObject?, action: Selector, events: Event)] = []

  /// Creates a control with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Records a target/action pair (kept for compatibility: it is not invoked, see the type's discussion).
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    registeredTargets.append((target as AnyObject?, action, controlEvents))
  }

  /// Removes target/action pairs; a nil action removes all of the target's.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    registeredTargets.removeAll { entry in
      entry.target === (target as AnyObject?) && (action == nil || entry.action == action)
        && !entry.events.isDisjoint(with: controlEvents)
    }
  }

  /// The targets of the recorded target/action pairs.
  open var allTargets: [AnyObject] { registeredTargets.compactMap(\.target) }

  /// The recorded actions of a target for an event.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [Selector]? {
    let actions = registeredTargets.filter { $0.target === (target as AnyObject?) && $0.events.contains(controlEvent) }.map(\.action)
    return actions.isEmpty ? nil : actions
  }

  /// Adds an action run for the events.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    registeredActions.append((action, controlEvents))
  }

  /// Removes an action for the events.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    registeredActions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Runs the actions registered for any of `controlEvents`, in the order they were added.
  open func sendActions(for controlEvents: Event) {
    for entry in registeredActions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.handler(entry.action)
    }
  }

  /// Plays a user's tap: when enabled and not hidden, sends `.touchDown`, then
  /// `.touchUpInside` and `.primaryActionTriggered` (an AdaptiveKit addition).
  public func simulateTap() {
    guard isEnabled, !isHidden, isUserInteractionEnabled else { return }
    sendActions(for: .touchDown)
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }
}
