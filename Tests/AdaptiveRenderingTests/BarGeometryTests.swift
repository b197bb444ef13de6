import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

/// The renderer draws the bars the core lays out, so what a popover points at is what is drawn.
@Suite(.checksInvariants) @MainActor
struct BarGeometryTests {
  @Test func aPopoversArrowTipLiesOnTheDrawnBarButton() {
    let (window, navigation, url) = Screens.popoverOnPad()
    let item = navigation.topViewController!.navigationItem.rightBarButtonItem!
    let tree = AdaptiveRenderer.layoutTree(for: window)
    let drawn = tree.flattened.first { $0.role == .barButton && $0.barButtonItem === item }
    let popover = tree.flattened.first { $0.role == .popover && $0.presentationController === url.presentationController }
    let tip = popover?.arrow?.tip
    #expect(drawn != nil && tip != nil)
    if let frame = drawn?.frame, let tip {
      #expect(tip.x >= frame.minX && tip.x <= frame.maxX)
      #expect(tip.y >= frame.minY && tip.y <= frame.maxY)
    }
    // The drawn frame is the core's layout, in the window.
    let layout = navigation.navigationBarLayout
    #expect(layout.flatMap { $0.frame(of: item) }.map { navigation.view.convert($0, to: nil) } == drawn?.frame)
  }

  @Test func theDrawnBackButtonAndTabsAreTheCoresLayout() {
    let (window, navigation) = Screens.navigationStack()
    let tree = AdaptiveRenderer.layoutTree(for: window)
    let layout = navigation.navigationBarLayout
    #expect(tree.node(withID: "nav0.bar.back")?.frame == layout?.backButtonFrame.map { navigation.view.convert($0, to: nil) })
    #expect(tree.node(withID: "nav0.bar.back")?.text == layout?.backButtonTitle)
    let (tabWindow, tabs) = Screens.tabBar()
    let tabTree = AdaptiveRenderer.layoutTree(for: tabWindow)
    let frames = tabTree.flattened.filter { $0.role == .tab }.map(\.frame)
    #expect(frames == tabs.tabBarLayout?.itemFrames.map { tabs.view.convert($0, to: nil) })
  }
}
