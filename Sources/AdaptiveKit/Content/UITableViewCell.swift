import Foundation

/// A row of a table view, as a minimal UIKit `UITableViewCell` with the classic styles.
///
/// Layout ([INF], iOS 17 values): 16 pt leading margin (plus the safe area in landscape); the text
/// label in the body font; `.subtitle` puts the detail (15 pt, secondary label colour) under the
/// title; `.value1` puts the detail (17 pt, secondary) on the trailing side; the accessory takes
/// 30 pt on the trailing side. Standard heights: 44 pt, 60 pt for `.subtitle` (see
/// ``standardHeight``).
open class UITableViewCell: UIView {
  /// The classic cell styles, as UIKit's `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  /// The accessory shown on the trailing side, as UIKit's `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
  /// How a selected cell looks, as UIKit's `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

  /// The style the cell was created with (an AdaptiveKit addition: UIKit keeps it private).
  public let cellStyle: CellStyle
  /// The identifier the cell is reused under.
  public let reuseIdentifier: String?
  /// The view that holds the labels and image; it leaves room for the accessory.
  public let contentView = UIView()
  /// The main label.
  public let textLabel: UILabel? = UILabel()
  /// The detail label; nil for the `.default` style.
  public let detailTextLabel: UILabel?
  /// The leading image view.
  public let imageView: UIImageView? = UIImageView(frame: .zero)
  /// The storyboard segue selecting this cell triggers (a prototype's cells all have it).
  package var selectionSegue: (@MainActor (UITableViewCell) -> Void)?
  // Every layout reads the fields marked `@exclusivity(unchecked)`: the main actor serialises
  // every access, and the run-time check cost more than the read (as for `UIView.frame`).
  /// The accessory.
  @exclusivity(unchecked)
  open var accessoryType = AccessoryType.none
  /// The selection appearance.
  open var selectionStyle = SelectionStyle.default
  /// Whether the cell is selected; the table view sets it.
  @exclusivity(unchecked)
  open var isSelected = false
  /// Whether the cell is highlighted.
  open var isHighlighted = false
  /// The separator's insets from the cell's edges; set by layout to the text's leading edge.
  @exclusivity(unchecked)
  open var separatorInset = UIEdgeInsets(top: 0, left: TableMetrics.cellMargin, bottom: 0, right: 0)

  /// The trailing width the accessory takes ([INF]).
  public static let accessoryWidth: CGFloat = TableMetrics.accessoryWidth

  /// Creates a cell in a style. The initializer is `required` so that registered cell classes can
  /// be created; a subclass that overrides it writes `required override init(style:reuseIdentifier:)`,
  /// which also compiles against UIKit.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    detailTextLabel = style == .default ? nil : UILabel()
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    placeLabels()
  }

  /// Creates a cell from a storyboard's prototype or static cell: its style, reuse identifier and
  /// attributes.
  public required init?(coder: NSCoder) {
    let archive = coder as? any StoryboardDecoding
    cellStyle = archive?.cellStyle ?? .default
    reuseIdentifier = archive?.cellReuseIdentifier
    detailTextLabel = cellStyle == .default ? nil : UILabel()
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    placeLabels()
    archive?.decode(into: self)
  }

  /// Puts the image and labels in the content view, styled for ``cellStyle``.
  private func placeLabels() {
    let style = cellStyle
    addSubview(contentView)
    if let imageView { contentView.addSubview(imageView) }
    if let textLabel {
      textLabel.adjustsFontForContentSizeCategory = true
      contentView.addSubview(textLabel)
    }
    if let detailTextLabel {
      detailTextLabel.adjustsFontForContentSizeCategory = true
      detailTextLabel.textColor = .secondaryLabel
      if style == .subtitle { detailTextLabel.font = .preferredFont(forTextStyle: .subheadline) }
      if style == .value2 {
        detailTextLabel.textColor = .label
        textLabel?.textColor = .tintColor
        textLabel?.font = .preferredFont(forTextStyle: .subheadline)
        textLabel?.textAlignment = .right
      }
      if style == .value1 { detailTextLabel.textAlignment = .right }
      contentView.addSubview(detailTextLabel)
    }
  }

  /// Creates a `.default` cell with a frame.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// The height the style needs: 44 pt, or 60 pt for `.subtitle` with detail text ([INF]), at
  /// the `.large` content size category; at another category, taller (or shorter, never under
  /// those heights) by what its labels' lines grew, for labels in a text style: the title's
  /// and the detail's lines for `.subtitle`, the taller of the two for the side-by-side styles.
  public var standardHeight: CGFloat {
    let subtitled = cellStyle == .subtitle && !(detailTextLabel?.text ?? "").isEmpty
    let base = subtitled ? ContentLayout.subtitleRowHeight : ContentLayout.defaultRowHeight
    // Not `map(Self.lineGrowth)`: a method passed as a closure checks its actor at every call.
    var title: CGFloat = 0, detail: CGFloat = 0
    if let textLabel { title = Self.lineGrowth(of: textLabel) }
    if let detailTextLabel { detail = Self.lineGrowth(of: detailTextLabel) }
    let growth = subtitled ? title + detail : cellStyle == .default ? title : max(title, detail)
    return growth > 0 ? base + growth : base
  }

  /// How much taller a label's line is than its text style's at `.large`; 0 for a fixed-size font.
  private static func lineGrowth(of label: UILabel) -> CGFloat {
    // The category first: plain data, where the font is an object and its style a string.
    guard let category = label.fontCategory, !category.isLarge else { return 0 }
    let font = label.font
    guard let style = font.textStyle else { return 0 }
    return font.lineHeight - UIFont.preferredFont(forTextStyle: style).lineHeight
  }

  /// Makes the fonts of the cell's own labels again for the content size category of `traits`
  /// (the table view does it before it measures the row, as a cell it has not added yet has no
  /// traits to follow).
  package func adjustFonts(to traits: UITraitCollection) {
    textLabel?.adjustFont(to: traits)
    detailTextLabel?.adjustFont(to: traits)
  }

  /// Sets the selection.
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

  /// Called before the table view hands the cell out again: resets selection.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  /// Places the content view, image and labels for the style.
  open override func layoutSubviews() {
    let insets = safeAreaInsets
    let accessory = accessoryType == .none ? 0 : Self.accessoryWidth
    contentView.frame = CGRect(x: 0, y: 0, width: max(bounds.width - accessory - insets.right, 0), height: bounds.height)
    var x = TableMetrics.cellMargin + insets.left
    if let imageView, let image = imageView.image {
      let side = min(image.size.width > 0 ? image.size.width : TableMetrics.defaultImageSide, bounds.height - TableMetrics.imageVerticalClearance)
      imageView.frame = CGRect(x: x, y: ((bounds.height - side) / 2).rounded(), width: side, height: side)
      x += side + TableMetrics.cellMargin
    } else {
      imageView?.frame = .zero
    }
    separatorInset.left = x
    let trailing = contentView.bounds.width - (accessory > 0 ? 0 : TableMetrics.cellMargin)
    let width = max(trailing - x, 0)
    layoutLabels(x: x, width: width)
  }

  private func layoutLabels(x: CGFloat, width: CGFloat) {
    guard let textLabel else { return }
    let height = bounds.height
    let textLine = textLabel.font.lineHeight
    switch cellStyle {
    case .subtitle where !(detailTextLabel?.text ?? "").isEmpty:
      let detailLine = detailTextLabel!.font.lineHeight
      let gap = TableMetrics.subtitleLineGap
      let top = ((height - textLine - gap - detailLine) / 2).rounded()
      textLabel.frame = CGRect(x: x, y: top, width: width, height: textLine)
      detailTextLabel!.frame = CGRect(x: x, y: top + textLine + gap, width: width, height: detailLine)
    case .value1:
      let detail = detailTextLabel!
      let detailWidth = min(detail.font.estimatedWidth(of: detail.text ?? ""), width / 2)
      detail.frame = CGRect(x: x + width - detailWidth, y: ((height - detail.font.lineHeight) / 2).rounded(),
                            width: detailWidth, height: detail.font.lineHeight)
      textLabel.frame = CGRect(x: x, y: ((height - textLine) / 2).rounded(), width: max(width - detailWidth - TableMetrics.value1DetailGap, 0), height: textLine)
    case .value2:
      let detail = detailTextLabel!
      let textWidth = TableMetrics.value2TextWidth, detailX = textWidth + TableMetrics.value2DetailGap
      textLabel.frame = CGRect(x: x, y: ((height - textLine) / 2).rounded(), width: textWidth, height: textLine)
      detail.frame = CGRect(x: x + detailX, y: ((height - detail.font.lineHeight) / 2).rounded(),
                            width: max(width - detailX, 0), height: detail.font.lineHeight)
    default:
      textLabel.frame = CGRect(x: x, y: ((height - textLine) / 2).rounded(), width: width, height: textLine)
      detailTextLabel?.frame = .zero
    }
  }
}
