import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

/// Scrolled content is drawn where it is: a table's rows and a scroll view's subviews move with
/// the offset, are cut off at the view's frame, and only what shows can be tapped.
@Suite(.checksInvariants) @MainActor
struct ScrollRenderingTests {
  @Test func aScrolledTableDrawsTheRowsThatShowCutOffAtItsFrame() throws {
    let rows = NumberedRowsController(count: 40)
    let window = UIWindow(device: .iPhoneSE)
    window.rootViewController = UINavigationController(rootViewController: rows)
    window.makeKeyAndVisible()
    #expect(AdaptiveRenderer.target(labelOrID: "Row 39", in: window) == nil)
    rows.tableView.simulateScroll(toY: 10_000)
    let last = try #require(AdaptiveRenderer.target(labelOrID: "Row 39", in: window))
    let tree = AdaptiveRenderer.layoutTree(for: window)
    let node = try #require(tree.flattened.first { $0.id == last.elementID })
    #expect(node.frame.maxY == window.bounds.maxY)
    #expect(node.clip?.rect == rows.tableView.frameInWindow)
    #expect(AdaptiveRenderer.target(labelOrID: "Row 0", in: window) == nil)
    #expect(AdaptiveRenderer.svg(for: window).contains("Row 39"))
  }

  @Test func aScrollViewsContentMovesWithTheOffset() throws {
    let controller = UIViewController()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
    scrollView.contentSize = CGSize(width: 320, height: 1000)
    let label = UILabel(frame: CGRect(x: 10, y: 500, width: 200, height: 30))
    label.text = "Deep"
    scrollView.addSubview(label)
    controller.view.addSubview(scrollView)
    let window = UIWindow(device: .iPhoneSE)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    scrollView.simulateScroll(to: CGPoint(x: 0, y: 400))
    let tree = AdaptiveRenderer.layoutTree(for: window)
    let node = try #require(tree.flattened.first { $0.text == "Deep" })
    #expect(node.frame == CGRect(x: 10, y: 200, width: 200, height: 30))
    #expect(node.clip?.rect == scrollView.frameInWindow)
  }
}
