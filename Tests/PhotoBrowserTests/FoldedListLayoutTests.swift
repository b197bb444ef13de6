import Foundation
import Testing
import AdaptiveKit
import PhotoBrowser
import AdaptiveTestSupport

/// A list whose navigation bar turns from the iPhone Duo's vertical bar into a horizontal one as
/// the device opens (the split expands and the list becomes its sidebar column): its rows start
/// below the new bar, not where the vertical bar left them.
@Suite(.checksInvariants) @MainActor
struct FoldedListLayoutTests {
  @Test(arguments: [Device.Posture.flat, .partiallyFolded])
  func R134_aListWhoseBarTurnsHorizontalAsTheDuoOpensLaysItsRowsOutBelowTheBar(posture: Device.Posture) throws {
    let launched = LaunchedBrowser(.fixed, on: .iPhoneDuo, orientation: .landscapeLeft)
    let navigation = launched.browser.photographersNavigationController
    let list = try #require(navigation.topViewController?.view)
    #expect(navigation.barAxis == .vertical)
    #expect(list.safeAreaInsets.top == 0)
    #expect(list.subviews.first?.frame.minY == 0)
    launched.app.fold(to: posture)
    #expect(navigation.barAxis == .horizontal)
    #expect(list.safeAreaInsets.top == 44)
    #expect(list.subviews.first?.frame.minY == 44)
    launched.app.fold(to: .closed)
    #expect(navigation.barAxis == .vertical)
    #expect(list.subviews.first?.frame.minY == 0)
  }
}
