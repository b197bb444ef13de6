import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A screen with a label, a button and an image, stacked by the content layout.
@MainActor
final class StackedScreen: UIViewController {
  let label = UILabel(text: "Hello")
  let button = UIButton(type: .system, primaryAction: UIAction(title: "Open") { _ in })
  let image = UIImageView(image: UIImage(named: "photo", size: CGSize(width: 400, height: 300)))

  override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    image.frame = .zero
    view.addSubview(label)
    view.addSubview(button)
    view.addSubview(image)
  }
}

@Suite(.checksInvariants) @MainActor
struct ContentLayoutTests {
  @Test func safeAreaInsetsOfWindowsFollowTheDeviceTable() {
    let phone = UIWindow(device: .iPhone16)
    #expect(phone.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let landscape = UIWindow(device: .iPhone16, orientation: .landscapeLeft)
    #expect(landscape.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(UIWindow(device: .iPhoneSE).safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(UIWindow(device: .iPadAir11).safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
  }

  @Test func navigationBarSitsBelowTheStatusBarAndInsetsTheTopController() {
    let window = UIWindow(device: .iPhone16)
    let screen = StackedScreen()
    let navigation = UINavigationController(rootViewController: screen)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(navigation.navigationBarFrame == CGRect(x: 0, y: 59, width: 393, height: 44))
    #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    navigation.isNavigationBarHidden = true
    #expect(navigation.navigationBarFrame == .zero)
    #expect(screen.view.safeAreaInsets.top == 59)
  }

  @Test func contentViewsStackInsideTheSafeArea() {
    let window = UIWindow(device: .iPhone16)
    let screen = StackedScreen()
    window.rootViewController = UINavigationController(rootViewController: screen)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // 103 (status bar + navigation bar) + 16 margin; 17 pt body line = 21 pt.
    #expect(screen.label.frame == CGRect(x: 16, y: 119, width: 361, height: 21))
    #expect(screen.button.frame == CGRect(x: 16, y: 148, width: 361, height: 44))
    // The last image view takes the remaining height down to the bottom inset and margin.
    #expect(screen.image.frame == CGRect(x: 16, y: 200, width: 361, height: 852 - 34 - 16 - 200))
  }

  @Test func viewsWithAnExplicitFrameAreNotStacked() {
    let window = UIWindow(device: .iPhone16)
    let screen = UIViewController()
    let badge = UILabel(text: "Badge")
    badge.frame = CGRect(x: 10, y: 500, width: 80, height: 20)
    screen.view.addSubview(badge)
    window.rootViewController = screen
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 10, y: 500, width: 80, height: 20))
  }

  @Test func imageViewCreatedWithAnImageIsStackedToTheWidth() {
    let window = UIWindow(device: .iPhone16)
    let screen = UIViewController()
    let photo = UIImageView(image: UIImage(named: "moonrise", size: CGSize(width: 1200, height: 900)))
    let caption = UILabel(text: "Moonrise")
    screen.view.addSubview(photo)
    screen.view.addSubview(caption)
    window.rootViewController = screen
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // 59 + 16 on top; the last image view stretches down to the bottom inset and margin, leaving
    // room for the caption (8 + 21) below it.
    #expect(photo.frame == CGRect(x: 16, y: 75, width: 361, height: 852 - 34 - 16 - 75 - 29))
    #expect(caption.frame == CGRect(x: 16, y: 781, width: 361, height: 21))
  }

  @Test func tabBarIsFortyNinePointsPlusTheHomeIndicator() {
    let window = UIWindow(device: .iPhone16)
    let tabs = UITabBarController()
    let first = UIViewController()
    tabs.viewControllers = [UINavigationController(rootViewController: first), UIViewController()]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(tabs.tabBarFrame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
    #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
  }

  @Test func labelsWrapWhenNumberOfLinesIsZero() {
    let label = UILabel(text: String(repeating: "word ", count: 40))
    #expect(label.sizeThatFits(CGSize(width: 300, height: 0)).height == 21)
    label.numberOfLines = 0
    #expect(label.sizeThatFits(CGSize(width: 300, height: 0)).height > 21 * 3)
  }
}
