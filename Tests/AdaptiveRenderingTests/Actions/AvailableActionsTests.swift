import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct AvailableActionsTests {
  @Test func aPushedPhotoOffersItsTapsBackAndTheOtherOrientations() {
    let (window, _) = Screens.navigationStack()
    let actions = AdaptiveRenderer.availableActions(in: window)
    let taps = actions.compactMap { action -> String? in if case let .tapElement(id) = action { id } else { nil } }
    #expect(taps == AdaptiveRenderer.hitTargets(in: window).map(\.elementID).filter { !$0.hasSuffix(".back") })
    #expect(Array(actions.suffix(3)) == [.back, .rotate(.landscapeLeft), .rotate(.landscapeRight)])
    #expect(!actions.contains(.rotate(.portraitUpsideDown)))
    #expect(!actions.contains(.tapOutside) && !actions.contains(.swipeDown(completing: true)))
    #expect(AdaptiveRenderer.availableActions(in: window) == actions)
  }

  @Test func aSheetOffersBothSwipesItsOtherDetentsAndATapOutside() {
    let (window, settings) = Screens.pageSheet()
    settings.sheetPresentationController!.detents = [.medium(), .large()]
    let actions = AdaptiveRenderer.availableActions(in: window)
    let tail = Array(actions.drop { if case .tapElement = $0 { true } else { false } })
    #expect(tail == [.swipeDown(completing: true), .swipeDown(completing: false), .dragToDetent(.large), .tapOutside,
                     .rotate(.landscapeLeft), .rotate(.landscapeRight)])
  }

  @Test func aTabBarOffersEachTab() {
    let (window, _) = Screens.tabBar()
    let actions = AdaptiveRenderer.availableActions(in: window)
    #expect(actions.contains(.selectTab(0)) && actions.contains(.selectTab(1)))
    let tabIDs = AdaptiveRenderer.layoutTree(for: window).flattened.filter { $0.role == .tab }.map(\.id)
    #expect(tabIDs.count == 2)
    #expect(!actions.contains { if case let .tapElement(id) = $0 { tabIDs.contains(id) } else { false } })
  }

  @Test func Duo_aFoldableWindowOffersItsOtherPosturesAndTheDriverFoldsIt() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhoneDuo)
    let actions = AdaptiveRenderer.availableActions(in: window)
    #expect(Array(actions.suffix(4)) == [.rotate(.landscapeLeft), .rotate(.landscapeRight), .fold(.flat), .fold(.partiallyFolded)])
    #expect(ActionDriver.perform(.fold(.partiallyFolded), on: window).effect == .performed("folded to partially-folded"))
    #expect(window.posture == .partiallyFolded)
    #expect(AdaptiveRenderer.availableActions(in: window).suffix(2) == [.fold(.closed), .fold(.flat)])
    let phone = makeVisibleWindow(root: UIViewController(), device: .iPhone16)
    #expect(!AdaptiveRenderer.availableActions(in: phone).contains { if case .fold = $0 { true } else { false } })
    #expect(ActionDriver.perform(.fold(.flat), on: phone).effect == .unavailable("iPhone 16 does not fold"))
  }

  /// The tap actions among `actions`, by element id.
  private func taps(_ actions: [UserAction]) -> [String] {
    actions.compactMap { action -> String? in if case let .tapElement(id) = action { id } else { nil } }
  }

  @Test func theBackButtonOfAColumnBehindTheFrontmostBarIsATap() throws {
    let list = UINavigationController(rootViewController: titled("Photographers"))
    list.pushViewController(titled("Tomás Novák"), animated: false)
    let split = UISplitViewController(style: .doubleColumn)
    split.preferredDisplayMode = .oneBesideSecondary
    split.setViewController(list, for: .primary)
    split.setViewController(UINavigationController(rootViewController: titled("Cactus bloom")), for: .secondary)
    let window = makeVisibleWindow(root: split, device: .iPadAir11, orientation: .landscapeLeft)
    // The secondary's bar is the frontmost one and has no back button: the list's is a tap.
    let back = try #require(AdaptiveRenderer.layoutTree(for: window).flattened.first { $0.role == .backButton && $0.controller === list })
    let actions = AdaptiveRenderer.availableActions(in: window)
    #expect(!actions.contains(.back))
    #expect(taps(actions).contains(back.id))
    #expect(ActionDriver.perform(.tapElement(back.id), on: window).wasPerformed)
    #expect(list.viewControllers.map(\.title) == ["Photographers"])
  }

  @Test func R100_aGroupsChildInTheSidebarIsATapAndEachTabBarTabASelection() throws {
    func tab(_ title: String) -> UITab { UITab(title: title, image: nil, identifier: title) { _ in self.titled(title) } }
    let group = UITabGroup(title: "Library", image: nil, identifier: "Library", children: [tab("Recents"), tab("Favorites")]) { _ in UIViewController() }
    let tabs = UITabBarController(tabs: [tab("Home"), group])
    let window = makeVisibleWindow(root: tabs, device: .iPadPro13, orientation: .landscapeLeft)
    let rows = AdaptiveRenderer.layoutTree(for: window).flattened.filter { $0.role == .tab && $0.label.contains(".sidebar.") }
    #expect(rows.compactMap(\.text) == ["Home", "Recents", "Favorites"])
    let actions = AdaptiveRenderer.availableActions(in: window)
    // Home is a tab of the tab bar (selectTab); the group's children are in no tab bar.
    #expect(Set(taps(actions).filter { id in rows.contains { $0.id == id } }) == Set(rows.dropFirst().map(\.id)))
    #expect(actions.contains(.selectTab(0)))
    #expect(ActionDriver.perform(.tapElement(rows[2].id), on: window).wasPerformed)
    #expect(tabs.selectedTab?.identifier == "Favorites")
  }

  private func titled(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
  }

  @Test func anIPadOffersItsOtherMultitaskingWidthsAndEveryOtherOrientation() {
    let (window, _) = Screens.formSheetOnPad()
    let actions = AdaptiveRenderer.availableActions(in: window)
    let widths = Device.iPadAir11.multitaskingWidths(in: .landscapeLeft).map(\.width).filter { $0 != window.bounds.width }
    #expect(!widths.isEmpty)
    let resizes = actions.compactMap { action -> CGFloat? in if case let .resize(size) = action { size.width } else { nil } }
    #expect(resizes == widths)
    #expect(actions.contains(.rotate(.portrait)) && actions.contains(.rotate(.portraitUpsideDown)) && actions.contains(.rotate(.landscapeRight)))
    #expect(!actions.contains(.rotate(.landscapeLeft)))
  }

  @Test func everyActionOfferedCanBeTaken() {
    let screens: [() -> UIWindow] = [
      { Screens.navigationStack().0 }, { Screens.pageSheet().0 }, { Screens.tabBar().0 }, { Screens.formSheetOnPad().0 },
    ]
    for make in screens {
      for action in AdaptiveRenderer.availableActions(in: make()) {
        let outcome = ActionDriver.perform(action, on: make())
        #expect(outcome.wasPerformed, "\(action): \(outcome.effect)")
        #expect(outcome.invariantViolations.isEmpty, "\(action)")
      }
    }
  }
}

@Suite(.checksInvariants) @MainActor
struct AvailableActionsFromAFrameTests {
  @Test func theFrameOfAnOutcomeGivesTheSameActionsAsTheWindow() {
    let (window, _) = Screens.pageSheet()
    let outcome = ActionDriver.perform(.swipeDown(completing: false), on: window)
    #expect(AdaptiveRenderer.availableActions(in: window, frame: outcome.frame) == AdaptiveRenderer.availableActions(in: window))
  }
}
