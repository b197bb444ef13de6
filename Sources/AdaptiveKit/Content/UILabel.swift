import Foundation

/// The horizontal alignment of text, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// A view that shows read-only text, as a minimal UIKit `UILabel`.
///
/// In the content stacking layout a label takes the margins' width and the height of its lines:
/// one line when ``numberOfLines`` is 1, otherwise as many as the estimated text width needs
/// (0 means no limit).
open class UILabel: UIView {
  // Every layout reads the fields marked `@exclusivity(unchecked)`: the main actor serialises
  // every access, and the run-time check cost more than the read (as for `UIView.frame`).
  /// The text; nil or empty draws nothing.
  @exclusivity(unchecked)
  open var text: String?
  /// The font (body, 17 pt, by default).
  @exclusivity(unchecked)
  open var font: UIFont = .preferredFont(forTextStyle: .body) {
    didSet { fontCategory = font.contentSizeCategory }
  }
  /// The content size category `font` was made for (nil for a fixed-size font), as plain data
  /// beside it: a table asks at every row it lays out whether its cells' labels follow the
  /// category, and reading it here retains no font.
  @exclusivity(unchecked) private(set) final var fontCategory: ContentSizeCategoryNumber? = ContentSizeCategoryNumber.large
  /// The text colour (`.label` by default).
  open var textColor: UIColor = .label
  /// The alignment.
  open var textAlignment: NSTextAlignment = .natural
  /// The maximum number of lines; 0 means unlimited.
  open var numberOfLines = 1
  /// Whether the font follows the content size category when the label's traits change, as
  /// UIKit's `UIContentSizeCategoryAdjusting`: a font made for a text style
  /// (`preferredFont(forTextStyle:)`) is made again at the new category; a fixed-size font stays.
  /// False by default, as in UIKit; a table cell's own labels adjust.
  @exclusivity(unchecked)
  open var adjustsFontForContentSizeCategory = false

  /// Makes the font again for the content size category of `traits` when the label adjusts, its
  /// font has a text style and was made for another category. A table asks for each row it lays
  /// out: the usual answer (the font is current) reads two numbers and no object.
  @inline(__always)
  func adjustFont(to traits: UITraitCollection) {
    // The category first: plain data, where the setting is a call, the font an object and its
    // style a string. A fixed-size font or one made for the category needs nothing.
    guard let made = fontCategory, !made.isCurrent(at: traits.contentSizeCategoryNumber) else { return }
    adjustFontToNewCategory(traits)
  }

  /// A new content size category makes the font again (``adjustFont(to:)``).
  override func contentSizeCategoryDidChange(to current: UITraitCollection) { adjustFont(to: current) }

  /// `adjustFont(to:)` once the font is known to be made for another category.
  @inline(never)
  private func adjustFontToNewCategory(_ traits: UITraitCollection) {
    guard adjustsFontForContentSizeCategory else { return }
    let current = font
    guard let style = current.textStyle else { return }
    let adjusted = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
    if adjusted.pointSize != current.pointSize { font = adjusted }
  }

  /// Creates a label with a frame. As in UIKit, a label does not take touches
  /// (`isUserInteractionEnabled` is false): taps reach the views behind it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    followsContentSizeCategory = true
  }
  /// Creates the view from a storyboard (whose `userInteractionEnabled` decides).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    followsContentSizeCategory = true
  }

  /// Creates a label with text (an AdaptiveKit convenience).
  public convenience init(text: String?) {
    self.init(frame: .zero)
    self.text = text
  }

  /// The lines the text needs in `width`, limited by ``numberOfLines``.
  public func numberOfDisplayedLines(forWidth width: CGFloat) -> Int {
    guard let text, !text.isEmpty else { return 0 }
    if numberOfLines == 1 || !(width > 0) { return 1 }
    let lines = (font.estimatedWidth(of: text) / width).rounded(.up)
    let needed = lines.isFinite ? Int(min(lines, 1_000_000)) : 1
    return numberOfLines == 0 ? max(needed, 1) : min(max(needed, 1), numberOfLines)
  }

  /// The text's estimated width, at most the proposed width (any width when it is 0), and the
  /// height of the lines the text needs in it.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let textWidth = text.map { font.estimatedWidth(of: $0).rounded(.up) } ?? 0
    let width = size.width > 0 ? min(textWidth, size.width) : textWidth
    return CGSize(width: width, height: CGFloat(max(numberOfDisplayedLines(forWidth: size.width), 1)) * font.lineHeight)
  }

  /// The one-line size of the text.
  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

  /// Children of a label are not laid out.
  open override func layoutSubviews() {}
}
