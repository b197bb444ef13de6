import AdaptiveStoryboard
import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Reading storyboard files of several Xcode generations, and what happens to files and elements
/// that cannot be used.
@Suite(.checksInvariants) @MainActor
struct StoryboardLoadingTests {
  /// A test storyboard, or the example one (`PhotoSplit`).
  static func url(_ name: String) throws -> URL {
    if name == "PhotoSplit" { return ExampleStoryboards.photoSplit }
    return try #require(Bundle.module.url(forResource: name, withExtension: "storyboard"))
  }

  /// The storyboards written as Xcode 6, 11, 12, 15 and 16 write them, with the tools version each
  /// declares and the controller its initial scene makes.
  @Test(arguments: [
    ("Classic", "6254", "UINavigationController"), ("Everything", "15705", "UINavigationController"),
    ("ColumnSplit", "17506", "UISplitViewController"), ("DanglingSegue", "22505", "UIViewController"),
    ("PhotoSplit", "23504", "UISplitViewController"),
  ])
  func everyXcodeGenerationLoads(name: String, toolsVersion: String, initialClass: String) throws {
    let text = try String(contentsOf: try Self.url(name), encoding: .utf8)
    #expect(text.contains("toolsVersion=\"\(toolsVersion)\""))
    let storyboard = try UIStoryboard(contentsOf: try Self.url(name))
    let initial = try #require(storyboard.instantiateInitialViewController())
    #expect(String(describing: type(of: initial)).hasSuffix(initialClass) || initialClass == "UIViewController")
    #expect(initial.storyboard === storyboard)
  }

  @Test func storyboardIDsInstantiateNewControllersEachTime() throws {
    let storyboard = try UIStoryboard(contentsOf: try Self.url("Classic"))
    #expect(storyboard.identifiers == ["ClassicNavigation", "ClassicRoot", "ClassicSplit", "Modal", "OldPopover", "Pushed"])
    let first = storyboard.instantiateViewController(withIdentifier: "Pushed")
    let second = storyboard.instantiateViewController(withIdentifier: "Pushed")
    #expect(first !== second)
    #expect(first.title == "Pushed" && first.navigationItem.title == "Pushed")
  }

  @Test func anUnknownIdentifierIsReportedWithUIKitsMessageAndGivesAnEmptyController() throws {
    let storyboard = try UIStoryboard(contentsOf: try Self.url("Classic"))
    let (controller, reports) = MisuseReport.capture { storyboard.instantiateViewController(withIdentifier: "Nowhere") }
    #expect(reports.map(\.message) == ["Storyboard (Classic) doesn't contain a view controller with identifier 'Nowhere'"])
    #expect(controller.title == nil)
  }

  @Test func theCreatorMakesTheControllerWithTheCoder() throws {
    let storyboard = try UIStoryboard(contentsOf: try Self.url("Everything"))
    let details = storyboard.instantiateViewController(identifier: "Details") { coder in
      DetailsViewController(coder: coder, origin: "creator")
    }
    #expect(details.origin == "creator")
    #expect(details.title == "Details")
    #expect(details.storyboard === storyboard)
  }

  @Test func malformedXMLIsAnErrorNamingTheFileAndLine() throws {
    #expect {
      try UIStoryboard(contentsOf: try Self.url("Malformed"))
    } throws: { error in
      let error = error as? StoryboardError
      return error?.file == "Malformed.storyboard" && error?.line == 12 && error?.message.contains("not well-formed XML") == true
    }
  }

  @Test func aFileThatIsNotAStoryboardIsAnError() throws {
    #expect(throws: StoryboardError.self) {
      try UIStoryboard(data: Data("<plist><dict/></plist>".utf8), name: "Settings")
    }
  }

  @Test func aStoryboardIsFoundByNameInABundle() throws {
    UIStoryboard.register()   // as an app does once at launch: AdaptiveStoryboard reads the file
    let storyboard = UIStoryboard(name: "Everything", bundle: .module)
    #expect(storyboard.diagnostics.map(\.description) == ["Everything.storyboard:63: <mapView>: unknown view, shown as a plain view"])
    #expect(storyboard.instantiateInitialViewController() is UINavigationController)
  }

  @Test func aMissingStoryboardIsReportedAndHasNoInitialController() {
    UIStoryboard.register()
    let (storyboard, reports) = MisuseReport.capture { UIStoryboard(name: "Nowhere", bundle: .module) }
    #expect(reports.first?.message.hasPrefix("Nowhere.storyboard: Could not find a storyboard named 'Nowhere'") == true)
    #expect(storyboard.instantiateInitialViewController() == nil)
  }

  @Test func withoutTheLibrarysReaderOpeningByNameIsReportedAndGivesNoScenes() {
    let reader = UIStoryboard.reader
    defer { UIStoryboard.reader = reader }
    UIStoryboard.reader = nil
    let (storyboard, reports) = MisuseReport.capture { UIStoryboard(name: "Everything", bundle: .module) }
    #expect(reports.map(\.message) == [
      "Could not open the storyboard 'Everything': storyboards are read by the AdaptiveStoryboard library; link it and call UIStoryboard.register(_:) at launch"
    ])
    #expect(storyboard.instantiateInitialViewController() == nil)
  }

  @Test func unsupportedElementsAndDanglingSeguesAreReportedWithTheirLinesAndSkipped() throws {
    let storyboard = try UIStoryboard(contentsOf: try Self.url("DanglingSegue"))
    #expect(storyboard.diagnostics.map(\.description) == [
      "DanglingSegue.storyboard:24: <segue>: the destination Nq4-vX-0aD is not in the file; the segue is skipped",
      "DanglingSegue.storyboard:35: <futureThing>: unsupported element, skipped",
    ])
    let window = UIWindow(device: .iPhone16)
    let start = try #require(storyboard.instantiateInitialViewController())
    window.rootViewController = start
    window.makeKeyAndVisible()
    let go = try #require(start.view.subviews.compactMap { $0 as? UIButton }.first)
    let (_, reports) = MisuseReport.capture { go.simulateTap() }
    #expect(reports.isEmpty)
    #expect(start.presentedViewController == nil)
    // A skipped segue is not the scene's: performing it by identifier is misuse, as in UIKit.
    let (_, performed) = MisuseReport.capture { start.performSegue(withIdentifier: "go", sender: nil) }
    #expect(performed.map(\.message) == ["Receiver (\(start.debugName)) has no segue with identifier 'go'"])
  }

  @Test func aRelationshipInterfaceBuilderIsNotKnownToWriteIsListedAndSkipped() throws {
    // No encoding of an inspector column (or of tab objects) is known, so a hand-written one is
    // listed rather than guessed at; the columns Interface Builder writes are still installed.
    let text = HostileStoryboards.file(initial: "split", [
      HostileStoryboards.controller(
        "splitViewController", id: "split",
        relationships: [("masterViewController", "menu"), ("inspectorViewController", "info"), ("inspectorViewController", "info")]),
      HostileStoryboards.controller("viewController", id: "menu"),
      HostileStoryboards.controller("viewController", id: "info"),
    ])
    let storyboard = try UIStoryboard(data: Data(text.utf8), name: "Inspector")
    let split = try #require(storyboard.instantiateInitialViewController() as? UISplitViewController)
    #expect(storyboard.diagnostics.map(\.description) == [
      "Inspector.storyboard:5: <splitViewController>: the \"inspectorViewController\" relationship is not one Interface Builder is known to write for a UISplitViewController; skipped"
    ])
    #expect(split.viewControllers.map(\.title) == ["menu"])
  }

  @Test func anUnregisteredClassIsReportedAndTheElementsClassStandsIn() throws {
    let storyboard = try UIStoryboard(contentsOf: try Self.url("ColumnSplit"))
    let (split, reports) = MisuseReport.capture { storyboard.instantiateInitialViewController() as? UISplitViewController }
    #expect(reports.isEmpty)
    #expect(storyboard.diagnostics.map(\.description) == [
      "ColumnSplit.storyboard:47: <tableViewController>: Unknown class SidebarViewController in Interface Builder file (register it with UIStoryboard.register); a UITableViewController stands in",
    ])
    let sidebar = try #require((split?.viewController(for: .primary) as? UINavigationController)?.topViewController)
    #expect(type(of: sidebar) == UITableViewController.self)
    #expect(sidebar.title == "Library")
  }

  @Test func aColumnStyleSplitTakesItsStyleModeBehaviourAndColumns() throws {
    let storyboard = try UIStoryboard(contentsOf: try Self.url("ColumnSplit"))
    let split = try #require(MisuseReport.capture { storyboard.instantiateInitialViewController() }.0 as? UISplitViewController)
    #expect(split.style == .tripleColumn)
    #expect(split.preferredDisplayMode == .twoBesideSecondary)
    #expect(split.preferredSplitBehavior == .tile)
    #expect(split.primaryBackgroundStyle == .sidebar)
    func title(_ column: UISplitViewController.Column) -> String? {
      (split.viewController(for: column) as? UINavigationController)?.topViewController?.title
    }
    #expect(title(.primary) == "Library")
    #expect(title(.supplementary) == "Songs")
    #expect(title(.secondary) == "Now Playing")
    #expect(split.viewController(for: .compact) is UITabBarController)

    let window = UIWindow(device: .iPadAir11, orientation: .landscapeLeft)
    window.rootViewController = split
    window.makeKeyAndVisible()
    #expect(!split.isCollapsed)
    #expect(split.displayMode == .twoBesideSecondary)
    window.resize(to: CGSize(width: 375, height: 820))
    #expect(split.isCollapsed)
    #expect(window.rootViewController === split)
    #expect(HierarchyInvariants.violations(in: window).isEmpty)
  }
}
