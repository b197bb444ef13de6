import Foundation
import Testing
import AdaptiveKit
import AdaptiveMacros
import AdaptiveTestSupport

/// A controller observing a notification with a selector, as UIKit code does.
@MainActor
final class ObservingController: UIViewController {
  var received: [String] = []
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #Selector(photosDidChange(_:)), name: .photosDidChange, object: nil)
  }
  func photosDidChange(_ notification: Notification) { received.append(notification.name.rawValue) }
}

extension Notification.Name {
  static let photosDidChange = Notification.Name("PhotosDidChange")
  static let unrelated = Notification.Name("Unrelated")
}

@Suite(.checksInvariants) @MainActor
struct NotificationObserverTests {
  @Test func aSelectorObserverReceivesThePostedNotification() {
    let controller = ObservingController()
    controller.loadViewIfNeeded()
    NotificationCenter.default.post(name: .unrelated, object: nil)
    NotificationCenter.default.post(name: .photosDidChange, object: nil)
    #expect(controller.received == ["PhotosDidChange"])
    NotificationCenter.default.removeObserver(controller)
    NotificationCenter.default.post(name: .photosDidChange, object: nil)
    #expect(controller.received == ["PhotosDidChange"])
  }

  @Test func anObserverIsNotRetainedAndStopsObservingWhenGone() {
    let center = NotificationCenter()
    weak var gone: ObservingController?
    do {
      let controller = ObservingController()
      gone = controller
      center.addObserver(controller, selector: #Selector(ObservingController.photosDidChange(_:)), name: .photosDidChange, object: nil)
    }
    #expect(gone == nil)
    let (_, reports) = MisuseReport.capture { center.post(name: .photosDidChange, object: nil) }
    #expect(reports.isEmpty)
  }

  @Test func anObservationWhoseObserverIsGoneIsDroppedAtTheNextRegistration() {
    let center = NotificationCenter()
    let selector = #Selector(ObservingController.photosDidChange(_:))
    do {
      let controller = ObservingController()
      center.addObserver(controller, selector: selector, name: .photosDidChange, object: nil)
    }
    #expect(SelectorObservations.all.count(in: center) == 1)
    let keeper = ObservingController()
    center.addObserver(keeper, selector: selector, name: .photosDidChange, object: nil)
    #expect(SelectorObservations.all.count(in: center) == 1)
    center.post(name: .photosDidChange, object: nil)
    #expect(keeper.received == ["PhotosDidChange"])
    center.removeObserver(keeper)
    #expect(SelectorObservations.all.count(in: center) == 0)
  }

  @Test func removingOneNameKeepsTheOthers() {
    let center = NotificationCenter()
    let controller = ObservingController()
    let selector = #Selector(ObservingController.photosDidChange(_:))
    center.addObserver(controller, selector: selector, name: .photosDidChange, object: nil)
    center.addObserver(controller, selector: selector, name: .unrelated, object: nil)
    center.removeObserver(controller, name: .unrelated, object: nil)
    center.post(name: .unrelated, object: nil)
    center.post(name: .photosDidChange, object: nil)
    #expect(controller.received == ["PhotosDidChange"])
  }
}
