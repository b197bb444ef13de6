import Testing
@testable import AdaptiveKit
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
}
