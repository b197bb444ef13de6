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

  /// A launched app's controller whose view loads before it is in a window (an app delegate
  /// configuring its root before making the window visible) sees the main screen's bounds.
  @Test func aControllerInNoWindowHasTheMainScreensSizeInViewDidLoad() {
    final class Delegate: UIResponder, UIApplicationDelegate {
      let loose = SizeReader()
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        loose.loadViewIfNeeded()
        return true
      }
    }
    let delegate = Delegate()
    _ = UIApplication.launch(delegate: delegate, on: .iPadAir11, orientation: .landscapeLeft)
    #expect(delegate.loose.sizeInViewDidLoad == CGSize(width: 1180, height: 820))
    #expect(delegate.loose.view.frame == UIScreen.main.bounds)
  }
}
