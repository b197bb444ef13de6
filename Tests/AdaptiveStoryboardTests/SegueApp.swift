import AdaptiveMacros
import AdaptiveStoryboard
import Foundation

// The classes `Everything.storyboard` names, written as UIKit code is. Each records what UIKit
// calls on it in a shared log, so tests can assert the order.

/// What the storyboard's objects were asked to do, in order.
@MainActor
final class StoryboardLog {
  static let shared = StoryboardLog()
  var entries: [String] = []
}

@Storyboarded
final class HomeViewController: UIViewController {
  @Outlet var greetingLabel: UILabel!
  var refusesSegues: Set<String> = []
  var taps = 0
  var isEditingItems = false
  var unwoundFrom: UIViewController?

  override func awakeFromNib() {
    super.awakeFromNib()
    StoryboardLog.shared.entries.append("Home.awakeFromNib")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    StoryboardLog.shared.entries.append("Home.viewDidLoad")
  }

  @IBAction func didTapButton(_ sender: UIButton) {
    taps += 1
    greetingLabel.text = "Tapped \(taps)"
  }

  @IBAction func toggleEditing(_ sender: Any) { isEditingItems.toggle() }

  @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
    StoryboardLog.shared.entries.append("Home.unwindToHome(\(segue.identifier ?? ""))")
    unwoundFrom = segue.source
  }

  @IBSegueAction func makeDetails(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> DetailsViewController? {
    DetailsViewController(coder: coder, origin: "made by \(segueIdentifier ?? "?")")
  }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    StoryboardLog.shared.entries.append("Home.shouldPerformSegue(\(identifier))")
    return !refusesSegues.contains(identifier)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    StoryboardLog.shared.entries.append("Home.prepare(\(segue.identifier ?? ""), \(type(of: segue.destination)))")
  }
}

final class DetailsViewController: UIViewController {
  let origin: String

  init?(coder: NSCoder, origin: String) {
    self.origin = origin
    super.init(coder: coder)
  }

  required init?(coder: NSCoder) {
    origin = "storyboard"
    super.init(coder: coder)
  }
}

final class SummaryViewController: UIViewController {
  override func awakeFromNib() {
    super.awakeFromNib()
    StoryboardLog.shared.entries.append("Summary.awakeFromNib")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    StoryboardLog.shared.entries.append("Summary.viewDidLoad")
  }
}

final class EditorViewController: UIViewController {
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    StoryboardLog.shared.entries.append("Editor.prepare(\(segue.identifier ?? ""), \(type(of: segue.destination)))")
  }
}

/// A custom segue that dismisses the sheet it starts in.
final class DismissSegue: UIStoryboardSegue {
  override func perform() {
    StoryboardLog.shared.entries.append("DismissSegue.perform")
    source.dismiss(animated: true)
  }
}

/// `Classic.storyboard`'s root (an Objective-C era file: no module).
final class ClassicRootViewController: UIViewController {}
