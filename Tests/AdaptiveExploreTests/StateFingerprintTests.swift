import AdaptiveExplore
import AdaptiveKit
import AdaptiveRendering
import AdaptiveTestSupport
import Foundation
import Testing

/// The explorer's state fingerprint, computed from the model without drawing a frame, tells two
/// windows apart exactly when their drawn frames differ in the hierarchy dump or in a text shown
/// or where it is shown: a selected tab, a split's display mode, a text on screen, a row's text
/// moved by a thumbnail; and merges two windows built alike, or differing only in what no frame
/// shows.
@Suite(.checksInvariants) @MainActor
struct StateFingerprintTests {
  /// A screen showing one label, hidden or not.
  final class LabelScreen: UIViewController {
    let text: String
    let hidesLabel: Bool

    init(title: String, text: String, hidesLabel: Bool = false) {
      self.text = text
      self.hidesLabel = hidesLabel
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
      super.viewDidLoad()
      let label = UILabel(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
      label.text = text
      label.isHidden = hidesLabel
      view.addSubview(label)
    }
  }

  /// A list of photographers, each row with a thumbnail or not.
  final class PhotographerList: UITableViewController {
    let showsThumbnails: Bool

    init(showsThumbnails: Bool) {
      self.showsThumbnails = showsThumbnails
      super.init(style: .plain)
      title = "Photographers"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
      cell.textLabel?.text = ["Ansel Adams", "Dorothea Lange"][indexPath.row]
      cell.detailTextLabel?.text = "8 photos"
      if showsThumbnails { cell.imageView?.image = UIImage(systemName: "photo") }
      return cell
    }
  }

  private func window(_ device: Device = .iPhone16, _ orientation: UIInterfaceOrientation = .portrait,
                      root: UIViewController) -> UIWindow {
    let window = UIWindow(device: device, orientation: orientation)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }

  private func tabs(selecting index: Int) -> UITabBarController {
    let tabs = UITabBarController()
    tabs.viewControllers = [
      UINavigationController(rootViewController: LabelScreen(title: "Photos", text: "12 photos")),
      UINavigationController(rootViewController: LabelScreen(title: "Recents", text: "3 recents")),
    ]
    tabs.selectedIndex = index
    return tabs
  }

  private func split(_ mode: UISplitViewController.DisplayMode) -> UISplitViewController {
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(LabelScreen(title: "List", text: "Ansel Adams"), for: .primary)
    split.setViewController(LabelScreen(title: "Photo", text: "Moonrise"), for: .secondary)
    split.preferredDisplayMode = mode
    return split
  }

  /// What the fingerprint of a drawn frame digested: the hierarchy dump, and each text drawn with
  /// its frame to half a point.
  private func drawn(_ window: UIWindow) -> String {
    let frame = AdaptiveRenderer.frame(for: window)
    var lines = [frame.hierarchyDump]
    for element in frame.displayList.elements {
      guard case let .text(text, _, _, _) = element.shape else { continue }
      let numbers = [element.frame.minX, element.frame.minY, element.frame.width, element.frame.height].map { Int(($0 * 2).rounded()) }
      lines.append("\(text) \(numbers)")
    }
    return lines.joined(separator: "\n")
  }

  /// Expects the fingerprints of `first` and `second` to be the same exactly when `same`, and
  /// their drawn frames to agree.
  private func expectFingerprints(of first: UIWindow, _ second: UIWindow, same: Bool) {
    let (one, other) = (StateFingerprint(first), StateFingerprint(second))
    #expect((one == other) == same)
    #expect((drawn(first) == drawn(second)) == same)
    #expect(one == StateFingerprint(first, layoutTree: AdaptiveRenderer.layoutTree(for: first)))
  }

  @Test func twoWindowsBuiltAlikeHaveOneFingerprint() {
    let first = window(root: tabs(selecting: 1)), second = window(root: tabs(selecting: 1))
    expectFingerprints(of: first, second, same: true)
    #expect(StateFingerprint(first).description.count == 16)
  }

  @Test func windowsThatDifferOnlyInTheSelectedTabHaveTwoFingerprints() {
    let first = window(root: tabs(selecting: 0)), second = window(root: tabs(selecting: 1))
    #expect((first.rootViewController as? UITabBarController)?.selectedIndex == 0)
    #expect((second.rootViewController as? UITabBarController)?.selectedIndex == 1)
    expectFingerprints(of: first, second, same: false)
  }

  @Test func windowsThatDifferOnlyInTheSplitsDisplayModeHaveTwoFingerprints() {
    let beside = window(.iPadAir11, .landscapeLeft, root: split(.oneBesideSecondary))
    let alone = window(.iPadAir11, .landscapeLeft, root: split(.secondaryOnly))
    #expect((beside.rootViewController as? UISplitViewController)?.displayMode == .oneBesideSecondary)
    #expect((alone.rootViewController as? UISplitViewController)?.displayMode == .secondaryOnly)
    expectFingerprints(of: beside, alone, same: false)
    expectFingerprints(of: alone, window(.iPadAir11, .landscapeLeft, root: split(.secondaryOnly)), same: true)
  }

  @Test func windowsThatDifferOnlyInATextOnScreenHaveTwoFingerprints() {
    let first = window(root: LabelScreen(title: "Recents", text: "3 recents"))
    let second = window(root: LabelScreen(title: "Recents", text: "4 recents"))
    // The hierarchy dump alone does not tell them apart: the text shown does.
    #expect(HierarchyDump.describe(first) == HierarchyDump.describe(second))
    expectFingerprints(of: first, second, same: false)
  }

  @Test func windowsWhoseRowsPlaceTheirTextsElsewhereHaveTwoFingerprints() throws {
    let plain = window(root: UINavigationController(rootViewController: PhotographerList(showsThumbnails: false)))
    let thumbnails = window(root: UINavigationController(rootViewController: PhotographerList(showsThumbnails: true)))
    // The same hierarchy, rows and texts; the thumbnails push the texts to the right.
    #expect(HierarchyDump.describe(plain) == HierarchyDump.describe(thumbnails))
    let cell = try #require(((thumbnails.rootViewController as? UINavigationController)?.topViewController as? UITableViewController)?
      .tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(try #require(cell.textLabel).frame.minX > 16)
    expectFingerprints(of: plain, thumbnails, same: false)
  }

  @Test func windowsThatDifferOnlyInAHiddenTextHaveOneFingerprint() {
    let first = window(root: LabelScreen(title: "Recents", text: "3 recents", hidesLabel: true))
    let second = window(root: LabelScreen(title: "Recents", text: "4 recents", hidesLabel: true))
    expectFingerprints(of: first, second, same: true)
  }
}
