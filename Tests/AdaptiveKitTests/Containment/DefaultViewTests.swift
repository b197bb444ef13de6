import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// The view `loadView()` creates has the size of the window the controller's hierarchy is in, so
/// `viewDidLoad` sees a real size, as on iOS.
@Suite(.checksInvariants) @MainActor
struct DefaultViewTests {
  final class SizeReader: UIViewController {
    var sizeInViewDidLoad: CGSize?
    override func viewDidLoad() { sizeInViewDidLoad = view.bounds.size }
  }

  @Test func aRootsDefaultViewHasTheScreensSizeInViewDidLoad() {
    let root = SizeReader()
    _ = makeVisibleWindow(root: root, device: .iPhone16, orientation: .portrait)
    #expect(root.sizeInViewDidLoad == CGSize(width: 393, height: 852))
  }

  @Test func aPushedOrPresentedControllersDefaultViewHasItsWindowsSizeInViewDidLoad() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    _ = makeVisibleWindow(root: navigation, device: .iPadAir11, orientation: .landscapeLeft)
    let pushed = SizeReader()
    navigation.pushViewController(pushed, animated: false)
    #expect(pushed.sizeInViewDidLoad == CGSize(width: 1180, height: 820))
    let presented = SizeReader()
    navigation.present(presented, animated: false)
    #expect(presented.sizeInViewDidLoad == CGSize(width: 1180, height: 820))
  }

  @Test func aControllerInNoWindowHasAZeroSizedDefaultView() {
    let loose = SizeReader()
    loose.loadViewIfNeeded()
    #expect(loose.sizeInViewDidLoad == .zero)
  }
}
