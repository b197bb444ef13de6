import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// In compact height (an iPhone in landscape) UIKit's navigation bar and toolbar are 32 pt tall,
/// with their items and title in those 32 pt, and a large title shows inline; back in regular
/// height they are 44 pt again, and the large title returns.
@Suite(.checksInvariants) @MainActor
struct CompactBarTests {
  private func show(_ root: UIViewController, on device: Device = .iPhone16) -> (UIWindow, UINavigationController) {
    let navigation = UINavigationController(rootViewController: root)
    let window = UIWindow(device: device)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, navigation)
  }

  @Test func anIPhoneInLandscapeHasThirtyTwoPointBarsAndFortyFourAgainInPortrait() throws {
    let photos = UIViewController()
    photos.title = "Photos"
    photos.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit)
    photos.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .compose)]
    let (window, navigation) = show(photos)
    navigation.isToolbarHidden = false
    window.layoutIfNeeded()
    #expect(navigation.navigationBarFrame == CGRect(x: 0, y: 59, width: 393, height: 44))

    window.rotate(to: .landscapeLeft)
    // No status bar in landscape: the bar starts at the top; 59 pt sides and a 21 pt home indicator.
    #expect(navigation.navigationBarFrame == CGRect(x: 0, y: 0, width: 852, height: 32))
    #expect(photos.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 21 + 32, right: 59))
    let bar = try #require(navigation.navigationBarLayout)
    #expect(bar.titleFrame?.minY == 0 && bar.titleFrame?.height == 32)
    #expect(bar.rightItems.first?.frame.height == 32)
    let toolbar = try #require(navigation.toolbarLayout)
    #expect(toolbar.items.first?.frame == CGRect(x: 59 + 16, y: 393 - 21 - 32, width: toolbar.items[0].frame.width, height: 32))

    window.rotate(to: .portrait)
    #expect(navigation.navigationBarFrame == CGRect(x: 0, y: 59, width: 393, height: 44))
    #expect(photos.view.safeAreaInsets == UIEdgeInsets(top: 59 + 44, left: 0, bottom: 34 + 44, right: 0))
  }

  @Test func aLargeTitleShowsInlineInCompactHeightAndLargeAgainInRegularHeight() throws {
    let mailboxes = UIViewController()
    mailboxes.title = "Mailboxes"
    let (window, navigation) = show(mailboxes)
    navigation.navigationBar.prefersLargeTitles = true
    window.layoutIfNeeded()
    #expect(navigation.showsLargeTitle)
    #expect(navigation.navigationBarFrame.height == 96)

    window.rotate(to: .landscapeRight)
    #expect(!navigation.showsLargeTitle)
    #expect(navigation.navigationBarFrame == CGRect(x: 0, y: 0, width: 852, height: 32))
    let bar = try #require(navigation.navigationBarLayout)
    #expect(bar.largeTitleFrame == nil && bar.titleFrame != nil)
    #expect(mailboxes.view.safeAreaInsets.top == 32)

    window.rotate(to: .portrait)
    #expect(navigation.showsLargeTitle)
    #expect(mailboxes.view.safeAreaInsets.top == 155)   // 59 pt of status bar and sensor housing, 96 pt of bar
  }

  @Test func aLargeIPhoneInLandscapeIsRegularWidthButCompactHeightSoItsBarIsCompact() {
    let (window, navigation) = show(UIViewController(), on: .iPhone16ProMax)
    window.rotate(to: .landscapeLeft)
    #expect(navigation.traitCollection.horizontalSizeClass == .regular)
    #expect(navigation.navigationBarFrame.height == 32)
  }

  @Test func anIPadInLandscapeKeepsTheFortyFourPointBar() {
    let (window, navigation) = show(UIViewController(), on: .iPadAir11)
    window.rotate(to: .landscapeLeft)
    #expect(navigation.traitCollection.verticalSizeClass == .regular)
    #expect(navigation.navigationBarFrame.height == 44)
  }
}
