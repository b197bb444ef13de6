@testable import AdaptiveKit

/// Records callbacks in order, shared by the recording controllers of one test.
@MainActor
final class CallLog {
  private(set) var entries: [String] = []
  func record(_ entry: String) { entries.append(entry) }
  func clear() { entries.removeAll() }
  /// The entries that start with one of the prefixes.
  func filtered(_ prefixes: String...) -> [String] {
    entries.filter { entry in prefixes.contains { entry.hasPrefix($0) } }
  }
}

/// A view controller that records its lifecycle, containment and transition callbacks as
/// `"<name>.<callback>"`, for example `"A.viewWillAppear"`.
class RecordingViewController: UIViewController {
  let name: String
  let log: CallLog

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
    super.init()
    title = name
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() { log.record("\(name).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) {
    log.record("\(name).viewWillAppear" + (isMovingToParent ? "(moving)" : "") + (isBeingPresented ? "(presented)" : ""))
  }
  override func viewDidAppear(_ animated: Bool) { log.record("\(name).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) {
    log.record("\(name).viewWillDisappear" + (isMovingFromParent ? "(moving)" : "") + (isBeingDismissed ? "(dismissed)" : ""))
  }
  override func viewDidDisappear(_ animated: Bool) { log.record("\(name).viewDidDisappear") }
  override func willMove(toParent parent: UIViewController?) { log.record("\(name).willMove(\(parent == nil ? "nil" : "parent"))") }
  override func didMove(toParent parent: UIViewController?) { log.record("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
  override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
    log.record("\(name).willTransition(\(newCollection.horizontalSizeClass)\(newCollection.verticalSizeClass))")
    super.willTransition(to: newCollection, with: coordinator)
  }
  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    log.record("\(name).viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
    super.viewWillTransition(to: size, with: coordinator)
  }
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    log.record("\(name).traitCollectionDidChange(\(traitCollection.horizontalSizeClass)\(traitCollection.verticalSizeClass))")
  }
}

import Foundation
