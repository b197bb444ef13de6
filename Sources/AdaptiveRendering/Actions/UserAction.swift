public import AdaptiveKit
public import Foundation

/// One thing a user can do to a window: a value an explorer can store, compare, encode and replay.
///
/// ``ActionDriver/perform(_:on:)`` plays an action; ``AdaptiveRenderer/availableActions(in:)``
/// lists those a user could take now.
///
/// ```swift
/// let outcome = ActionDriver.perform(.rotate(.landscapeLeft), on: window)
/// let replay = try JSONDecoder().decode(UserAction.self, from: JSONEncoder().encode(outcome.action))
/// ```
public enum UserAction: Hashable, Sendable, CustomStringConvertible {
  /// A tap on the element with this id (a layout node's id, `vc0.table0.row.1`).
  case tapElement(String)
  /// A tap at a point in window coordinates.
  case tapPoint(CGPoint)
  /// A tap on the element this text names among those a tap reaches: an element id, a readable
  /// label (`nav0.bar.back`), an accessibility identifier or a visible text (`Ansel Adams`).
  case tapLabel(String)
  /// A tap on the back button of the frontmost navigation bar that shows one.
  case back
  /// Rotates the device to an orientation.
  case rotate(UIInterfaceOrientation)
  /// Resizes the window (an iPad multitasking width, or a free-form size).
  case resize(CGSize)
  /// Opens, folds or closes a foldable device (the iPhone Duo): `UIWindow.fold(to:)`.
  case fold(Device.Posture)
  /// Drags the window's edge to a size (iPadOS 26 windowing): with `ended: false` the finger stays
  /// down and the scene's geometry follows while the window keeps its size; with `ended: true` it
  /// lifts there and the window takes the size in one transition
  /// (`UIWindowScene.resizeInteractively(to:)`, `endInteractiveResize()`).
  case dragResize(CGSize, ended: Bool)
  /// Swipes the frontmost sheet down; `completing: false` starts the swipe and abandons it.
  case swipeDown(completing: Bool)
  /// Drags the frontmost sheet to the detent with this identifier.
  case dragToDetent(UISheetPresentationController.Detent.Identifier)
  /// Taps outside the frontmost presentation, on its dimming view.
  case tapOutside
  /// Taps the tab at this index of the frontmost tab bar.
  case selectTab(Int)
  /// Scrolls the top controller's table: a page down or up (the height the bars leave visible),
  /// or to its top or bottom.
  case scroll(ScrollDirection)
  /// Swipes in from the leading edge of the frontmost split view controller that is not covered
  /// by a presentation: with `presentsWithGesture`, it shows or hides the primary column.
  case edgeSwipe
  /// Types text at the end of the text field being edited, or of the frontmost text field a tap
  /// reaches (which begins editing first), as a user's keystrokes.
  case typeText(String)
  /// Changes the user's preferred text size (Settings › Display & Text Size).
  case setTextSize(UIContentSizeCategory)
  /// Taps the sidebar button of the frontmost tab bar controller that has a sidebar (iOS 18,
  /// R99): shows or hides the sidebar.
  case toggleSidebar
  /// Shows the inspector column of the frontmost split view controller that has one, or hides it
  /// (iOS 26, R111, R112), as an app's inspector button does.
  case toggleInspector
  /// Drags the window's edge until the window has this size (iPadOS 26 windowing, R117, R120):
  /// the scene follows the drag and the window takes the size once the finger lifts.
  case dragWindowEdge(CGSize)

  /// Where a ``UserAction/scroll(_:)`` moves the content.
  public enum ScrollDirection: String, Sendable, Hashable, CaseIterable {
    /// A page towards the end.
    case down
    /// A page towards the start.
    case up
    /// To the start.
    case top
    /// To the end.
    case bottom
  }

  /// A short form: `tap vc0.table0.row.1`, `rotate landscapeLeft`, `swipeDown (abandoned)`, ….
  public var description: String {
    switch self {
    case let .tapElement(id): "tap \(id)"
    case let .tapPoint(point): "tap (\(Self.number(point.x)), \(Self.number(point.y)))"
    case let .tapLabel(label): "tap '\(label)'"
    case .back: "back"
    case let .rotate(orientation): "rotate \(Vocabulary.name(of: orientation))"
    case let .resize(size): "resize \(Self.number(size.width))×\(Self.number(size.height))"
    case let .fold(posture): "fold \(posture)"
    case let .dragResize(size, ended):
      "dragResize \(Self.number(size.width))×\(Self.number(size.height))\(ended ? " (released)" : "")"
    case let .swipeDown(completing): completing ? "swipeDown" : "swipeDown (abandoned)"
    case let .dragToDetent(identifier): "dragToDetent \(identifier.rawValue)"
    case .tapOutside: "tapOutside"
    case .edgeSwipe: "edgeSwipe"
    case let .scroll(direction): "scroll \(direction.rawValue)"
    case let .selectTab(index): "selectTab \(index)"
    case let .typeText(text): "type \"\(text)\""
    case let .setTextSize(category): "textSize \(category)"
    case .toggleSidebar: "toggleSidebar"
    case .toggleInspector: "toggleInspector"
    case let .dragWindowEdge(size): "dragWindowEdge \(Self.number(size.width))×\(Self.number(size.height))"
    }
  }

  /// The largest coordinate or side, in points, an action from outside the process may carry
  /// (a page's message, a scenario step): windows are at most this size, so nothing a user can
  /// reach lies further out.
  public static let maximumCoordinate: CGFloat = 10_000

  /// A coordinate as written in descriptions: whole numbers without a fraction. Any value, however
  /// large or not finite, is written (an integral value beyond `Int`'s range is not converted).
  package static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
  }

  /// At most 60 characters of a text that came from outside, for a message.
  package static func excerpt(_ text: String) -> String { text.count > 60 ? String(text.prefix(60)) + "…" : text }
}
