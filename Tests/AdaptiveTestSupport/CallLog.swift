public import AdaptiveKit

/// Records callbacks in order, shared by the recording controllers of one test.
@MainActor
public final class CallLog {
  /// An empty log.
  public init() {}
  /// The entries, in order.
  public private(set) var entries: [String] = []
  /// Appends an entry.
  public func record(_ entry: String) { entries.append(entry) }
  /// Removes every entry.
  public func clear() { entries.removeAll() }
  /// The entries that start with one of the prefixes.
  public func filtered(_ prefixes: String...) -> [String] {
    entries.filter { entry in prefixes.contains { entry.hasPrefix($0) } }
  }
}

/// A view controller that records its lifecycle, containment and transition callbacks as
/// `"<name>.<callback>"`, for example `"A.viewWillAppear"`.
open class RecordingViewController: UIViewController {
  /// The name entries start with.
  public let name: String
  /// Where the entries go.
  public let log: CallLog

  /// A controller titled `name` that records into `log`.
  public init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
    super.init()
    title = name
  }
  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  open override func viewDidLoad() { log.record("\(name).viewDidLoad") }
  open override func viewWillAppear(_ animated: Bool) {
    log.record("\(name).viewWillAppear" + (isMovingToParent ? "(moving)" : "") + (isBeingPresented ? "(presented)" : ""))
  }
  open override func viewDidAppear(_ animated: Bool) { log.record("\(name).viewDidAppear") }
  open override func viewWillDisappear(_ animated: Bool) {
    log.record("\(name).viewWillDisappear" + (isMovingFromParent ? "(moving)" : "") + (isBeingDismissed ? "(dismissed)" : ""))
  }
  open override func viewDidDisappear(_ animated: Bool) { log.record("\(name).viewDidDisappear") }
  open override func willMove(toParent parent: UIViewController?) { log.record("\(name).willMove(\(parent == nil ? "nil" : "parent"))") }
  open override func didMove(toParent parent: UIViewController?) { log.record("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
  open override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
    log.record("\(name).willTransition(\(newCollection.horizontalSizeClass)\(newCollection.verticalSizeClass))")
    super.willTransition(to: newCollection, with: coordinator)
  }
  open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    log.record("\(name).viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
    super.viewWillTransition(to: size, with: coordinator)
  }
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    log.record("\(name).traitCollectionDidChange(\(traitCollection.horizontalSizeClass)\(traitCollection.verticalSizeClass))")
  }
}

public import Foundation
