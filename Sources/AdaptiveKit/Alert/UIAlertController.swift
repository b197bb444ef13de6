import Foundation

/// An alert or an action sheet, as UIKit's `UIAlertController`.
///
/// An alert shows centred over the screen and can only be answered with one of its actions. An
/// action sheet is a popover (its ``UIViewController/modalPresentationStyle`` is `.popover`), so
/// in a regular width it needs an anchor on its ``UIViewController/popoverPresentationController``,
/// and tapping outside it cancels; in a compact width it adapts to a sheet of buttons over the
/// dimmed screen, the presenter staying visible. ``simulateTap(on:)`` plays the user's tap on an
/// action: the alert is dismissed, then the action's handler runs.
@MainActor
open class UIAlertController: UIViewController {
  /// The kind of alert.
  public enum Style: Int, Sendable {
    /// A sheet of actions anchored to the control that shows it.
    case actionSheet = 0
    /// A modal alert in the centre of the screen.
    case alert = 1
  }

  /// The explanatory text under the title.
  open var message: String?
  /// The alert's kind.
  public let preferredStyle: Style
  /// The actions, in the order they were added.
  public private(set) var actions: [UIAlertAction] = []
  /// The action shown as the preferred one (bold); it must be one of ``actions``.
  open var preferredAction: UIAlertAction? {
    didSet {
      guard let action = preferredAction, !actions.containsIdentical(action) else { return }
      MisuseReport.exception("The preferred action of \(debugName) must be one of its actions; it is ignored.").report()
      preferredAction = oldValue
    }
  }

  /// The text fields of an alert, in the order they were added (nil when it has none).
  open var textFields: [UITextField]? { addedTextFields.isEmpty ? nil : addedTextFields }
  private var addedTextFields: [UITextField] = []

  /// Creates an alert or action sheet.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
    modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .custom
  }
  /// Creates an alert from a storyboard (UIKit does not support it; it is an empty alert).
  public required init?(coder: NSCoder) {
    message = nil
    preferredStyle = .alert
    super.init(coder: coder)
    modalPresentationStyle = .custom
  }


  /// Adds an action. A second action with the `.cancel` style is refused, as UIKit refuses it.
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      MisuseReport.exception(
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel").report()
      return
    }
    actions.append(action)
  }

  /// Adds a text field to an alert, configured by `configurationHandler`. An action sheet cannot
  /// have text fields: UIKit's exception is reported and nothing is added. The first text field
  /// begins editing when the alert appears.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      MisuseReport.exception(
        "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert",
        name: "NSInternalInconsistencyException").report()
      return
    }
    let field = UITextField(frame: .zero)
    addedTextFields.append(field)
    card.addSubview(field)
    configurationHandler?(field)
  }

  /// The card that holds the title, the message, the text fields and a button per action.
  private let card = UIView()

  /// The alert builds its card once its presentation style is known: the title, the message and a
  /// button per displayed action (tapping one is ``simulateTap(on:)``; a destructive action's title
  /// is red). Over the screen it dims what is behind; in a popover it fills the popover.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    for subview in card.subviews { subview.removeFromSuperview() }
    for text in [title, message].compactMap({ $0 }) {
      let label = UILabel(text: text)
      label.textAlignment = .center
      label.textColor = .secondaryLabel
      card.addSubview(label)
    }
    addedTextFields.forEach(card.addSubview)
    for action in displayedActions {
      let button = UIButton(type: .system, primaryAction: UIAction(title: action.title ?? "") { [weak self] _ in
        self?.simulateTap(on: action)
      })
      if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
      button.isEnabled = action.isEnabled
      card.addSubview(button)
    }
    card.backgroundColor = .secondarySystemBackground
    view.addSubview(card)
    let inPopover = storedPresentationController?.effectivePresentationStyle == .popover
    view.backgroundColor = inPopover ? .secondarySystemBackground : UIColor(white: 0, alpha: 0.2)
    if inPopover { preferredContentSize = CGSize(width: AlertMetrics.popoverWidth, height: cardHeight) }
    layOutCard()   // frames before the first layout, so the content stacking layout leaves them
  }

  /// The height of a row of the card: a button row or a text row.
  private static func height(of row: UIView) -> CGFloat {
    row is UIButton ? AlertMetrics.buttonRowHeight : AlertMetrics.textRowHeight
  }

  /// The card's rows, top to bottom, are its subviews: text rows, then text fields, then buttons.
  private var cardHeight: CGFloat {
    card.subviews.reduce(0) { $0 + Self.height(of: $1) }
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layOutCard()
  }

  /// Places the card: filling a popover, at the bottom of the screen for an action sheet, centred
  /// (270 points wide) for an alert; its rows one under the other.
  private func layOutCard() {
    let bounds = view.bounds, height = cardHeight
    if storedPresentationController?.effectivePresentationStyle == .popover {
      card.frame = bounds
    } else if preferredStyle == .actionSheet {
      let margin = AlertMetrics.actionSheetMargin
      let width = min(bounds.width - 2 * margin, AlertMetrics.actionSheetMaximumWidth)
      card.frame = CGRect(x: (bounds.width - width) / 2, y: bounds.maxY - view.safeAreaInsets.bottom - height - margin, width: width, height: height)
    } else {
      let width = AlertMetrics.alertWidth
      card.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    }
    var y: CGFloat = 0
    for row in card.subviews {
      let rowHeight = Self.height(of: row), inset = row is UITextField ? AlertMetrics.textFieldInset : 0
      row.frame = CGRect(x: inset, y: y, width: card.bounds.width - 2 * inset, height: rowHeight)
      y += rowHeight
    }
  }

  /// The first text field begins editing once the alert is on screen, as in UIKit.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    addedTextFields.first?.becomeFirstResponder()
  }

  /// The actions shown as buttons: every action, except the cancel action of an action sheet shown
  /// as a popover (tapping outside the popover cancels instead).
  public var displayedActions: [UIAlertAction] {
    guard preferredStyle == .actionSheet,
          storedPresentationController?.effectivePresentationStyle == .popover else { return actions }
    return actions.filter { $0.style != .cancel }
  }

  /// Plays the user's tap on `action` (an AdaptiveKit harness addition): when the alert is shown and
  /// the action is one of its displayed, enabled actions, the alert is dismissed, then the action's
  /// handler runs. Returns whether the tap did anything.
  @discardableResult
  public func simulateTap(on action: UIAlertAction) -> Bool {
    guard presentingViewController != nil, action.isEnabled,
          displayedActions.containsIdentical(action) else { return false }
    dismiss(animated: true) { action.handler?(action) }
    return true
  }

  /// The user dismissed the action sheet's popover by tapping outside it: its cancel action's
  /// handler runs, as in UIKit.
  func userDidDismiss() {
    guard let cancel = actions.first(where: { $0.style == .cancel }) else { return }
    cancel.handler?(cancel)
  }

  /// An action sheet in a compact environment shows over the dimmed screen with the presenter
  /// visible, not as a form sheet.
  override var compactPopoverAdaptiveStyle: UIModalPresentationStyle { .overFullScreen }
}
