import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// An arrangement and the controllers it placed are freed once nothing holds them.
@Suite @MainActor
struct ArrangementLeakTests {
  @Test func R129_anArrangementAndItsPlacedControllersAreFreed() {
    weak var weakArrangement: UIArrangementViewController?
    weak var weakPrimary: UIViewController?
    weak var weakReplaced: UIViewController?
    do {
      let arrangement = UIArrangementViewController()
      let primary = UIViewController(), replaced = UIViewController()
      arrangement.setViewController(primary, for: .primary)
      arrangement.setViewController(replaced, for: .secondary)
      let window = makeVisibleWindow(root: arrangement)
      arrangement.setViewController(UIViewController(), for: .secondary)
      arrangement.updateArrangement(.overlay)
      window.rotate(to: .landscapeLeft)
      window.rootViewController = nil
      (weakArrangement, weakPrimary, weakReplaced) = (arrangement, primary, replaced)
    }
    #expect(weakArrangement == nil && weakPrimary == nil && weakReplaced == nil)
  }
}
