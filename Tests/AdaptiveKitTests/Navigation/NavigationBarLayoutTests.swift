import AdaptiveTestSupport
import Foundation
import Testing
import AdaptiveKit

/// The navigation bar layout the core publishes: back title choice, item frames.
@Suite(.checksInvariants) @MainActor
struct NavigationBarLayoutTests {
  private func pushed(previousTitle: String?, configure: (UINavigationItem) -> Void = { _ in }) -> UINavigationController {
    let previous = UIViewController()
    previous.title = previousTitle
    configure(previous.navigationItem)
    let navigation = UINavigationController(rootViewController: previous)
    let window = UIWindow(device: .iPhone16)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let top = UIViewController()
    top.title = "Moonrise"
    navigation.pushViewController(top, animated: false)
    return navigation
  }

  @Test func theBackTitleIsThePreviousItemsTitle() {
    #expect(pushed(previousTitle: "Artists").navigationBarLayout?.backButtonTitle == "Artists")
  }

  @Test func backBarButtonItemThenBackButtonTitleWinOverTheTitle() {
    let withBoth = pushed(previousTitle: "Artists") {
      $0.backButtonTitle = "List"
      $0.backBarButtonItem = UIBarButtonItem(title: "All", style: .plain, target: nil, action: nil)
    }
    #expect(withBoth.navigationBarLayout?.backButtonTitle == "All")
    let withTitle = pushed(previousTitle: "Artists") { $0.backButtonTitle = "List" }
    #expect(withTitle.navigationBarLayout?.backButtonTitle == "List")
  }

  @Test func aTitleTooLongBecomesBackAndWithoutATitleItIsBack() {
    let long = pushed(previousTitle: "The Complete Photographers of the Twentieth Century")
    #expect(long.navigationBarLayout?.backButtonTitle == "Back")
    #expect(pushed(previousTitle: nil).navigationBarLayout?.backButtonTitle == "Back")
  }

  @Test func theBackButtonSitsAtTheLeadingMarginAndItemsAtTheTrailingOne() {
    let navigation = pushed(previousTitle: "Artists")
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    navigation.topViewController!.navigationItem.rightBarButtonItem = done
    let layout = navigation.navigationBarLayout!
    #expect(layout.barFrame == navigation.navigationBarFrame)
    #expect(layout.backButtonFrame?.minX == BarMetrics.backButtonLeadingMargin)
    #expect(layout.frame(of: done)?.maxX == layout.barFrame.maxX - BarMetrics.edgeMargin)
    #expect(layout.frame(of: done)?.height == BarMetrics.navigationBarHeight)
    #expect(layout.title == "Moonrise")
  }

  @Test func noBackButtonAtTheRootOrWhenHidden() {
    let navigation = pushed(previousTitle: "Artists")
    navigation.topViewController!.navigationItem.hidesBackButton = true
    #expect(navigation.navigationBarLayout?.backButtonFrame == nil)
    navigation.popViewController(animated: false)
    #expect(navigation.navigationBarLayout?.backButtonTitle == nil)
    navigation.isNavigationBarHidden = true
    #expect(navigation.navigationBarLayout == nil)
  }
}
