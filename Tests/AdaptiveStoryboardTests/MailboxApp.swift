import AdaptiveMacros
import AdaptiveStoryboard
import Foundation

// The classes `Mailbox.storyboard` (an Xcode 9 file) names: a custom view and cell, outlet
// collections, a nil-targeted action and an unwind that one controller declines.

/// A view made from the storyboard with `init?(coder:)`.
final class BadgeView: UIView {
  private(set) var awoke = false
  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
  }
}

/// A prototype cell of its own class, with an outlet to its label.
final class MessageCell: UITableViewCell {
  @Outlet var subjectLabel: UILabel!
}

@Storyboarded
final class InboxViewController: UITableViewController {
  @Outlet var badge: BadgeView!
  @Outlet var badges: [BadgeView] = []
  let subjects = ["Lunch?", "Invoice", "Photos"]
  var log: [String] = []
  var refreshes = 0

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { subjects.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
    (cell as? MessageCell)?.subjectLabel.text = subjects[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelectRowAt \(indexPath.row)")
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    log.append("prepare \(segue.identifier ?? "")")
    (segue.destination as? ReaderViewController)?.subject = (sender as? MessageCell)?.subjectLabel.text
  }

  @IBAction func refresh(_ sender: Any?) { refreshes += 1 }

  @IBAction func backToMailbox(_ segue: UIStoryboardSegue) { log.append("backToMailbox") }
}

/// Implements the unwind action too, but declines it, so the search goes on to the inbox.
@Storyboarded
final class ReaderViewController: UIViewController {
  var subject: String?
  var declinesUnwinds = true

  @IBAction func backToMailbox(_ segue: UIStoryboardSegue) {}

  override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
    declinesUnwinds ? false : super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
  }
}
