import AdaptiveKit
import Foundation
import Testing
@testable import AdaptiveRendering

/// A split view controller laid out by hand, for the stub `UISplitViewController` of this branch:
/// a 320 pt primary column and the secondary beside it. Once the split view issue is merged, the
/// real split lays out its own columns: replace this file's test with one that uses
/// `UISplitViewController(style: .doubleColumn)`, `setViewController(_:for:)` and
/// `displayModeButtonItem` (the render branch's report gives it).
@MainActor
final class HandLaidOutSplitViewController: UISplitViewController {
  func install(_ primary: UIViewController, _ secondary: UIViewController) {
    for child in [primary, secondary] {
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }
  }

  override func viewDidLayoutSubviews() {
    guard children.count == 2 else { return }
    children[0].view.frame = CGRect(x: 0, y: 0, width: 320, height: view.bounds.height)
    children[1].view.frame = CGRect(x: 320, y: 0, width: view.bounds.width - 320, height: view.bounds.height)
  }
}

@Suite @MainActor
struct SplitDividerTests {
  @Test func splitColumnsGetADividerAndAnyBarButtonItemRenders() {
    let split = HandLaidOutSplitViewController()
    let detail = PhotoViewController(title: "Moonrise")
    let modeButton = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: nil, action: nil)
    var modeTaps = 0
    modeButton.primaryAction = UIAction { _ in modeTaps += 1 }
    detail.navigationItem.leftBarButtonItem = modeButton
    split.install(UINavigationController(rootViewController: PhotographersViewController()),
                  UINavigationController(rootViewController: detail))
    let window = Screens.show(split, on: .iPadAir11, orientation: .landscapeLeft)
    let tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(tree.node(withID: "split0.divider0")?.frame == CGRect(x: 319.75, y: 0, width: 0.5, height: 820))
    #expect(tree.node(withID: "nav0.bar")?.frame == CGRect(x: 0, y: 24, width: 320, height: 44))
    #expect(tree.node(withID: "nav1.bar")?.frame == CGRect(x: 320, y: 24, width: 860, height: 44))
    let item = tree.node(withID: "nav1.bar.left0")
    #expect(item?.traits.contains("glyph:sidebar.left") == true)
    AdaptiveRenderer.target(labelOrID: "nav1.bar.left0", in: window)?.perform()
    #expect(modeTaps == 1)
  }

}
