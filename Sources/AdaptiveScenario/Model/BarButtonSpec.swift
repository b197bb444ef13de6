public import AdaptiveKit
import Foundation

/// A bar button item of a screen: on the navigation bar's leading or trailing side, or in the
/// toolbar. It shows a title or a system item, and tapping it does what a row does with its target
/// (`show`, `showDetail`, `present`, or `popover`: presented as a popover anchored to the item).
public struct BarButtonSpec: Sendable, Hashable {
  /// The item's title, for a titled item.
  public var title: String?
  /// The system item (`add`, `done`, `action`, …), for a system item.
  public var systemItem: UIBarButtonItem.SystemItem?
  /// The item's `accessibilityIdentifier`, which a `tap` step can use; a system item without one
  /// is identified by its system item's name (`add`).
  public var id: String?
  /// Whether the item uses the `done` style (bold).
  public var isDone = false
  /// What tapping the item does; nil for an item that does nothing.
  public var action: RowSpec.Action?
  /// The node a tap builds (a new instance each time).
  public var target: HierarchySpec?
  /// Presentation options the item applies to its target.
  public var presentation: PresentationOptions?
  /// Where the item was written.
  public var location: SourceLocation

  /// Creates an item with a title or a system item.
  public init(title: String? = nil, systemItem: UIBarButtonItem.SystemItem? = nil, location: SourceLocation) {
    self.title = title
    self.systemItem = systemItem
    self.location = location
  }

  /// The identifier a `tap` step finds the item by when it has no title: its `id`, else its
  /// system item's scenario name.
  public var tapIdentifier: String? {
    id ?? systemItem.map(ScenarioVocabulary.name(of:))
  }
}
