public import AdaptiveKit
public import AdaptiveRendering
import AdaptiveScenario

/// **no-lost-edits**: a swipe down never dismisses a screen holding unsaved edits — a text field
/// being edited whose text changed since editing began. An app keeps such a sheet up with
/// `isModalInPresentation` (and can then ask, in `presentationControllerDidAttemptToDismiss(_:)`,
/// whether to discard).
public struct NoLostEdits: ExplorationProperty {
  public let name = "no-lost-edits"
  /// The presented controller holding unsaved edits when a swipe down began, and its title.
  private var edited: (controller: ObjectIdentifier, title: String)?

  /// Creates the property.
  public init() {}

  public mutating func willPerform(_ action: UserAction, on window: UIWindow) {
    edited = nil
    guard action == .swipeDown(completing: true), let presented = WindowInspector.frontmostPresented(in: window),
          Self.hasUnsavedEdits(in: presented.viewIfLoaded) else { return }
    edited = (ObjectIdentifier(presented), WindowInspector.title(of: WindowInspector.topViewController(in: window) ?? presented))
  }

  public func violations(after step: ExplorationStep) -> [String] {
    guard let edited, step.journal.contains(where: { $0.transition == .dismiss && $0.from == edited.controller }) else { return [] }
    return ["a swipe down dismissed \(edited.title) with unsaved edits in a text field"]
  }

  private static func hasUnsavedEdits(in view: UIView?) -> Bool {
    guard let view else { return false }
    if let field = view as? UITextField, field.hasUnsavedTyping { return true }
    return view.subviews.contains { hasUnsavedEdits(in: $0) }
  }
}
