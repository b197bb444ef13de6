// Journal: a sheet editor guarded by `isModalInPresentation` while it has unsaved changes; a swipe
// down then asks for confirmation with an action sheet anchored to the Cancel button (a popover on
// iPad, adapted in compact width). Bar-button target–action throughout. Edits for AdaptiveKit: the
// imports (AdaptiveMacros for `#Selector`), `#Selector` for `#selector`, no `@objc`, no `@main`.
import AdaptiveKit
import AdaptiveMacros

class JournalSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = UINavigationController(rootViewController: EntryListViewController())
    window?.makeKeyAndVisible()
  }
}

class JournalAppDelegate: UIResponder, UIApplicationDelegate {}

class EntryListViewController: UITableViewController {
  private(set) var entries: [String] = []

  init() {
    super.init(style: .plain)
    title = "Journal"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #Selector(compose(_:)))
  }

  func compose(_ sender: UIBarButtonItem) {
    let editor = EntryEditorViewController()
    editor.onSave = { [weak self] text in
      self?.entries.append(text)
      self?.tableView.reloadData()
    }
    let navigation = UINavigationController(rootViewController: editor)
    // A page sheet keeps regular width on an iPad, so the confirmation stays a popover there (a
    // form sheet's content is compact, and an action sheet presented from it adapts).
    navigation.modalPresentationStyle = .pageSheet
    present(navigation, animated: true)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { entries.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = entries[indexPath.row]
    return cell
  }
}

class EntryEditorViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
  var onSave: ((String) -> Void)?
  /// The text being edited; any change makes the sheet modal until it is saved or discarded.
  var text = "" {
    didSet { isModalInPresentation = !text.isEmpty }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "New Entry"
    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #Selector(cancel(_:)))
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #Selector(save(_:)))
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.presentationController?.delegate = self
  }

  func save(_ sender: UIBarButtonItem) {
    onSave?(text)
    dismiss(animated: true)
  }

  func cancel(_ sender: UIBarButtonItem) {
    if text.isEmpty {
      dismiss(animated: true)
    } else {
      confirmCancel()
    }
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    confirmCancel()
  }

  private func confirmCancel() {
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: "Discard Changes", style: .destructive) { _ in
      self.dismiss(animated: true)
    })
    alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
    alert.popoverPresentationController?.barButtonItem = navigationItem.leftBarButtonItem
    present(alert, animated: true)
  }
}
