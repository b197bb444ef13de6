import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct LayoutTreeTests {
  @Test func navigationStackIDsAndFrames() {
    let (window, _) = Screens.navigationStack()
    let tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(tree.node(withID: "nav0")?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(tree.node(withID: "nav0.bar")?.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
    let back = tree.node(withID: "nav0.bar.back")
    #expect(back?.text == "Photographers")
    #expect(back?.frame.minX == 8)
    #expect(tree.node(withID: "nav0.bar.title")?.text == "Ansel Adams")
    #expect(tree.node(withID: "nav0.bar.right0")?.traits.glyph == "square.and.arrow.up")
    #expect(tree.node(withID: "vc0.image0")?.role == .image)
    #expect(tree.node(withID: "vc0.label0")?.text == "Moonrise, Hernandez, New Mexico, 1941")
    #expect(tree.node(withID: "vc0.button0")?.text == "Show URL")
    #expect(tree.node(withID: "statusBar")?.frame == CGRect(x: 0, y: 0, width: 393, height: 59))
    #expect(tree.node(withID: "homeIndicator")?.frame == CGRect(x: 130, y: 839, width: 134, height: 5))
  }

  @Test func backButtonTitleRules() {
    let (window, navigation) = Screens.navigationStack()
    let list = navigation.viewControllers[0]
    list.navigationItem.backButtonTitle = "Artists"
    #expect(AdaptiveRenderer.layoutTree(for: window).node(withID: "nav0.bar.back")?.text == "Artists")
    list.navigationItem.backBarButtonItem = UIBarButtonItem(title: "List")
    #expect(AdaptiveRenderer.layoutTree(for: window).node(withID: "nav0.bar.back")?.text == "List")
    list.navigationItem.backBarButtonItem = nil
    list.navigationItem.backButtonTitle = nil
    list.navigationItem.title = "A Very Long List Of Photographers Title"
    #expect(AdaptiveRenderer.layoutTree(for: window).node(withID: "nav0.bar.back")?.text == "Back")
    navigation.topViewController?.navigationItem.hidesBackButton = true
    #expect(AdaptiveRenderer.layoutTree(for: window).node(withID: "nav0.bar.back") == nil)
  }

  @Test func tableRowsHaveStableIDsAndStandardHeights() {
    let (window, navigation) = Screens.navigationStack()
    navigation.popViewController(animated: false)
    let tree = AdaptiveRenderer.layoutTree(for: window)
    let rows = tree.flattened.filter { $0.role == .row }
    #expect(rows.map(\.label) == (0..<5).map { "vc0.table0.row.\($0)" })
    #expect(rows[0].frame == CGRect(x: 0, y: 103, width: 393, height: 60))
    #expect(rows[2].frame == CGRect(x: 0, y: 223, width: 393, height: 60))
  }

  @Test func tabBarFramesAndSelection() {
    let (window, tabs) = Screens.tabBar()
    let tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(tree.node(withID: "tabs0.bar")?.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
    #expect(tree.node(withID: "tabs0.bar.tab0")?.frame == CGRect(x: 0, y: 769, width: 196.5, height: 49))
    #expect(tree.node(withID: "tabs0.bar.tab0")?.traits.isSelected == true)
    #expect(tree.node(withID: "tabs0.bar.tab1")?.traits.badge == "3")
    tabs.selectedIndex = 1
    #expect(AdaptiveRenderer.layoutTree(for: window).node(withID: "tabs0.bar.tab1")?.traits.isSelected == true)
  }

  @Test func R75_pageSheetCardScalesThePresenterBehindIt() {
    let (window, _) = Screens.pageSheet()
    let tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(tree.children.map(\.label) == ["modal0.presenter", "modal0.dimming", "modal0", "statusBar", "homeIndicator"])
    #expect(tree.node(withID: "modal0")?.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    #expect(tree.node(withID: "modal0")?.traits.isCard == true)
    let presenter = tree.node(withID: "modal0.presenter")!
    #expect(presenter.frame.minX == 16)
    #expect(presenter.frame.minY == 59)
    #expect(presenter.frame.width == 361)
    #expect(abs((tree.node(withID: "tabs0")?.scale ?? 0) - 361.0 / 393.0) < 0.0001)
    #expect(tree.node(withID: "statusBar")?.traits.isOnDark == true)
  }

  @Test func R74_onlyTheTopTwoCardsAreDrawn() {
    let (window, settings) = Screens.pageSheet()
    settings.present(UINavigationController(rootViewController: PhotoViewController(title: "Second")), animated: false)
    let tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(tree.children.map(\.label) == ["modal1.presenter", "modal1.dimming", "modal1", "statusBar", "homeIndicator"])
    #expect(tree.node(withID: "modal1.presenter")?.children.map(\.label) == ["modal0"])
    #expect(tree.node(withID: "tabs0") == nil)
  }

  /// The layers behind the top two cards of a deep stack are not drawn, but still numbered: the
  /// front cards keep the labels a walk through every layer gives them.
  @Test func R74_aDeepStackOfCardsKeepsItsLabelsAndDrawsTheTopTwo() {
    let (window, settings) = Screens.pageSheet()
    var top: UIViewController = settings
    for number in 1...40 {
      let next = UINavigationController(rootViewController: PhotoViewController(title: "Card \(number)"))
      top.present(next, animated: false)
      top = next
    }
    let tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(tree.children.map(\.label) == ["modal40.presenter", "modal40.dimming", "modal40", "statusBar", "homeIndicator"])
    #expect(tree.node(withID: "modal40.presenter")?.children.map(\.label) == ["modal39"])
    #expect(tree.node(withID: "modal40")?.children.first?.label == "nav41")
  }

  @Test func formSheetOnIPadIsCentredOverADimmedPresenter() {
    let (window, _) = Screens.formSheetOnPad()
    let tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(tree.children.map(\.label) == ["nav0", "modal0.dimming", "modal0", "statusBar", "homeIndicator"])
    #expect(tree.node(withID: "modal0")?.frame == CGRect(x: 300, y: 90, width: 580, height: 640))
    #expect(tree.node(withID: "nav0")?.scale == 1)
    #expect(tree.node(withID: "homeIndicator")?.frame.width == 320)
  }

  @Test func popoverHangsBelowItsBarButtonItemWithAnArrow() {
    let (window, _, _) = Screens.popoverOnPad()
    let tree = AdaptiveRenderer.layoutTree(for: window)
    let item = tree.node(withID: "nav0.bar.right0")!
    let popover = tree.node(withID: "modal0")!
    #expect(popover.role == .popover)
    #expect(popover.arrow?.edge == .top)
    #expect(popover.arrow?.tip.y == item.frame.maxY)
    #expect(popover.frame.minY == item.frame.maxY + 13)
    #expect(popover.frame.size == CGSize(width: 320, height: 120))
    #expect(popover.frame.maxX <= 820 - 10)
  }
}

extension LayoutTreeTests {
  @Test func accessibilityIdentifiersReplaceGeneratedIDs() {
    let (window, navigation) = Screens.navigationStack()
    let photo = navigation.topViewController as! PhotoViewController
    photo.view.accessibilityIdentifier = "photo"
    photo.button.accessibilityIdentifier = "showURL"
    let tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(tree.node(withID: "photo")?.controller === photo)
    #expect(tree.node(withID: "photo.showURL")?.text == "Show URL")
    #expect(AdaptiveRenderer.target(labelOrID: "showURL", in: window)?.elementLabel == "photo.showURL")
  }
}

/// A custom presentation shaped like a sheet at a medium detent: the bottom half of the window.
@MainActor
final class HalfHeightPresentationController: UIPresentationController {
  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
  }
  override var shouldRemovePresentersView: Bool { false }
}

@MainActor
final class HalfHeightTransitioning: UIViewControllerTransitioningDelegate {
  func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
    HalfHeightPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

extension LayoutTreeTests {
  @Test func R75_aShorterCardLeavesThePresenterUnscaled() {
    let (window, tabs) = Screens.tabBar()
    let transitioning = HalfHeightTransitioning()
    let half = UINavigationController(rootViewController: SettingsViewController())
    half.modalPresentationStyle = .custom
    half.transitioningDelegate = transitioning
    tabs.present(half, animated: false)
    let tree = AdaptiveRenderer.layoutTree(for: window)
    // A custom presentation controller has no dimming view (the core's geometry has none).
    #expect(tree.children.map(\.label) == ["tabs0", "modal0", "statusBar", "homeIndicator"])
    #expect(tree.node(withID: "modal0")?.frame == CGRect(x: 0, y: 426, width: 393, height: 426))
    #expect(tree.node(withID: "modal0")?.traits.isCard == true)
    #expect(tree.node(withID: "tabs0")?.scale == 1)
  }
}
