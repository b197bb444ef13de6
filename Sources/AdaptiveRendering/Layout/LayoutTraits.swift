public import AdaptiveKit
import Foundation

/// Typed facts about a layout node that painting and hit-testing read: selection and state, glyphs,
/// badges, table row position, presentation details. Each fact applies to some roles only and is
/// `false` or nil elsewhere.
public struct LayoutTraits: Sendable, Equatable {
  /// A selected row or tab.
  public var isSelected = false
  /// A `.done` bar button item, drawn semibold.
  public var isBold = false
  /// A navigation title shown large, below the bar's items.
  public var isLargeTitle = false
  /// A disabled bar button item.
  public var isDisabled = false
  /// The system glyph a bar button item or tab shows (`plus`, `square.and.arrow.up`, `clock.fill`).
  public var glyph: String?
  /// A tab's badge value.
  public var badge: String?
  /// A tab in a regular-width tab bar (glyph beside the title).
  public var isRegular = false
  /// The section of a table header.
  public var section: Int?
  /// A row that is the first of its section.
  public var isFirst = false
  /// A row that is the last of its section.
  public var isLast = false
  /// The style of the table a row belongs to.
  public var tableStyle: UITableView.Style?
  /// A split divider at the edge of a column that overlays another (drawn with a shadow).
  public var isOverlay = false
  /// The opacity of a dimming layer, from the core's presentation geometry.
  public var alpha: Double?
  /// A sheet showing its grabber.
  public var hasGrabber = false
  /// A sheet drawn as a card (full width, down to the bottom edge).
  public var isCard = false
  /// The status bar of an iPad.
  public var isPad = false
  /// The status bar over the dark backdrop of a card (drawn white).
  public var isOnDark = false
  /// The status bar of an iPad window beside another app (a Split View width): it shows the time,
  /// and the screen beside it the Wi-Fi and battery glyphs.
  public var isBesideAnotherApp = false
  /// A controller with no children whose title no navigation bar shows (a bare screen, presented
  /// or not): the picture draws the title in the screen's empty space.
  public var isTitleUnshown = false

  /// The content size category a bar's text is drawn at (navigation titles, back buttons and bar
  /// button items), the navigation controller's; `.large` elsewhere.
  public var contentSizeCategory = UIContentSizeCategory.large
  /// A navigation bar drawn as the iPhone Duo's vertical bar, or a back button or bar button item
  /// in one: a column, the back button a bare chevron.
  public var isVertical = false
  /// A vertical bar along the screen's left side (its hairline on its right edge).
  public var isOnTheLeft = false

  /// No facts.
  public init() {}
}
