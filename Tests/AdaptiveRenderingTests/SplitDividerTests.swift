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

  /// R111–R112: the renderer draws the inspector as a column with a divider beside the secondary,
  /// and as a sheet once the split collapses.
  @Test func R112_theInspectorIsDrawnAsAColumnThenAsASheet() {
    let split = UISplitViewController(style: .doubleColumn)
    let details = PhotoViewController(title: "Details")
    split.setViewController(PhotographersViewController(), for: .primary)
    split.setViewController(PhotoViewController(title: "Moonrise"), for: .secondary)
    split.setViewController(details, for: .inspector)
    let window = Screens.show(split, on: .iPadAir11, orientation: .landscapeLeft)
    split.show(.inspector)
    let inspector = details.navigationController!.view.frameInWindow
    let secondary = split.viewController(for: .secondary)!.navigationController!.view.frameInWindow
    #expect(inspector.maxX == window.bounds.width && inspector.width == 320)
    var tree = AdaptiveRenderer.layoutTree(for: window)
    let dividers = tree.flattened.filter { $0.role == .splitDivider }.map(\.frame.midX).sorted()
    #expect(dividers.count == 2)
    #expect(dividers.last == secondary.maxX)
    #expect(!tree.flattened.contains { $0.role == .sheet })
    window.resize(to: CGSize(width: 375, height: 820))
    #expect(split.isCollapsed && split.isShowing(.inspector))
    tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(tree.flattened.contains { $0.role == .sheet })
    #expect(tree.flattened.filter { $0.role == .splitDivider }.isEmpty)
  }
}
