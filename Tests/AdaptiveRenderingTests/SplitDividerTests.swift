import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct SplitDividerTests {
  @Test func splitColumnsGetADividerAndTheDisplayModeButtonRendersAndWorks() {
    let split = UISplitViewController(style: .doubleColumn)
    split.preferredDisplayMode = .oneBesideSecondary
    let detail = PhotoViewController(title: "Moonrise")
    detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem
    split.setViewController(PhotographersViewController(), for: .primary)
    split.setViewController(detail, for: .secondary)
    let window = Screens.show(split, on: .iPadAir11, orientation: .landscapeLeft)

    let primary = split.viewController(for: .primary)!.navigationController!.view.frameInWindow
    let secondary = detail.navigationController!.view.frameInWindow
    let tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(primary.minX == 0)
    #expect(secondary.minX >= primary.maxX)
    #expect(tree.node(withID: "split0.divider0")?.frame.midX == primary.maxX)
    #expect(tree.node(withID: "split0.divider0")?.frame.height == window.bounds.height)
    let bars = [tree.node(withID: "nav0.bar")?.frame, tree.node(withID: "nav1.bar")?.frame]
    #expect(bars.compactMap { $0?.minX }.sorted() == [primary.minX, secondary.minX])

    let before = split.displayMode
    let button = AdaptiveRenderer.target(labelOrID: "nav0.bar.left0", in: window)
      ?? AdaptiveRenderer.target(labelOrID: "nav1.bar.left0", in: window)
    #expect(button != nil)
    button?.perform()
    #expect(split.displayMode != before)
  }
}
