import Foundation

/// The base class of controls, as UIKit's `UIControl`: state, and actions sent for events.
///
/// Both of UIKit's ways of acting on an event work: a ``UIAction`` added with
/// ``addAction(_:for:)``, and a target/action pair added with ``addTarget(_:action:for:)`` (make the
/// action with `#Selector`). A nil target sends the action along the responder chain. Actions run
/// in the order they were added; targets are not retained, as in UIKit.
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
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
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

  /// One registration: a ``UIAction`` or a target/action pair, and its events.
  private struct Registration {
    var action: UIAction?
    weak var target: AnyObject?
    var hasTarget = false
    var selector: Selector?
    var events: Event
  }

  private var registrations: [Registration] = []

  /// Creates a control with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// Creates the view from a storyboard.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Sends `action` to `target` (nil: along the responder chain) when one of `controlEvents` happens.
  /// Adding the same pair again only adds the events.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    if let index = registrations.firstIndex(where: { $0.selector == action && $0.target === object && $0.hasTarget == (object != nil) }) {
      registrations[index].events.formUnion(controlEvents)
      return
    }
    registrations.append(Registration(target: object, hasTarget: object != nil, selector: action, events: controlEvents))
  }

  /// Removes target/action pairs for the events; a nil action removes all of the target's.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    for index in registrations.indices.reversed() {
      let entry = registrations[index]
      guard entry.selector != nil, entry.target === object, action == nil || entry.selector == action else { continue }
      registrations[index].events.subtract(controlEvents)
      if registrations[index].events.isEmpty { registrations.remove(at: index) }
    }
  }

  /// The targets of the target/action pairs (still alive).
  open var allTargets: Set<AnyHashable> {
    Set(registrations.compactMap { $0.target.map { AnyHashable(ObjectIdentifier($0)) } })
  }

  /// The events that have target/action pairs or actions.
  open var allControlEvents: Event { registrations.reduce(into: Event()) { $0.formUnion($1.events) } }

  /// The actions a target has for an event.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let object = target.map { $0 as AnyObject }
    let actions = registrations.filter { $0.selector != nil && $0.target === object && !$0.events.isDisjoint(with: controlEvent) }
      .compactMap { $0.selector?.name }
    return actions.isEmpty ? nil : actions
  }

  /// Adds an action run for the events.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    registrations.append(Registration(action: action, events: controlEvents))
  }

  /// Removes an action for the events.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    registrations.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Runs the actions and sends the target/action pairs registered for any of `controlEvents`, in the
  /// order they were added.
  open func sendActions(for controlEvents: Event) {
    let event = UIEvent()
    for entry in registrations where !entry.events.isDisjoint(with: controlEvents) {
      if let action = entry.action {
        sendAction(action)
      } else if let selector = entry.selector, !entry.hasTarget || entry.target != nil {
        sendAction(selector, to: entry.target, for: event)
      }
    }
  }

  /// Sends one action message: to `target`, or along the responder chain (from the first responder,
  /// else from this control). Override to observe or redirect the messages the control sends.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    ActionDelivery.send(action, to: target, from: self, event: event, chainStart: self, window: window)
  }

  /// Runs a ``UIAction`` as the control's action.
  open func sendAction(_ action: UIAction) { action.handler(action) }

  /// Plays a user's tap: when enabled and not hidden, sends `.touchDown`, then
  /// `.touchUpInside` and `.primaryActionTriggered` (an AdaptiveKit addition). A tap recognizer
  /// attached to the control itself sees the tap first: when it recognizes it and cancels touches
  /// in its view, the control sends `.touchCancel` instead. Its superviews' tap recognizers do not
  /// recognize it: a control handles its own single tap, as in UIKit.
  open override func simulateTap() {
    guard isEnabled, !isHidden, isUserInteractionEnabled else { return }
    sendActions(for: .touchDown)
    guard recognizeSingleTap() else {
      sendActions(for: .touchCancel)
      return
    }
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }
}
