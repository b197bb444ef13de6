import Foundation

/// A button, as a minimal UIKit `UIButton`: titles and images per state, a tint, and the actions of
/// ``UIControl``.
///
/// ```swift
/// let button = UIButton(type: .system, primaryAction: UIAction(title: "Open") { _ in open() })
/// button.sendActions(for: .touchUpInside)   // what a tap does
/// ```
open class UIButton: UIControl {
  /// The kind of button, as UIKit's `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
  }

  /// The button type.
  public let buttonType: ButtonType
  /// The tint of a system button's title and image.
  open var tintColor: UIColor = .tintColor
  /// The label showing the current title.
  public let titleLabel: UILabel? = UILabel()

  private var titles: [UInt: String] = [:]
  private var images: [UInt: UIImage] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var primaryActionStorage: UIAction?

  /// Creates a button of a type.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
  }

  /// Creates a custom button with a frame.
  public override init(frame: CGRect) {
    self.buttonType = .custom
    super.init(frame: frame)
  }
  /// Creates a button from a storyboard: a system button with the storyboard's titles.
  public required init?(coder: NSCoder) {
    self.buttonType = .system
    super.init(coder: coder)
  }


  /// Creates a button whose title comes from `primaryAction`, which runs on `.primaryActionTriggered`.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      primaryActionStorage = primaryAction
      setTitle(primaryAction.title, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// The action given at creation.
  public var primaryAction: UIAction? { primaryActionStorage }

  /// Sets the title for a state.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    titleLabel?.text = currentTitle
  }
  /// The title for a state (falling back to `.normal`).
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
  /// The title shown now.
  open var currentTitle: String? { title(for: state) }

  /// Sets the image for a state.
  open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
  /// The image for a state (falling back to `.normal`).
  open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
  /// The image shown now.
  open var currentImage: UIImage? { image(for: state) }

  /// Sets the title colour for a state.
  open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
  /// The title colour for a state: the set colour, else the tint (system) or white (custom);
  /// disabled system buttons are grey.
  open func titleColor(for state: State) -> UIColor? {
    if let color = titleColors[state.rawValue] { return color }
    if state.contains(.disabled), buttonType == .system { return .systemGray3 }
    return titleColors[State.normal.rawValue] ?? (buttonType == .custom ? .white : tintColor)
  }
  /// The title colour shown now.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }

  /// The proposed width and the 44 pt minimum tap height ([INF]).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: ControlMetrics.minimumTapHeight) }

  /// Children of a button are not laid out.
  open override func layoutSubviews() {}
}
