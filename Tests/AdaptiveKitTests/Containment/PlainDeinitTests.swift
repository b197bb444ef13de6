import Foundation
import Synchronization
import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// A subclass of UIKit's classes writes a plain `deinit`, as UIKit code does (removing observers),
/// and the base classes still clear the links that name the freed object.
@Suite(.checksInvariants) @MainActor
struct PlainDeinitTests {
  @Test func subclassesWriteAPlainDeinitAndTheBaseStillClearsItsLinks() {
    let log = DeinitLog()
    let child = UIViewController()
    let subview = UIView()
    do {
      let navigation = ObservingNavigationController(log: log)
      let parent = ObservingViewController(log: log)
      parent.addChild(child)
      child.didMove(toParent: parent)
      let view = ObservingView(log: log)
      view.addSubview(subview)
      navigation.viewControllers = [parent]
      #expect(child.parent === parent && subview.superview === view)
    }
    #expect(log.entries.withLock { $0 }.sorted() == ["ObservingNavigationController", "ObservingView", "ObservingViewController"])
    #expect(child.parent == nil)
    #expect(subview.superview == nil)
  }
}

/// What the deinits ran.
final class DeinitLog: Sendable {
  let entries = Mutex<[String]>([])
  func append(_ entry: String) { entries.withLock { $0.append(entry) } }
}

final class ObservingViewController: UIViewController {
  let log: DeinitLog
  init(log: DeinitLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  deinit {
    NotificationCenter.default.removeObserver(self)
    log.append("ObservingViewController")
  }
}

final class ObservingNavigationController: UINavigationController {
  let log: DeinitLog
  init(log: DeinitLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  deinit { log.append("ObservingNavigationController") }
}

final class ObservingView: UIView {
  let log: DeinitLog
  init(log: DeinitLog) {
    self.log = log
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  deinit { log.append("ObservingView") }
}
