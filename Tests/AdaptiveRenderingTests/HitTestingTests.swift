import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct HitTestingTests {
  @Test func tapOnBackButtonPopsTheStack() {
    let (window, navigation) = Screens.navigationStack()
    let target = AdaptiveRenderer.target(labelOrID: "nav0.bar.back", in: window)
    #expect(target?.elementLabel == "nav0.bar.back")
    target?.perform()
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func tapOnRowByLabelSelectsItThroughTheDelegate() {
    let (window, navigation) = Screens.navigationStack()
    navigation.popViewController(animated: false)
    let list = navigation.topViewController as! PhotographersViewController
    let target = AdaptiveRenderer.target(labelOrID: "Dorothea Lange", in: window)
    #expect(target?.elementLabel == "vc0.table0.row.1")
    target?.perform()
    #expect(list.selections == ["Dorothea Lange"])
    #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }
}

@Suite(.checksInvariants) @MainActor
struct HitTestingMoreTests {
  @Test func pointOnARowSelectsIt() {
    let (window, navigation) = Screens.navigationStack()
    navigation.popViewController(animated: false)
    let target = AdaptiveRenderer.hitTest(CGPoint(x: 100, y: 103 + 60 * 2 + 30), in: window)
    #expect(target?.elementLabel == "vc0.table0.row.2")
    target?.perform()
    #expect((navigation.topViewController as! PhotographersViewController).selections == ["Henri Cartier-Bresson"])
  }

  /// A window's hit test returns nil outside its bounds: a point off the window reaches nothing,
  /// and a row half below its bottom edge is reached at the middle of its part in the window.
  @Test func aPointOffTheWindowReachesNothingAndARowHalfInItIsReachedInIt() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 10 * 44))
    window.rootViewController = NumberedRowsController(count: 10)
    window.makeKeyAndVisible()
    let last = try #require(AdaptiveRenderer.target(labelOrID: "Row 9", in: window))
    let frame = AdaptiveRenderer.frame(for: window)
    let row = try #require(frame.layoutTree.flattened.first { $0.label == last.elementLabel })
    #expect(row.frame.minY < window.bounds.maxY && row.frame.midY > window.bounds.maxY)
    #expect(AdaptiveRenderer.hitTest(CGPoint(x: 100, y: (row.frame.minY + window.bounds.maxY) / 2), in: window)?.elementLabel == last.elementLabel)
    #expect(AdaptiveRenderer.hitTest(CGPoint(x: 100, y: row.frame.midY), in: window) == nil)
    #expect(frame.hitTargets.count == 10)
  }

  @Test func barBackgroundAndTitleSwallowTaps() {
    let (window, _) = Screens.navigationStack()
    #expect(AdaptiveRenderer.hitTest(CGPoint(x: 196, y: 81), in: window)?.elementID == nil)
    #expect(AdaptiveRenderer.hitTest(CGPoint(x: 196, y: 30), in: window)?.elementID == nil)
  }

  @Test func contentButtonSendsTouchUpInside() {
    let (window, navigation) = Screens.navigationStack()
    let photo = navigation.topViewController as! PhotoViewController
    let target = AdaptiveRenderer.target(labelOrID: "Show URL", in: window)
    #expect(target?.elementLabel == "vc0.button0")
    target?.perform()
    #expect(photo.taps == 1)
  }

  @Test func barButtonItemRunsItsPrimaryAction() {
    let (window, settings) = Screens.pageSheet()
    let form = settings.topViewController as! SettingsViewController
    let target = AdaptiveRenderer.target(labelOrID: "Done", in: window)
    #expect(target?.elementLabel == "nav1.bar.right0")
    target?.perform()
    #expect(form.doneTaps == 1)
  }

  @Test func tabTapSelectsTheTab() {
    let (window, tabs) = Screens.tabBar()
    AdaptiveRenderer.target(labelOrID: "Recents", in: window)?.perform()
    #expect(tabs.selectedIndex == 1)
  }

  @Test func R70_rowsUnderASheetAreNotReachableAndItsDimmingIgnoresTaps() {
    let (window, settings) = Screens.pageSheet()
    #expect(AdaptiveRenderer.target(labelOrID: "Ansel Adams", in: window)?.elementID == nil)
    let dimming = AdaptiveRenderer.hitTest(CGPoint(x: 200, y: 64), in: window)
    #expect(dimming?.elementLabel == "modal0.dimming")
    dimming?.perform()
    #expect(settings.presentingViewController != nil)
  }

  @Test func R85_tapOutsideAPopoverDismissesIt() {
    let (window, navigation, url) = Screens.popoverOnPad()
    let outside = AdaptiveRenderer.hitTest(CGPoint(x: 100, y: 600), in: window)
    #expect(outside?.elementLabel == "modal0.dimming")
    outside?.perform()
    #expect(url.presentingViewController == nil)
    #expect(navigation.presentedViewController == nil)
  }

  @Test func SC36_passthroughNavigationBarReceivesTapsWhileAPopoverShows() {
    let (window, navigation, url) = Screens.popoverOnPad(passthroughNavigationBar: true)
    let back = AdaptiveRenderer.target(labelOrID: "nav0.bar.back", in: window)
    #expect(back?.elementLabel == "nav0.bar.back")
    #expect(url.presentingViewController != nil)
    _ = navigation
  }
}


/// Records the adaptive presentation delegate's dismissal calls.
@MainActor
final class DismissalLog: UIAdaptivePresentationControllerDelegate {
  var entries: [String] = []
  var allows = true
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    entries.append("should")
    return allows
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { entries.append("will") }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { entries.append("did") }
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { entries.append("attempt") }
}

@Suite(.checksInvariants) @MainActor
struct PopoverTapOutsideTests {
  @Test func R85_tapOutsideSendsShouldWillDid() {
    let (window, _, url) = Screens.popoverOnPad()
    let log = DismissalLog()
    url.presentationController?.delegate = log
    AdaptiveRenderer.hitTest(CGPoint(x: 100, y: 900), in: window)?.perform()
    #expect(log.entries == ["should", "will", "did"])
    #expect(url.presentingViewController == nil)
  }

  @Test func R85_refusedTapOutsideSendsShouldThenAttempt() {
    let (window, _, url) = Screens.popoverOnPad()
    let log = DismissalLog()
    log.allows = false
    url.presentationController?.delegate = log
    AdaptiveRenderer.hitTest(CGPoint(x: 100, y: 900), in: window)?.perform()
    #expect(log.entries == ["should", "attempt"])
    #expect(url.presentingViewController != nil)
  }

  @Test func R68_modalInPresentationPopoverOnlyAttempts() {
    let (window, _, url) = Screens.popoverOnPad()
    let log = DismissalLog()
    url.presentationController?.delegate = log
    url.isModalInPresentation = true
    AdaptiveRenderer.hitTest(CGPoint(x: 100, y: 900), in: window)?.perform()
    #expect(log.entries == ["attempt"])
    #expect(url.presentingViewController != nil)
  }

  @Test func SC36_choosingAnotherPhotoThroughThePassthroughBarKeepsThePopover() {
    let (window, navigation, url) = Screens.popoverOnPad(passthroughNavigationBar: true)
    AdaptiveRenderer.target(labelOrID: "nav0.bar.back", in: window)?.perform()
    // The back button was reached through the popover's passthrough view: the stack popped and
    // the popover stayed (the seed's stale URL popover).
    #expect(navigation.viewControllers.count == 1)
    #expect(url.presentingViewController != nil)
  }
}

@Suite(.checksInvariants) @MainActor
struct BarBehaviourTests {
  @Test func R90_barsHideInCompactHeightWhenAsked() {
    let (window, navigation) = Screens.navigationStack()
    navigation.hidesBarsWhenVerticallyCompact = true
    #expect(AdaptiveRenderer.layoutTree(for: window).node(withID: "nav0.bar") != nil)
    window.rotate(to: .landscapeLeft)
    #expect(AdaptiveRenderer.layoutTree(for: window).node(withID: "nav0.bar") == nil)
  }

  @Test func R91_tappingTheSelectedTabShowsItsRoot() {
    let (window, tabs) = Screens.tabBar()
    let navigation = tabs.selectedViewController as! UINavigationController
    navigation.pushViewController(PhotoViewController(title: "Ansel Adams"), animated: false)
    AdaptiveRenderer.target(labelOrID: "tabs0.bar.tab0", in: window)?.perform()
    #expect(navigation.viewControllers.count == 1)
  }
}

@Suite(.checksInvariants) @MainActor
struct UndimmedDetentHitTestingTests {
  /// The user taps the presenter's bar button and a button of its content above a medium sheet
  /// whose detent is undimmed: both act, and the sheet stays.
  @Test func R73_tapsAboveAnUndimmedMediumSheetReachThePresentersBarAndContent() {
    let taps = CallLog()
    let presenter = UIViewController()
    presenter.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in taps.record("Edit") })
    let button = UIButton(frame: CGRect(x: 20, y: 160, width: 200, height: 44))
    button.setTitle("Share", for: .normal)
    button.addAction(UIAction { _ in taps.record("Share") }, for: .touchUpInside)
    presenter.view.addSubview(button)
    let window = makeVisibleWindow(root: UINavigationController(rootViewController: presenter), device: .iPhone16)
    let sheet = UIViewController()
    sheet.sheetPresentationController?.detents = [.medium(), .large()]
    sheet.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
    presenter.present(sheet, animated: false)
    for action in [UserAction.tapLabel("Edit"), .tapPoint(CGPoint(x: 100, y: 182))] {
      let effect = ActionDriver.perform(action, on: window).effect
      if case .unavailable = effect { Issue.record("\(action): \(effect)") }
    }
    #expect(taps.entries == ["Edit", "Share"])
    #expect(presenter.presentedViewController === sheet)
  }

  @Test func R73_anUndimmedDetentPassesTapsThroughToThePresenter() {
    let (window, settings) = Screens.pageSheet()
    let sheet = settings.sheetPresentationController!
    sheet.detents = [.medium(), .large()]
    sheet.largestUndimmedDetentIdentifier = .medium
    sheet.selectedDetentIdentifier = .medium
    window.layoutIfNeeded()
    let point = CGPoint(x: 200, y: 200)
    let tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(tree.node(withID: "modal0.dimming")?.traits.alpha == 0)
    let through = AdaptiveRenderer.hitTest(point, in: window)
    #expect(through?.elementLabel == "vc0.table0.row.1")
    #expect(AdaptiveRenderer.target(labelOrID: "modal0.dimming", in: window) == nil)
    sheet.selectedDetentIdentifier = .large
    window.layoutIfNeeded()
    // At the large detent the card covers the point, and its dimming takes taps again (ignoring them, R70).
    #expect(AdaptiveRenderer.hitTest(point, in: window)?.elementLabel == "vc1.table0.row.1")
    #expect(AdaptiveRenderer.target(labelOrID: "modal0.dimming", in: window)?.elementLabel == "modal0.dimming")
  }
}

/// A card with a tap recognizer, and a label on it.
@MainActor
private final class TappableCardController: UIViewController {
  let card = UIView(frame: CGRect(x: 20, y: 200, width: 200, height: 120))
  let caption = UILabel(frame: CGRect(x: 10, y: 10, width: 150, height: 21))
  var taps: [UIGestureRecognizer] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    caption.text = "Tap me"
    card.accessibilityIdentifier = "card"
    card.addSubview(caption)
    view.addSubview(card)
    card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("cardTapped:", implementation: TappableCardController.cardTapped)))
  }

  func cardTapped(_ sender: UITapGestureRecognizer) { taps.append(sender) }
}

@Suite(.checksInvariants) @MainActor
struct GestureHitTestingTests {
  @Test func aTapOnAViewWithATapRecognizerOrOnItsLabelSendsTheRecognizersAction() throws {
    let controller = TappableCardController()
    let window = makeVisibleWindow(root: controller)
    let onCard = try #require(AdaptiveRenderer.hitTest(CGPoint(x: 200, y: 300), in: window))
    #expect(onCard.elementLabel == "vc0.card")
    #expect(onCard.description == "view: its tap gesture recognizer recognizes the tap")
    onCard.perform()
    #expect(controller.taps.count == 1 && controller.taps.first === controller.card.gestureRecognizers?.first)
    // The label takes no touches (as in UIKit): a tap on it lands on the card.
    let onLabel = try #require(AdaptiveRenderer.hitTest(CGPoint(x: 40, y: 220), in: window))
    #expect(onLabel.elementLabel == "vc0.card")
    onLabel.perform()
    #expect(controller.taps.count == 2)
    #expect(controller.view.hitTest(CGPoint(x: 40, y: 220), with: nil) === controller.card)
    // Outside the card nothing reacts; a disabled recognizer makes the card inert.
    #expect(AdaptiveRenderer.hitTest(CGPoint(x: 300, y: 600), in: window) == nil)
    controller.card.gestureRecognizers?.first?.isEnabled = false
    #expect(AdaptiveRenderer.hitTest(CGPoint(x: 200, y: 300), in: window) == nil)
  }
}
