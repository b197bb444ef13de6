import AdaptiveKit
import Foundation

/// What a presented node asks for: its `modalPresentationStyle` and the sheet or popover options.
public struct PresentationOptions: Sendable, Hashable {
  /// The requested `modalPresentationStyle`; nil keeps UIKit's default (`.automatic`).
  public var style: UIModalPresentationStyle?
  /// `isModalInPresentation`.
  public var isModalInPresentation = false
  /// `sheetPresentationController.prefersEdgeAttachedInCompactHeight`.
  public var prefersEdgeAttachedInCompactHeight = false
  /// `preferredContentSize`, if given.
  public var preferredContentSize: CGSize?
  /// What the presentation controller's delegate returns from
  /// `adaptivePresentationStyle(for:traitCollection:)`; nil installs no delegate.
  public var adaptiveStyle: UIModalPresentationStyle?

  /// No options: UIKit's defaults.
  public init() {}
}

/// A plain screen: a title and the rows of its table.
public struct ScreenSpec: Sendable, Hashable {
  /// The screen's `title`.
  public var title: String
  /// The screen's rows, top first.
  public var rows: [RowSpec]
  /// Options used when this screen is presented.
  public var presentation = PresentationOptions()
  /// Where the screen was written.
  public var location: SourceLocation

  /// Creates a screen.
  public init(title: String, rows: [RowSpec] = [], location: SourceLocation) {
    self.title = title
    self.rows = rows
    self.location = location
  }
}

/// One row of a screen's table, and what selecting it does.
public struct RowSpec: Sendable, Hashable {
  /// What selecting a row does with its target.
  public enum Action: String, Sendable, Hashable, CaseIterable {
    /// `show(_:sender:)`.
    case show
    /// `showDetailViewController(_:sender:)`.
    case showDetail
    /// `present(_:animated:completion:)`.
    case present
  }

  /// The row's text, also the label a `tap` step finds it by.
  public var title: String
  /// An optional identifier a `tap` step can use instead of the title.
  public var id: String?
  /// What selecting the row does; nil for a row that does nothing.
  public var action: Action?
  /// The node a selection builds (a new instance each time).
  public var target: HierarchySpec?
  /// Presentation options the row applies to its target (the row's `style:` and friends).
  public var presentation: PresentationOptions?
  /// Where the row was written.
  public var location: SourceLocation

  /// Creates a row.
  public init(title: String, id: String? = nil, action: Action? = nil, target: HierarchySpec? = nil, location: SourceLocation) {
    self.title = title
    self.id = id
    self.action = action
    self.target = target
    self.location = location
  }
}
