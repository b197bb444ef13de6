import Testing
import AdaptiveKit
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct NavigationBarObjectTests {
  @Test func theNavigationBarObjectReflectsTheControllersBar() {
    let window = UIWindow(device: .iPhone16)
    let root = UIViewController(), detail = UIViewController()
    root.title = "Photos"
    detail.title = "Photo"
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(detail, animated: false)

    let bar = navigation.navigationBar
    #expect(bar === navigation.navigationBar)
    #expect(bar.frame == navigation.navigationBarFrame)
    #expect(bar.frame.height == 44 && bar.frame.minY == navigation.view.safeAreaInsets.top)
    #expect(bar.topItem?.title == "Photo" && bar.backItem?.title == "Photos")
    #expect(bar.items?.count == 2)
    bar.isHidden = true
    #expect(navigation.isNavigationBarHidden)
    #expect(navigation.navigationBarFrame == .zero)
    bar.prefersLargeTitles = true
    #expect(navigation.navigationBar.prefersLargeTitles)
  }

  /// The bars hold their navigation controller unowned; one that goes away leaves them free-standing.
  @Test func barsKeptAfterTheirNavigationControllerGoesAwayStandAlone() {
    var navigation: UINavigationController? = UINavigationController(rootViewController: UIViewController())
    let bar = navigation!.navigationBar
    let toolbar: UIToolbar = navigation!.toolbar
    weak let released = navigation
    navigation = nil
    #expect(released == nil)
    #expect(bar.topItem == nil)
    #expect(bar.items == nil)
    #expect(bar.frame == .zero)
    bar.isHidden = true
    #expect(bar.isHidden)
    #expect(toolbar.items == nil)
    toolbar.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    #expect(toolbar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
  }
}
