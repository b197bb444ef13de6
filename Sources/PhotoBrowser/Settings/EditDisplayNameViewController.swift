public import AdaptiveKit

/// Edits the display name, with Cancel and Save. While the text differs from the saved name the
/// screen is modal in presentation, so a swipe down on the settings sheet does not dismiss it:
/// UIKit calls `presentationControllerDidAttemptToDismiss`, and the screen asks "Discard changes?"
/// in an action sheet — a popover anchored on Cancel in regular width, a sheet in compact width.
/// Cancel with unsaved edits asks the same question.
@MainActor
public final class EditDisplayNameViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
  private let settings: AppSettings
  /// The text field holding the name.
  public let nameField = UITextField()
  /// The Cancel button (the confirmation's anchor in regular width).
  public private(set) lazy var cancelButton = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: Selector("cancel:", implementation: EditDisplayNameViewController.cancel))
  /// The Save button, enabled while there are edits.
  public private(set) lazy var saveButton = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: Selector("save:", implementation: EditDisplayNameViewController.save))

  init(settings: AppSettings) {
    self.settings = settings
    super.init(nibName: nil, bundle: nil)
    title = "Edit Display Name"
  }
  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// Whether the text differs from the saved name.
  public var hasUnsavedEdits: Bool { (nameField.text ?? "") != settings.displayName }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    nameField.text = settings.displayName
    nameField.placeholder = "Display name"
    nameField.addTarget(self, action: Selector("nameChanged:", implementation: EditDisplayNameViewController.nameChanged), for: .editingChanged)
    view.addSubview(nameField)
    navigationItem.leftBarButtonItem = cancelButton
    navigationItem.rightBarButtonItem = saveButton
    navigationItem.hidesBackButton = true
    saveButton.isEnabled = false
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    nameField.frame = CGRect(x: 16, y: view.safeAreaInsets.top + 24, width: view.bounds.width - 32, height: 44)
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.presentationController?.delegate = self
  }

  func nameChanged(_ sender: UITextField) {
    isModalInPresentation = hasUnsavedEdits
    saveButton.isEnabled = hasUnsavedEdits
  }

  func save(_ sender: UIBarButtonItem) {
    settings.displayName = nameField.text ?? ""
    isModalInPresentation = false
    navigationController?.popViewController(animated: true)
  }

  func cancel(_ sender: UIBarButtonItem) {
    guard hasUnsavedEdits else {
      navigationController?.popViewController(animated: true)
      return
    }
    confirmDiscarding { [weak self] in self?.navigationController?.popViewController(animated: true) }
  }

  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    confirmDiscarding { [weak self] in self?.navigationController?.dismiss(animated: true) }
  }

  /// Asks "Discard changes?"; discarding runs `discard`.
  private func confirmDiscarding(then discard: @escaping () -> Void) {
    let confirmation = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .actionSheet)
    confirmation.addAction(UIAlertAction(title: "Discard Changes", style: .destructive) { [weak self] _ in
      self?.isModalInPresentation = false
      discard()
    })
    confirmation.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
    confirmation.popoverPresentationController?.barButtonItem = cancelButton
    present(confirmation, animated: true)
  }
}
