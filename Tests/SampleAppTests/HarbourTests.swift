import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Harbour on iPhone Duo closed, open and half folded, on an iPhone and on an iPad: a split inside a
/// tab collapses and expands with the display, and an arrangement stacks, hides or goes around
/// the fold.
@Suite(.checksInvariants) @MainActor
struct HarbourTests {
  /// Harbour once launched: the app, its scene delegate and the controllers the tests look at.
  @MainActor struct Launched {
    let app: UIApplication
    let scene: HarbourSceneDelegate
    let tabs: UITabBarController
    var journal: HarbourJournal { scene.journal }
    var routes: RoutesSplitViewController { scene.routes }
    var crossing: UIArrangementViewController { scene.crossing }
    var deckPlan: UIViewController { crossing.viewController(for: .primary)! }
    var departures: UIViewController { crossing.viewController(for: .secondary)! }

    func selectCrossing() { tabs.selectedTab = tabs.tab(forIdentifier: "crossing") }
  }

  /// Launches Harbour with its scene delegate, as iOS does for an app with a scene manifest.
  static func launch(on device: Device, orientation: UIInterfaceOrientation = .portrait) throws -> Launched {
    var sceneDelegate: HarbourSceneDelegate?
    let app = UIApplication.launch(delegate: HarbourAppDelegate(), sceneDelegate: {
      let made = HarbourSceneDelegate()
      sceneDelegate = made
      return made
    }, on: device, orientation: orientation)
    let scene = try #require(sceneDelegate)
    let tabs = try #require(scene.window?.rootViewController as? UITabBarController)
    scene.journal.clear()
    return Launched(app: app, scene: scene, tabs: tabs)
  }

  /// The crossing's two views, in window coordinates (nil for a view not in the window).
  static func frames(_ harbour: Launched) -> [CGRect?] {
    [harbour.deckPlan, harbour.departures].map { $0.viewIfLoaded?.window == nil ? nil : $0.view.frameInWindow }
  }

  @Test func Duo_closedTheRoutesAreCollapsedAndTheCrossingShowsTheDeckPlanAlone() throws {
    let harbour = try Self.launch(on: .iPhoneDuo)
    #expect(harbour.app.devicePosture == .closed)
    #expect(harbour.routes.isCollapsed)
    #expect(harbour.tabs.tabBarPosition == .bottom)
    #expect(harbour.routes.list.traitCollection.horizontalSizeClass == .compact)
    harbour.selectCrossing()
    // 678 pt cannot hold two views of at least 360 pt: the deck plan alone fills the screen.
    #expect(Self.frames(harbour) == [CGRect(x: 0, y: 0, width: 466, height: 678), nil])
    #expect(harbour.crossing.state(for: .secondary)?.isHidden == true)
  }

  @Test func Duo_openingExpandsTheRoutesAndStacksTheCrossingOnTheInnerDisplay() throws {
    let harbour = try Self.launch(on: .iPhoneDuo)
    harbour.routes.list.tableView.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    harbour.selectCrossing()
    harbour.journal.clear()
    harbour.app.fold(to: .flat)
    // A rotation's order: the sizes, then the traits; the departures come on screen as the
    // crossing lays out at its new size; the split expands when the transition completes.
    #expect(harbour.journal.events == [
      "timetable.viewWillTransition(320x951)", "deckPlan.viewWillTransition(669x475)", "timetable.horizontalSizeClass(R)",
      "departures.viewWillAppear", "routes.didExpand",
    ])
    #expect(!harbour.routes.isCollapsed)
    #expect(harbour.routes.timetable.title == "Harbour – North Island")
    // The inner display is regular × regular; the list's column, as every primary column, compact wide.
    #expect(harbour.routes.timetable.traitCollection.horizontalSizeClass == .regular)
    #expect(harbour.routes.timetable.traitCollection.verticalSizeClass == .regular)
    #expect(harbour.routes.list.traitCollection.horizontalSizeClass == .compact)
    // Taller than wide: stacked, the deck plan on top, the 951 pt shared equally.
    #expect(Self.frames(harbour) == [CGRect(x: 0, y: 0, width: 669, height: 475.5), CGRect(x: 0, y: 475.5, width: 669, height: 475.5)])
    #expect(harbour.crossing.state(for: .secondary)?.splitAxis == .vertical)
  }

  @Test func Duo_halfFoldingPutsTheCrossingOnEitherSideOfTheFoldWithoutATransition() throws {
    let harbour = try Self.launch(on: .iPhoneDuo)
    harbour.selectCrossing()
    harbour.app.fold(to: .flat)
    harbour.journal.clear()
    harbour.app.fold(to: .partiallyFolded)
    // Held upright like a laptop, the fold runs side to side across the middle.
    #expect(harbour.crossing.view.reservedRegions(kind: .division).map(\.frame) == [CGRect(x: 0, y: 463.5, width: 669, height: 24)])
    #expect(Self.frames(harbour) == [CGRect(x: 0, y: 0, width: 669, height: 463.5), CGRect(x: 0, y: 487.5, width: 669, height: 463.5)])
    // Neither the size nor the traits change: no callbacks, only a layout.
    #expect(harbour.journal.events.isEmpty)
    #expect(!harbour.routes.isCollapsed)
  }

  @Test func Duo_closingAgainCollapsesTheRoutesOntoTheChosenRouteAndHidesTheDepartures() throws {
    let harbour = try Self.launch(on: .iPhoneDuo)
    harbour.app.fold(to: .partiallyFolded)
    harbour.routes.list.tableView.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
    harbour.selectCrossing()
    harbour.journal.clear()
    harbour.app.fold(to: .closed)
    #expect(harbour.journal.events == [
      "timetable.viewWillTransition(466x678)", "deckPlan.viewWillTransition(466x678)", "timetable.horizontalSizeClass(C)",
      "departures.viewDidDisappear", "routes.didCollapse",
    ])
    #expect(harbour.routes.isCollapsed)
    // The timetable's navigation controller is stacked onto the list's, as a collapse does (R41).
    #expect(harbour.routes.list.navigationController?.topViewController === harbour.routes.timetable.navigationController)
    #expect(harbour.routes.timetable.title == "Harbour – Lighthouse")
    #expect(Self.frames(harbour) == [CGRect(x: 0, y: 0, width: 466, height: 678), nil])
  }

  @Test func onAnIPhoneTheRoutesAreCollapsedAndTheCrossingIsStacked() throws {
    let harbour = try Self.launch(on: .iPhone17Pro)
    #expect(harbour.routes.isCollapsed)
    harbour.selectCrossing()
    #expect(Self.frames(harbour) == [CGRect(x: 0, y: 0, width: 402, height: 437), CGRect(x: 0, y: 437, width: 402, height: 437)])
    #expect(harbour.crossing.view.reservedRegions(kind: .division).isEmpty)
  }

  @Test func onAnIPadInLandscapeTheRoutesAreExpandedAndTheCrossingSideBySide() throws {
    let harbour = try Self.launch(on: .iPadAir11, orientation: .landscapeLeft)
    #expect(!harbour.routes.isCollapsed)
    harbour.selectCrossing()
    #expect(Self.frames(harbour) == [CGRect(x: 0, y: 0, width: 590, height: 820), CGRect(x: 590, y: 0, width: 590, height: 820)])
    #expect(harbour.crossing.state(for: .secondary)?.splitAxis == .horizontal)
  }
}
