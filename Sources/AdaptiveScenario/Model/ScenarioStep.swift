import AdaptiveKit
import AdaptiveRendering
import Foundation

/// One step of a scenario: a user action, a programmatic call, or an expectation.
public struct ScenarioStep: Sendable, Hashable {
  /// What the step does.
  public enum Kind: Sendable, Hashable {
    /// Taps the element with this label or identifier (a table row or a tab).
    case tap(String)
    /// Types text at the end of the text field being edited, or of the frontmost text field a
    /// tap reaches (which then begins editing), as a user's keystrokes.
    case type(String)
    /// Taps the back button of the frontmost navigation controller.
    case back
    /// Rotates the device window.
    case rotate(UIInterfaceOrientation)
    /// Resizes the window.
    case resize(ResizeTarget)
    /// Swipes the frontmost sheet down (an interactive dismissal).
    case swipeDown
    /// Starts swiping the frontmost sheet down and lets go before the dismissal threshold.
    case abandonSwipeDown
    /// Drags the frontmost sheet to the detent with this identifier (`medium`, `large`).
    case dragToDetent(String)
    /// Changes the user's preferred text size.
    case textSize(UIContentSizeCategory)
    /// Taps outside the frontmost popover or sheet (an interactive dismissal).
    case tapOutside
    /// Swipes in from the leading edge: a split that `presentsWithGesture` shows or hides its
    /// primary column as its display-mode button would.
    case edgeSwipe
    /// Scrolls the top controller's table a page `down` or `up`, or to its `top` or `bottom`.
    case scroll(UserAction.ScrollDirection)
    /// Presents a node from the frontmost controller.
    case present(HierarchySpec)
    /// Dismisses the frontmost presentation programmatically.
    case dismiss
    /// Checks the state of the window.
    case expect(Expectation)
  }

  /// What the step does.
  public var kind: Kind
  /// Where the step was written.
  public var location: SourceLocation

  /// Creates a step.
  public init(_ kind: Kind, location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// The longest summary of a step's argument, in characters.
  static let summaryLimit = 200

  /// A short description such as `tap "Inbox"` or `rotate landscapeLeft`.
  public var summary: String {
    switch kind {
    case .tap(let label): "tap \"\(ScenarioError.excerpt(label, limit: Self.summaryLimit))\""
    case .type(let text): "type \"\(ScenarioError.excerpt(text, limit: Self.summaryLimit))\""
    case .back: "back"
    case .rotate(let orientation): "rotate \(ScenarioVocabulary.name(of: orientation))"
    case .resize(let target): "resize \(target)"
    case .swipeDown: "swipeDown"
    case .abandonSwipeDown: "abandonSwipeDown"
    case .dragToDetent(let detent): "dragToDetent \(ScenarioError.excerpt(detent, limit: Self.summaryLimit))"
    case .textSize(let category): "textSize \(category)"
    case .tapOutside: "tapOutside"
    case .edgeSwipe: "edgeSwipe"
    case .scroll(let direction): "scroll \(direction.rawValue)"
    case .present(let node): "present \(ScenarioError.excerpt(node.summary, limit: Self.summaryLimit))"
    case .dismiss: "dismiss"
    case .expect(let expectation): "expect \(ScenarioError.excerpt(expectation.summary, limit: Self.summaryLimit))"
    }
  }
}

/// The size a `resize` step asks for.
public enum ResizeTarget: Sendable, Hashable, CustomStringConvertible {
  /// A multitasking width of the device (`1/3`, `1/2`, `2/3`, `full`), height unchanged.
  case multitasking(String)
  /// An explicit size in points.
  case size(CGSize)

  /// `1/3` or `320x1024`.
  public var description: String {
    switch self {
    case .multitasking(let label): label
    case .size(let size): "\(Self.points(size.width))x\(Self.points(size.height))"
    }
  }

  /// A dimension as whole points; a value no `Int` holds (NaN, infinite, huge) is written as is.
  private static func points(_ value: CGFloat) -> String {
    value.isFinite && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }
}

extension HierarchySpec {
  /// A short description: `screen "Settings"`, `navigation [Inbox]`.
  public var summary: String {
    switch self {
    case .screen(let spec): "screen \"\(ScenarioError.excerpt(spec.title))\""
    case .navigation(let spec): "navigation [\(spec.stack.map(\.summary).joined(separator: ", "))]"
    case .tabs(let spec): "tabs [\(spec.tabs.map(\.summary).joined(separator: ", "))]"
    case .split(let spec): "split \(spec.style.rawValue)"
    case .reference(let name, _): "screen \"\(ScenarioError.excerpt(name))\""
    case .app(let spec): "app photo-browser (\(spec.variant.rawValue))"
    case .storyboard(let spec): "storyboard \((spec.path as NSString).lastPathComponent)"
    }
  }
}
