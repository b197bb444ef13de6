/// A spinning indicator of work in progress, as UIKit's `UIActivityIndicatorView`. A stopped
/// indicator is hidden while ``hidesWhenStopped`` is true (the default).
open class UIActivityIndicatorView: UIView {
  /// The indicator's size, as UIKit's `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable { case medium = 100, large = 101 }

  /// The indicator's size.
  open var style: Style
  /// The indicator's colour.
  open var color: UIColor = .secondaryLabel
  /// Whether the indicator is hidden while stopped.
  open var hidesWhenStopped = true {
    didSet { isHidden = hidesWhenStopped && !isAnimating }
  }
  /// Whether the indicator spins.
  public private(set) var isAnimating = false

  /// Creates a stopped (hence hidden) indicator.
  public init(style: Style = .medium) {
    self.style = style
    let side = Self.side(of: style)
    super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
    isHidden = true
  }
  /// Creates an indicator from a storyboard.
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
    isHidden = !isAnimating
  }


  /// Creates a medium indicator with a frame.
  public override convenience init(frame: CGRect) {
    self.init(style: .medium)
    self.frame = frame
  }

  /// Starts spinning and shows the indicator.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops spinning; hides the indicator when ``hidesWhenStopped``.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// The indicator's natural size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: Self.side(of: style), height: Self.side(of: style))
  }

  /// The side of an indicator of `style`.
  private static func side(of style: Style) -> CGFloat {
    style == .large ? ControlMetrics.largeActivityIndicatorSide : ControlMetrics.mediumActivityIndicatorSide
  }
}
