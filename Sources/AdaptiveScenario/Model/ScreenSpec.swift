public import AdaptiveKit
public import Foundation

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
  /// The sheet's `detents`, by identifier (`medium`, `large`); nil keeps UIKit's `[.large()]`.
  public var detents: [UISheetPresentationController.Detent.Identifier]?
  /// The sheet's `selectedDetentIdentifier`.
  public var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
  /// The sheet's `largestUndimmedDetentIdentifier`.
  public var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
  /// The sheet's `prefersGrabberVisible`.
  public var prefersGrabberVisible = false

  /// No options: UIKit's defaults.
  public init() {}

  /// These options with another `modalPresentationStyle`.
  public func with(style: UIModalPresentationStyle) -> PresentationOptions {
    var copy = self
    copy.style = style
    return copy
  }
}

/// A plain screen: a title, the rows of its table and its bar button items.
public struct ScreenSpec: Sendable, Hashable {
  /// The screen's `title`.
  public var title: String
  /// The screen's rows, top first.
  public var rows: [RowSpec]
  /// `navigationItem.leftBarButtonItems`, leading first.
  public var leftBarButtonItems: [BarButtonSpec] = []
  /// `navigationItem.rightBarButtonItems`, trailing first (UIKit's order).
  public var rightBarButtonItems: [BarButtonSpec] = []
  /// `toolbarItems`, leading first; shown when the navigation controller's toolbar is.
  public var toolbarItems: [BarButtonSpec] = []
  /// `navigationItem.largeTitleDisplayMode`; nil keeps `.automatic`.
  public var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode?
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
    /// `present(_:animated:completion:)` as a popover (`modalPresentationStyle = .popover`)
    /// anchored to what was tapped: the row's cell, or the bar button item.
    case popover
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
