import Testing
import AdaptiveKit
import AdaptiveStoryboard
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct GalleryTests {
  /// Launches Gallery from its Info.plist, as iOS does (the one registering line is the
  /// storyboard edit).
  static func launch(on device: Device, orientation: UIInterfaceOrientation = .portrait) throws -> (UIApplication, GalleryAppDelegate, UISplitViewController) {
    UIStoryboard.register(MasterViewController.self, DetailViewController.self)
    let bundle = try #require(Bundle.module.url(forResource: "Gallery", withExtension: nil, subdirectory: "Bundles").flatMap(Bundle.init(url:)))
    let delegate = GalleryAppDelegate()
    let app = UIApplication.launch(delegate: delegate, bundle: bundle, on: device, orientation: orientation)
    return (app, delegate, try #require(delegate.window?.rootViewController as? UISplitViewController))
  }

  static func master(of split: UISplitViewController) throws -> MasterViewController {
    try #require((split.viewControllers.first as? UINavigationController)?.viewControllers.first as? MasterViewController)
  }

  @Test func onAnIPhoneTheListShowsAloneAndAPaintingIsPushed() throws {
    let (app, delegate, split) = try Self.launch(on: .iPhone16)
    #expect(app.keyWindow === delegate.window)
    #expect(delegate.events == ["didFinishLaunching", "collapseSecondary(discard: true)"])
    #expect(split.isCollapsed)
    let master = try Self.master(of: split)
    let navigation = try #require(master.navigationController)
    #expect(navigation.viewControllers == [master])
    #expect(master.tableView.visibleCells.map { $0.textLabel?.text } == ["The Harvesters", "Water Lilies", "The Night Watch"])

    master.tableView.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    // The Show Detail segue's navigation controller is pushed onto the collapsed primary's stack,
    // as UIKit nests the secondary's navigation controller when collapsed.
    let detailNavigation = try #require(navigation.topViewController as? UINavigationController)
    #expect(navigation.viewControllers.count == 2)
    let detail = try #require(detailNavigation.topViewController as? DetailViewController)
    #expect(detail.painting == Painting(title: "Water Lilies", painter: "Monet"))
    #expect(detail.detailDescriptionLabel.text == "Water Lilies by Monet")
    #expect(detail.title == "Water Lilies")
    #expect(split.presentedViewController == nil)
  }

  @Test func onAnIPadTheDetailColumnIsReplacedByEachChoice() throws {
    let (_, delegate, split) = try Self.launch(on: .iPadAir11, orientation: .landscapeLeft)
    #expect(delegate.events == ["didFinishLaunching"])
    #expect(!split.isCollapsed)
    #expect(split.viewControllers.count == 2)
    let firstDetail = try #require((split.viewControllers.last as? UINavigationController)?.topViewController as? DetailViewController)
    #expect(firstDetail.detailDescriptionLabel.text == "Choose a painting")
    #expect(firstDetail.navigationItem.leftBarButtonItem === split.displayModeButtonItem)

    let master = try Self.master(of: split)
    master.tableView.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
    let detailNavigation = try #require(split.viewControllers.last as? UINavigationController)
    let detail = try #require(detailNavigation.topViewController as? DetailViewController)
    #expect(detail !== firstDetail)
    #expect(detail.detailDescriptionLabel.text == "The Night Watch by Rembrandt")
    #expect(master.detailViewController === detail)
    #expect(master.navigationController?.viewControllers == [master])
    #expect(detail.view.window === delegate.window)
  }
}
