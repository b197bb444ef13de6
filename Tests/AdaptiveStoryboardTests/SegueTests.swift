import AdaptiveStoryboard
import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Every kind of segue, outlets, actions and view loading, from `Everything.storyboard` (an
/// Xcode 11 file) and `Classic.storyboard` (Xcode 6, with the segue kinds of that time).
@Suite(.serialized, .checksInvariants) @MainActor
struct SegueTests {
  /// A storyboard from the test bundle, with the test classes registered.
  static func storyboard(_ name: String) throws -> UIStoryboard {
    UIStoryboard.register(
      HomeViewController.self, DetailsViewController.self, SummaryViewController.self, EditorViewController.self,
      DismissSegue.self, ClassicRootViewController.self)
    let url = try #require(Bundle.module.url(forResource: name, withExtension: "storyboard"))
    return try UIStoryboard(contentsOf: url)
  }

  /// The windows the tests made, kept alive as an app keeps its window.
  static var windows: [UIWindow] = []

  /// The storyboard's initial controller in a window on a device.
  static func launch(_ name: String, on device: Device = .iPhone16) throws -> (UIWindow, UIViewController) {
    let window = UIWindow(device: device)
    windows.append(window)
    let root = try #require(try storyboard(name).instantiateInitialViewController())
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (window, root)
  }

  /// The first view of a type under a view whose title or text is `title`.
  static func view<V: UIView>(_ type: V.Type, titled title: String, in root: UIView) -> V? {
    for view in [root] + root.subviews {
      if let match = view as? V, (match as? UIButton)?.currentTitle == title || (match as? UILabel)?.text == title { return match }
      if view !== root, let found = Self.view(type, titled: title, in: view) { return found }
    }
    return nil
  }

  static func home(_ root: UIViewController) throws -> HomeViewController {
    try #require((root as? UINavigationController)?.viewControllers.first as? HomeViewController)
  }

  @Test func outletsAndActionsAreConnectedByName() throws {
    let (_, root) = try Self.launch("Everything")
    let home = try Self.home(root)
    #expect(home.greetingLabel.text == "Hello")
    let button = try #require(Self.view(UIButton.self, titled: "Tap Me", in: home.view))
    button.simulateTap()
    button.simulateTap()
    #expect(home.greetingLabel.text == "Tapped 2")
    home.navigationItem.leftBarButtonItem?.simulateTap()
    #expect(home.isEditingItems)
    #expect(home.navigationItem.leftBarButtonItem?.systemItem == .edit)
    #expect(home.navigationItem.rightBarButtonItems?.map { $0.systemItem ?? .flexibleSpace } == [.add, .flexibleSpace])
    #expect(home.navigationItem.rightBarButtonItems?.last?.title == "Info")
  }

  @Test func theEmbedSegueRunsWhenTheViewLoadsAndPreparesBeforeViewDidLoad() throws {
    StoryboardLog.shared.entries = []
    let home = try #require(try Self.storyboard("Everything").instantiateViewController(withIdentifier: "Home") as? HomeViewController)
    #expect(StoryboardLog.shared.entries == ["Home.awakeFromNib"])
    #expect(home.children.isEmpty)
    home.loadViewIfNeeded()
    #expect(StoryboardLog.shared.entries == [
      "Home.awakeFromNib", "Summary.awakeFromNib", "Home.prepare(embedSummary, SummaryViewController)",
      "Summary.viewDidLoad", "Home.viewDidLoad",
    ])
    let summary = try #require(home.children.first as? SummaryViewController)
    #expect(summary.parent === home)
    #expect(summary.view.superview?.subviews.count == 1)
  }

  @Test func unknownViewsArePlainViewsNamedAfterTheirElement() throws {
    let home = try #require(try Self.storyboard("Everything").instantiateViewController(withIdentifier: "Home") as? HomeViewController)
    let identifiers = home.view.subviews.map { $0.accessibilityIdentifier }
    #expect(identifiers.contains("mapView"))
    #expect(identifiers.contains("switch"))
    #expect(home.view.subviews.first { $0.accessibilityIdentifier == "mapView" }.map { type(of: $0) == UIView.self } == true)
  }

  @Test func aSegueActionMakesTheDestinationWithItsArguments() throws {
    StoryboardLog.shared.entries = []
    let (_, root) = try Self.launch("Everything")
    let home = try Self.home(root)
    try #require(Self.view(UIButton.self, titled: "Details", in: home.view)).simulateTap()
    let details = try #require((root as? UINavigationController)?.topViewController as? DetailsViewController)
    #expect(details.origin == "made by showDetails")
    #expect(details.title == "Details")
    #expect(StoryboardLog.shared.entries.suffix(2) == [
      "Home.shouldPerformSegue(showDetails)", "Home.prepare(showDetails, DetailsViewController)",
    ])
  }

  @Test func shouldPerformSegueCanRefuseATriggeredSegueButNotPerformSegue() throws {
    let (_, root) = try Self.launch("Everything")
    let navigation = try #require(root as? UINavigationController)
    let home = try Self.home(root)
    home.refusesSegues = ["showDetails", "manualDetail"]
    try #require(Self.view(UIButton.self, titled: "Details", in: home.view)).simulateTap()
    #expect(navigation.viewControllers.count == 1)
    StoryboardLog.shared.entries = []
    home.performSegue(withIdentifier: "manualDetail", sender: nil)
    #expect(!StoryboardLog.shared.entries.contains { $0.hasPrefix("Home.shouldPerformSegue") })
    // Nothing in a navigation controller overrides showDetail: the details are presented.
    #expect(navigation.viewControllers.count == 1)
    #expect((root.presentedViewController as? DetailsViewController)?.origin == "storyboard")
  }

  @Test func performingAnUnknownSegueIsReportedWithUIKitsMessage() throws {
    let (_, root) = try Self.launch("Everything")
    let home = try Self.home(root)
    let (_, reports) = MisuseReport.capture { home.performSegue(withIdentifier: "nowhere", sender: nil) }
    #expect(reports.map(\.message) == ["Receiver (\(home.debugName)) has no segue with identifier 'nowhere'"])
    #expect((root as? UINavigationController)?.viewControllers.count == 1)
  }

  @Test func aPresentationSegueFromABarButtonItemPresentsAPageSheet() throws {
    let (_, root) = try Self.launch("Everything", on: .iPadAir11)
    let home = try Self.home(root)
    home.navigationItem.rightBarButtonItems?.first?.simulateTap()
    let sheet = try #require(root.presentedViewController as? UINavigationController)
    #expect(sheet.modalPresentationStyle == .pageSheet)
    #expect(sheet.topViewController is EditorViewController)
    #expect(sheet.topViewController?.title == "New Item")
  }

  @Test func aPopoverSegueAnchorsOnItsBarButtonItem() throws {
    let (_, root) = try Self.launch("Everything", on: .iPadAir11)
    let home = try Self.home(root)
    let info = try #require(home.navigationItem.rightBarButtonItems?.last)
    info.simulateTap()
    let presented = try #require(root.presentedViewController)
    #expect(presented.title == "Info")
    #expect(presented.popoverPresentationController?.barButtonItem === info)
    #expect(presented.popoverPresentationController?.effectivePresentationStyle == .popover)
  }

  @Test func anUnwindSegueFindsHomePreparesSendsTheActionAndDismisses() throws {
    let (window, root) = try Self.launch("Everything")
    let home = try Self.home(root)
    home.navigationItem.rightBarButtonItems?.first?.simulateTap()
    let sheet = try #require(root.presentedViewController as? UINavigationController)
    let editor = try #require(sheet.topViewController as? EditorViewController)
    StoryboardLog.shared.entries = []
    editor.navigationItem.rightBarButtonItem?.simulateTap()
    #expect(StoryboardLog.shared.entries == [
      "Editor.prepare(doneEditing, HomeViewController)", "Home.unwindToHome(doneEditing)",
    ])
    #expect(home.unwoundFrom === editor)
    #expect(root.presentedViewController == nil)
    #expect(HierarchyInvariants.violations(in: window).isEmpty)
  }

  @Test func anUnwindPopsANavigationStackToItsDestination() throws {
    let (_, root) = try Self.launch("Everything")
    let navigation = try #require(root as? UINavigationController)
    let home = try Self.home(root)
    let editor = try #require(try Self.storyboard("Everything").instantiateViewController(withIdentifier: "Editor") as? EditorViewController)
    navigation.pushViewController(DetailsViewController(coder: NSCoder())!, animated: false)
    navigation.pushViewController(editor, animated: false)
    editor.navigationItem.rightBarButtonItem?.simulateTap()
    #expect(navigation.viewControllers == [home])
    #expect(home.unwoundFrom === editor)
  }

  @Test func aCustomSegueSubclassPerforms() throws {
    let (_, root) = try Self.launch("Everything")
    try Self.home(root).navigationItem.rightBarButtonItems?.first?.simulateTap()
    let sheet = try #require(root.presentedViewController as? UINavigationController)
    StoryboardLog.shared.entries = []
    sheet.topViewController?.navigationItem.leftBarButtonItem?.simulateTap()
    // The destination (a new Home) is made before the source prepares, as every segue's is.
    #expect(StoryboardLog.shared.entries == [
      "Home.awakeFromNib", "Editor.prepare(cancelEditing, HomeViewController)", "DismissSegue.perform",
    ])
    #expect(root.presentedViewController == nil)
  }

  @Test func aStaticTableShowsItsCellsAndTheirSeguesRun() throws {
    let (_, root) = try Self.launch("Everything")
    let navigation = try #require(root as? UINavigationController)
    try Self.home(root).performSegue(withIdentifier: "showSettings", sender: nil)
    let settings = try #require(navigation.topViewController as? UITableViewController)
    #expect(settings.title == "Settings")
    settings.view.layoutIfNeeded()
    let table = try #require(settings.tableView)
    #expect(table.numberOfSections == 1)
    #expect(settings.tableView(table, titleForHeaderInSection: 0) == "General")
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Account", "About"])
    table.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    #expect(navigation.topViewController?.title == "About")
  }

  // MARK: Xcode 6

  @Test func oldSegueKindsRunAsTheirAdaptiveSuccessors() throws {
    let (_, root) = try Self.launch("Classic", on: .iPadAir11)
    let navigation = try #require(root as? UINavigationController)
    let classic = try #require(navigation.topViewController as? ClassicRootViewController)
    try #require(Self.view(UIButton.self, titled: "Push", in: classic.view)).simulateTap()
    #expect(navigation.topViewController?.title == "Pushed")
    navigation.popViewController(animated: false)
    try #require(Self.view(UIButton.self, titled: "Modal", in: classic.view)).simulateTap()
    let modal = try #require(root.presentedViewController)
    #expect(modal.title == "Modal")
    #expect(modal.modalPresentationStyle == .formSheet)
    #expect(modal.modalTransitionStyle == .crossDissolve)
    modal.dismiss(animated: false)
    let anchor = try #require(Self.view(UIButton.self, titled: "Popover", in: classic.view))
    anchor.simulateTap()
    let popover = try #require(root.presentedViewController)
    #expect(popover.title == "Old Popover")
    #expect(popover.popoverPresentationController?.sourceView === anchor)
  }

  @Test func aReplaceSegueShowsTheDetailOfAClassicSplit() throws {
    let window = UIWindow(device: .iPadAir11, orientation: .landscapeLeft)
    let split = try #require(try Self.storyboard("Classic").instantiateViewController(withIdentifier: "ClassicSplit") as? UISplitViewController)
    window.rootViewController = split
    window.makeKeyAndVisible()
    #expect(split.viewControllers.map(\.title) == ["Master", "Detail"])
    try #require(Self.view(UIButton.self, titled: "Replace", in: split.viewControllers[0].view)).simulateTap()
    #expect(split.viewControllers.map(\.title) == ["Master", "Replacement"])
  }
}

extension SegueTests {
  @Test func aSegueMadeInCodeRunsItsPerformHandler() throws {
    let source = UIViewController()
    let destination = UIViewController()
    var performed: [UIViewController] = []
    let segue = UIStoryboardSegue(identifier: "inCode", source: source, destination: destination) {
      performed.append(destination)
    }
    #expect(segue.identifier == "inCode" && segue.source === source && segue.destination === destination)
    segue.perform()
    #expect(performed.count == 1 && performed.first === destination)
    // A plain segue without a handler performs nothing.
    UIStoryboardSegue(identifier: nil, source: source, destination: destination).perform()
    #expect(source.presentedViewController == nil && performed.count == 1)
  }
}
