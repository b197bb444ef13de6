import AdaptiveKit
import Foundation
import Testing
@testable import AdaptiveRendering

@Suite @MainActor
struct HitTestingTests {
  @Test func tapOnBackButtonPopsTheStack() {
    let (window, navigation) = Screens.navigationStack()
    let target = AdaptiveRenderer.target(labelOrID: "nav0.bar.back", in: window)
    #expect(target?.elementID == "nav0.bar.back")
    target?.perform()
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func tapOnRowByLabelSelectsItThroughTheDelegate() {
    let (window, navigation) = Screens.navigationStack()
    navigation.popViewController(animated: false)
    let list = navigation.topViewController as! PhotographersViewController
    let target = AdaptiveRenderer.target(labelOrID: "Dorothea Lange", in: window)
    #expect(target?.elementID == "vc0.table0.row.1")
    target?.perform()
    #expect(list.selections == ["Dorothea Lange"])
    #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }
}
