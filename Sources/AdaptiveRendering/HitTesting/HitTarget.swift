import AdaptiveKit
import Foundation

/// The element that receives a tap, and what the tap does.
///
/// ```swift
/// if let target = AdaptiveRenderer.target(labelOrID: "Ansel Adams", in: window) {
///   target.perform()   // the row's delegate gets didSelectRowAt
/// }
/// ```
public struct HitTarget {
  /// The id of the layout node tapped (`v12.row.0.2`, `c3.bar.back`, …): its identity.
  public var elementID: String
  /// The readable label of the layout node tapped (`vc1.table0.row.2`, `nav0.bar.back`, …).
  public var elementLabel: String
  /// The element's visible text (a row's title, a button's or tab's title), if it has one.
  public var text: String?
  /// A sentence naming the element and the effect of the tap.
  public var description: String
  let action: HitAction

  /// Plays the tap: selects the row, sends the control's actions, runs the bar button item's action,
  /// pops the navigation stack, selects the tab, taps outside a popover, or has a view's tap
  /// gesture recognizer recognize it.
  @MainActor public func perform() { action.perform() }

  @MainActor
  init(node: LayoutNode, action: HitAction) {
    elementID = node.id
    elementLabel = node.label
    text = node.text
    self.action = action
    let label = node.text.map { " \"\($0)\"" } ?? ""
    switch action {
    case let .row(_, indexPath):
      description = "row \(indexPath.row) of section \(indexPath.section)\(label): selects it (didSelectRowAt)"
    case .control:
      description = "button\(label): sends .touchUpInside"
    case .barButton:
      description = "bar button\(label): runs its action"
    case .displayModeButton:
      description = "sidebar button: shows or hides the sidebar (the display-mode button's action)"
    case .back:
      description = "back button\(label): pops the navigation stack"
    case let .tab(_, index):
      description = "tab \(index)\(label): selects it"
    case .sidebarTab:
      description = "sidebar row\(label): selects its tab"
    case .tapOutside:
      description = "outside the popover: dismisses it"
    case .dimmingOfSheet:
      description = "dimming view behind a sheet: does nothing (sheets ignore taps outside)"
    case .dimmedSecondary:
      description = "dimmed secondary column: hides the columns over it"
    case .tapGesture:
      description = "view\(label): its tap gesture recognizer recognizes the tap"
    }
  }
}
