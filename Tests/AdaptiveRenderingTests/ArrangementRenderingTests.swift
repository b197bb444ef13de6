import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

/// The renderer draws an arrangement's children where its layout puts them (R131, R132).
@Suite(.checksInvariants) @MainActor
struct ArrangementRenderingTests {
  private func arrangement() -> (UIWindow, UIArrangementViewController, UIViewController, UIViewController) {
    let a = UIViewController(), b = UIViewController()
    a.title = "Photo"
    b.title = "Details"
    let arrangement = UIArrangementViewController()
    arrangement.setViewController(a, for: .primary)
    arrangement.setViewController(b, for: .secondary)
    return (makeVisibleWindow(root: arrangement, device: .iPhone16), arrangement, a, b)
  }

  @Test func R131_bothChildrenAreDrawnAtTheSolversFrames() throws {
    let (window, _, a, b) = arrangement()
    window.rotate(to: .landscapeLeft)
    let nodes = AdaptiveRenderer.layoutTree(for: window).flattened
    let root = try #require(nodes.first { $0.controller is UIArrangementViewController })
    #expect(root.label == "arrangement0")
    let primary = try #require(nodes.first { $0.controller === a })
    let secondary = try #require(nodes.first { $0.controller === b })
    #expect(primary.frame == CGRect(x: 0, y: 0, width: 426, height: 393))
    #expect(secondary.frame == CGRect(x: 426, y: 0, width: 426, height: 393))
    let list = AdaptiveRenderer.displayList(for: window)
    #expect(list.elements(forID: primary.id).contains { $0.frame == primary.frame })
    #expect(list.elements(forID: secondary.id).contains { $0.frame == secondary.frame })
  }

  @Test func R132_anOverlayDrawsThePrimaryAboveTheSecondary() throws {
    let (window, arrangement, a, b) = arrangement()
    arrangement.updateArrangement(.overlay)
    let nodes = AdaptiveRenderer.layoutTree(for: window).flattened
    let primaryIndex = try #require(nodes.firstIndex { $0.controller === a })
    let secondaryIndex = try #require(nodes.firstIndex { $0.controller === b })
    #expect(secondaryIndex < primaryIndex)
    #expect(nodes[primaryIndex].frame == nodes[secondaryIndex].frame)
    let list = AdaptiveRenderer.displayList(for: window)
    let order = list.elements.map(\.id)
    let primaryFirst = try #require(order.firstIndex(of: nodes[primaryIndex].id))
    let secondaryFirst = try #require(order.firstIndex(of: nodes[secondaryIndex].id))
    #expect(secondaryFirst < primaryFirst)
  }
}
