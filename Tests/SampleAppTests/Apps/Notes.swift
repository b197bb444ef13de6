// Notes: a scene-based app whose scene delegate builds a column-style split, with bar-button and
// notification target–action. Edits for AdaptiveKit: the imports (AdaptiveMacros for `#Selector`),
// `#Selector` for `#selector`, no `@objc`, no `@main`; the Info.plist's scene delegate class is passed to `UIApplication.launch`.
import AdaptiveKit
import AdaptiveMacros

extension Notification.Name {
  static let notesDidChange = Notification.Name("NotesDidChange")
}

final class NoteStore {
  private(set) var notes: [String] = ["Groceries", "Ideas"]

  func add(_ note: String) {
    notes.append(note)
    NotificationCenter.default.post(name: .notesDidChange, object: self)
  }
}

class NotesAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
}

class NotesSceneDelegate: UIResponder, UIWindowSceneDelegate, UISplitViewControllerDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    let split = UISplitViewController(style: .doubleColumn)
    split.preferredDisplayMode = .oneBesideSecondary
    split.delegate = self
    split.setViewController(NoteListViewController(store: NoteStore()), for: .primary)
    split.setViewController(NoteViewController(note: nil), for: .secondary)

    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = split
    window?.makeKeyAndVisible()
  }

  // Until a note is open, a collapsed split shows the list.
  func splitViewController(
    _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    let secondary = svc.viewController(for: .secondary)
    let note = (secondary as? NoteViewController) ?? (secondary?.navigationController?.viewControllers.last as? NoteViewController)
    return note?.note == nil ? .primary : proposedTopColumn
  }
}

class NoteListViewController: UITableViewController {
  let store: NoteStore
  private(set) var reloads = 0

  init(store: NoteStore) {
    self.store = store
    super.init(style: .plain)
    title = "Notes"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #Selector(addNote(_:)))
    NotificationCenter.default.addObserver(self, selector: #Selector(notesDidChange(_:)), name: .notesDidChange, object: store)
  }

  func addNote(_ sender: UIBarButtonItem) {
    store.add("Note \(store.notes.count + 1)")
  }

  func notesDidChange(_ notification: Notification) {
    reloads += 1
    tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { store.notes.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Note") ?? UITableViewCell(style: .default, reuseIdentifier: "Note")
    cell.textLabel?.text = store.notes[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    showDetailViewController(NoteViewController(note: store.notes[indexPath.row]), sender: self)
  }
}

class NoteViewController: UIViewController {
  let note: String?

  init(note: String?) {
    self.note = note
    super.init(nibName: nil, bundle: nil)
    title = note ?? "No Note"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
