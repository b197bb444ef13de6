// Mailbox: an app without scenes whose app delegate builds a split view in code and is its delegate.
// Written as a UIKit app is; the edits for AdaptiveKit are the import and no `@main` (a test launches
// it with `UIApplication.launch(delegate:on:)`).
import AdaptiveKit

struct Message {
  let subject: String
  let sender: String

  static let samples = [
    Message(subject: "Lunch on Friday?", sender: "Ana"),
    Message(subject: "Quarterly report", sender: "Ben"),
    Message(subject: "Photos from the trip", sender: "Chloé"),
  ]
}

class MailboxAppDelegate: UIResponder, UIApplicationDelegate, UISplitViewControllerDelegate {
  var window: UIWindow?

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    let split = UISplitViewController()
    let inbox = InboxViewController(messages: Message.samples)
    let placeholder = MessageViewController(message: nil)
    split.viewControllers = [
      UINavigationController(rootViewController: inbox), UINavigationController(rootViewController: placeholder),
    ]
    split.delegate = self
    split.preferredDisplayMode = .oneBesideSecondary
    placeholder.navigationItem.leftBarButtonItem = split.displayModeButtonItem

    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = split
    window?.makeKeyAndVisible()
    return true
  }

  // With no message selected, a collapsing split shows the inbox instead of an empty message.
  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    guard let navigation = secondaryViewController as? UINavigationController,
      let detail = navigation.topViewController as? MessageViewController
    else { return false }
    return detail.message == nil
  }
}

class InboxViewController: UITableViewController {
  let messages: [Message]

  init(messages: [Message]) {
    self.messages = messages
    super.init(style: .plain)
    title = "Inbox"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Message")
      ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Message")
    cell.textLabel?.text = messages[indexPath.row].subject
    cell.detailTextLabel?.text = messages[indexPath.row].sender
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = MessageViewController(message: messages[indexPath.row])
    detail.navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem
    detail.navigationItem.leftItemsSupplementBackButton = true
    showDetailViewController(UINavigationController(rootViewController: detail), sender: self)
  }
}

class MessageViewController: UIViewController {
  let message: Message?

  init(message: Message?) {
    self.message = message
    super.init(nibName: nil, bundle: nil)
    title = message?.subject ?? "No Message Selected"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
