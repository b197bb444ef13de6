import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

/// A split view controller with a list and a photo, like the photo browser.
@MainActor
private func photoBrowserSplit(on device: Device, orientation: UIInterfaceOrientation = .portrait) -> (UIWindow, UISplitViewController) {
  let split = UISplitViewController(style: .doubleColumn)
  split.setViewController(UINavigationController(rootViewController: PhotographersViewController()), for: .primary)
  split.setViewController(UINavigationController(rootViewController: PhotoViewController(title: "Ansel Adams")), for: .secondary)
  return (Screens.show(split, on: device, orientation: orientation), split)
}

@Suite(.checksInvariants) @MainActor
struct ActionDriverTests {
  @Test func aTapOnARowPushesAndTheJournalRecordsTheAnimatedPushWithBothControllers() {
    let (window, navigation) = Screens.navigationStack()
    navigation.popViewController(animated: false)
    let list = navigation.topViewController!
    list.onSelectPush(on: navigation)
    let outcome = ActionDriver.perform(.tapElement(elementID("vc0.table0.row.0", in: window)), on: window)
    #expect(outcome.wasPerformed)
    #expect(navigation.viewControllers.count == 2)
    let pushed = navigation.topViewController!
    #expect(outcome.journal == [TransitionJournal.Entry(
      transition: .push, animated: true, container: ObjectIdentifier(navigation),
      from: ObjectIdentifier(list), to: ObjectIdentifier(pushed)
    )])
    #expect(outcome.frame.layoutTree.flattened.contains { $0.role == .backButton })
    #expect(outcome.misuseReports.isEmpty && outcome.invariantViolations.isEmpty)
  }

  @Test func anActionRecordsTheCallbacksAndDelegateCallsItCausedInOrder() {
    let (window, navigation) = Screens.navigationStack()
    navigation.popViewController(animated: false)
    let list = navigation.topViewController!
    list.onSelectPush(on: navigation)
    let outcome = ActionDriver.perform(.tapElement(elementID("vc0.table0.row.0", in: window)), on: window)
    let pushed = navigation.topViewController!
    #expect(outcome.callbacks == [
      "tableView(_:didSelectRowAt: [0, 0])",
      "\(list.debugName).viewWillDisappear(true)", "\(pushed.debugName).viewWillAppear(true)",
      "\(list.debugName).viewDidDisappear(true)", "\(pushed.debugName).viewDidAppear(true)",
    ])
    // Nothing is recorded outside an action.
    navigation.popViewController(animated: false)
    #expect(CallbackRecorder.current == nil)
  }

  @Test func backPopsThroughTheNavigationBarsBackButton() {
    let (window, navigation) = Screens.navigationStack()
    let photo = navigation.topViewController!
    let outcome = ActionDriver.perform(.back, on: window)
    #expect(outcome.effect == .performed("tapped nav0.bar.back: back button \"Photographers\": pops the navigation stack"))
    #expect(navigation.viewControllers.count == 1)
    #expect(outcome.journal.map(\.transition) == [.pop])
    #expect(outcome.journal.first?.from == ObjectIdentifier(photo))
    #expect(outcome.journal.first?.animated == true)
  }

  @Test func backIsUnavailableWhenTheBackButtonIsHiddenOrTheBarIs() {
    let (window, navigation) = Screens.navigationStack()
    navigation.topViewController!.navigationItem.hidesBackButton = true
    var outcome = ActionDriver.perform(.back, on: window)
    #expect(outcome.effect == .unavailable("the back button of \(navigation.debugName) cannot be tapped (is its bar hidden?)"))
    #expect(navigation.viewControllers.count == 2 && outcome.journal.isEmpty)
    navigation.topViewController!.navigationItem.hidesBackButton = false
    navigation.setNavigationBarHidden(true, animated: false)
    outcome = ActionDriver.perform(.back, on: window)
    #expect(!outcome.wasPerformed && navigation.viewControllers.count == 2)
    #expect(!navigation.simulateTapOnBackButton())
  }

  @Test func rotatingAnIPhoneProMaxExpandsThenCollapsesTheSplit() {
    let (window, split) = photoBrowserSplit(on: .iPhone16ProMax)
    #expect(split.isCollapsed)
    let landscape = ActionDriver.perform(.rotate(.landscapeLeft), on: window)
    #expect(landscape.effect == .performed("rotated to landscapeLeft"))
    #expect(!split.isCollapsed)
    #expect(landscape.journal.contains(TransitionJournal.Entry(transition: .expand, animated: true, container: ObjectIdentifier(split), from: nil, to: nil)))
    #expect(!landscape.journal.contains { $0.transition == .collapse })
    let portrait = ActionDriver.perform(.rotate(.portrait), on: window)
    #expect(split.isCollapsed)
    #expect(portrait.journal.contains(TransitionJournal.Entry(transition: .collapse, animated: true, container: ObjectIdentifier(split), from: nil, to: nil)))
    #expect(portrait.invariantViolations.isEmpty)
  }

  @Test func aSwipeDownDismissesTheSheetAndAnAbandonedOneRecordsNothing() {
    let (window, settings) = Screens.pageSheet()
    let presenter = settings.presentingViewController!
    let abandoned = ActionDriver.perform(.swipeDown(completing: false), on: window)
    #expect(abandoned.effect == .performed("cancelled"))
    #expect(abandoned.journal.isEmpty)
    #expect(presenter.presentedViewController === settings)
    let swipe = ActionDriver.perform(.swipeDown(completing: true), on: window)
    #expect(swipe.effect == .performed("dismissed"))
    #expect(presenter.presentedViewController == nil)
    #expect(swipe.journal == [TransitionJournal.Entry(
      transition: .dismiss, animated: true, container: ObjectIdentifier(presenter),
      from: ObjectIdentifier(settings), to: ObjectIdentifier(presenter)
    )])
    #expect(ActionDriver.perform(.swipeDown(completing: true), on: window).effect == .unavailable("nothing is presented"))
  }

  @Test func R70_aTapOutsideASheetDoesNothing() {
    let (window, settings) = Screens.formSheetOnPad()
    let outcome = ActionDriver.perform(.tapOutside, on: window)
    #expect(outcome.wasPerformed)
    #expect(settings.presentingViewController != nil)
    #expect(outcome.journal.isEmpty)
    #expect(settings.presentationController?.simulateTapOnDimmingView() == .notInteractivelyDismissible)
  }

  @Test func R73_aDragToADetentChangesTheSelectedDetentAndTellsTheDelegate() {
    let (window, settings) = Screens.pageSheet()
    let sheet = settings.sheetPresentationController!
    let delegate = DetentDelegate()
    sheet.detents = [.medium(), .large()]
    sheet.delegate = delegate
    // The sheet rests at the first detent, medium; large is the one to drag to.
    let actions = AdaptiveRenderer.availableActions(in: window)
    #expect(actions.contains(.dragToDetent(.large)) && !actions.contains(.dragToDetent(.medium)))
    let outcome = ActionDriver.perform(.dragToDetent(.large), on: window)
    #expect(outcome.wasPerformed)
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(delegate.changes == 1)
    let again = ActionDriver.perform(.dragToDetent(.large), on: window)
    #expect(!again.wasPerformed && delegate.changes == 1)
  }

  @Test func choosingATabRecordsTheSelection() {
    let (window, tabs) = Screens.tabBar()
    let first = tabs.viewControllers![0], second = tabs.viewControllers![1]
    let outcome = ActionDriver.perform(.selectTab(1), on: window)
    #expect(tabs.selectedIndex == 1)
    #expect(outcome.journal == [TransitionJournal.Entry(
      transition: .selectTab(1), animated: false, container: ObjectIdentifier(tabs),
      from: ObjectIdentifier(first), to: ObjectIdentifier(second)
    )])
    #expect(ActionDriver.perform(.selectTab(7), on: window).effect == .unavailable("no tab bar on screen has a tab 7"))
  }

  @Test func aTapAtAPointAndAResizeArePlayed() {
    let (window, navigation) = Screens.navigationStack()
    navigation.popViewController(animated: false)
    let list = navigation.topViewController as! PhotographersViewController
    let tap = ActionDriver.perform(.tapPoint(CGPoint(x: 100, y: 103 + 60 * 2 + 30)), on: window)
    #expect(tap.wasPerformed && list.selections == ["Henri Cartier-Bresson"])
    let resize = ActionDriver.perform(.resize(CGSize(width: 500, height: 800)), on: window)
    #expect(resize.effect == .performed("resized to 500×800"))
    #expect(window.bounds.size == CGSize(width: 500, height: 800))
    #expect(resize.frame.size == CGSize(width: 500, height: 800))
  }

  @Test func R120_aDragResizeOfAWindowWithoutASceneTakesTheSizeWhenTheFingerLifts() {
    let (window, _) = Screens.navigationStack()
    let before = window.bounds.size
    let moving = ActionDriver.perform(.dragResize(CGSize(width: 500, height: 800), ended: false), on: window)
    #expect(moving.effect == .performed("dragging the window's edge at 500×800"))
    #expect(window.bounds.size == before)
    let released = ActionDriver.perform(.dragResize(CGSize(width: 500, height: 800), ended: true), on: window)
    #expect(released.effect == .performed("drag-resized to 500×800"))
    #expect(window.bounds.size == CGSize(width: 500, height: 800))
  }

  @Test func typingGoesIntoTheFrontmostTextFieldWhichBeginsEditingAndATextSizeChangesTheTraits() {
    let (window, navigation) = Screens.navigationStack()
    #expect(ActionDriver.perform(.typeText("x"), on: window).effect == .unavailable("no text field on screen can be typed in"))
    let field = UITextField(frame: CGRect(x: 16, y: 200, width: 200, height: 44))
    field.text = "Ana"
    navigation.topViewController!.view.addSubview(field)
    let typed = ActionDriver.perform(.typeText("!"), on: window)
    #expect(typed.wasPerformed)
    #expect(field.text == "Ana!" && field.isEditing)
    let size = ActionDriver.perform(.setTextSize(.accessibilityLarge), on: window)
    #expect(size.effect == .performed("text size set to AccessibilityL"))
    #expect(navigation.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
  }

  @Test func misuseDuringAnActionSurfacesInTheOutcome() {
    let (window, navigation) = Screens.navigationStack()
    navigation.popViewController(animated: false)
    let list = navigation.topViewController as! PhotographersViewController
    list.onSelect = { _ in navigation.pushViewController(list, animated: true) }
    let outcome = ActionDriver.perform(.tapElement(elementID("vc0.table0.row.0", in: window)), on: window)
    #expect(outcome.misuseReports.count == 1)
    #expect(outcome.misuseReports.first?.message.contains("more than once") == true)
    #expect(outcome.journal.isEmpty)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func invariantViolationsSurfaceInTheOutcome() {
    let (window, navigation) = Screens.navigationStack()
    navigation.popViewController(animated: false)
    let list = navigation.topViewController as! PhotographersViewController
    // A broken app: the row's handler puts a view in the window without its controller.
    let stray = UIViewController()
    stray.title = "Stray"
    list.onSelect = { _ in window.addSubview(stray.view) }
    let outcome = ActionDriver.perform(.tapElement(elementID("vc0.table0.row.0", in: window)), on: window)
    #expect(outcome.invariantViolations == ["the view of <UIViewController \"Stray\"> is in the window but the controller is not in its hierarchy"])
    stray.view.removeFromSuperview()
  }

  @Test func anUnknownElementIsUnavailableAndChangesNothing() {
    let (window, navigation) = Screens.navigationStack()
    let before = AdaptiveRenderer.frame(for: window)
    let outcome = ActionDriver.perform(.tapElement("nowhere"), on: window)
    #expect(outcome.effect == .unavailable("no element 'nowhere' can be tapped now"))
    #expect(outcome.frame == before)
    #expect(navigation.viewControllers.count == 2)
  }
}

/// The element id of the element with a readable label (`vc0.table0.row.0`).
@MainActor
private func elementID(_ label: String, in window: UIWindow) -> String {
  AdaptiveRenderer.target(labelOrID: label, in: window)?.elementID ?? label
}

@MainActor
private final class DetentDelegate: UISheetPresentationControllerDelegate {
  var changes = 0
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
    changes += 1
  }
}

extension UIViewController {
  /// Makes the photographers list push a photo for the row selected.
  @MainActor func onSelectPush(on navigation: UINavigationController) {
    (self as? PhotographersViewController)?.onSelect = { name in
      navigation.pushViewController(PhotoViewController(title: name), animated: true)
    }
  }
}
