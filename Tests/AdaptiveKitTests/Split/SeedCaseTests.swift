import Foundation
import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// Where a split expands: the iPads full screen and the Pro Max in landscape.
let expandedPlaces: [(Device, UIInterfaceOrientation)] = [
  (.iPadMini, .portrait), (.iPadAir11, .landscapeLeft), (.iPadPro13, .portrait), (.iPhone16ProMax, .landscapeLeft),
]
/// Where a split collapses: every iPhone in portrait, the small iPhones in landscape.
let collapsedPlaces: [(Device, UIInterfaceOrientation)] = [
  (.iPhoneSE, .portrait), (.iPhoneSE, .landscapeLeft), (.iPhone16, .portrait), (.iPhone16, .landscapeRight), (.iPhone16ProMax, .portrait),
]

/// iPad multitasking widths (device, landscape, label) that stay regular, then compact ones.
let regularMultitasking: [(Device, String)] = [(.iPadPro13, "1/2"), (.iPadPro13, "2/3"), (.iPadAir11, "2/3")]
let compactMultitasking: [(Device, String)] = [(.iPadMini, "1/3"), (.iPadPro13, "1/3"), (.iPadAir11, "1/2")]

/// A master–detail on an iPad in landscape, resized to one of its multitasking widths.
@MainActor
func multitasking(_ device: Device, _ label: String) -> MasterDetail {
  let md = MasterDetail(device, .landscapeLeft)
  let width = device.multitaskingWidths(in: .landscapeLeft).first { $0.label == label }!.width
  md.window.resize(to: CGSize(width: width, height: device.portraitSize.width))
  md.log.clear()
  return md
}

/// The seed cases SC04–SC09 and SC12–SC21 (listed in AdaptiveKit's DocC, "Seed cases").
@Suite(.checksInvariants) @MainActor
struct SeedCaseTests {
  // MARK: show / showDetail routing (seed 000)

  @Test(arguments: expandedPlaces)
  func SC04_showAndShowDetailFromAnUnwrappedSecondaryReplaceIt(device: Device, orientation: UIInterfaceOrientation) {
    let md = MasterDetail(device, orientation)
    #expect(md.split.isCollapsed == false)
    let shown = RecordingViewController("Shown", log: md.log)
    md.detail.show(shown, sender: md.detail)
    #expect(md.split.viewControllers == [md.primary, shown])
    #expect(md.detail.parent == nil)
    let detailed = RecordingViewController("Detailed", log: md.log)
    shown.showDetailViewController(detailed, sender: shown)
    #expect(md.split.viewControllers == [md.primary, detailed])
    #expect(md.primary.viewControllers == [md.list])
    #expect(md.split.presentedViewController == nil)
    #expect(detailed.appearanceState == .appeared)
  }

  @Test(arguments: regularMultitasking)
  func SC04_SC09_inIPadMultitaskingTheSecondaryIsReplaced(device: Device, label: String) {
    let md = multitasking(device, label)
    #expect(md.split.isCollapsed == false)
    #expect(md.split.displayMode == (label == "1/2" ? .secondaryOnly : .oneBesideSecondary))   // R25
    let photo = RecordingViewController("Photo", log: md.log)
    md.list.showDetailViewController(photo, sender: md.list)
    #expect(md.split.viewControllers == [md.primary, photo])
    let next = RecordingViewController("Next", log: md.log)
    photo.show(next, sender: photo)
    #expect(md.split.viewControllers == [md.primary, next])
    #expect(next.view.frameInWindow.maxX == md.window.bounds.width)
    #expect(next.traitCollection.horizontalSizeClass == .regular)
  }

  @Test(arguments: compactMultitasking)
  func SC05_SC06_inACompactIPadMultitaskingWidthTheDetailPushes(device: Device, label: String) {
    let md = multitasking(device, label)
    #expect(md.split.isCollapsed)
    let shown = RecordingViewController("Shown", log: md.log)
    md.detail.show(shown, sender: md.detail)
    let detailed = RecordingViewController("Detailed", log: md.log)
    shown.showDetailViewController(detailed, sender: shown)
    #expect(md.primary.viewControllers == [md.list, md.detail, shown, detailed])
    #expect(md.split.presentedViewController == nil)
  }

  @Test(arguments: collapsedPlaces)
  func SC05_showFromTheDetailOfACollapsedSplitPushes(device: Device, orientation: UIInterfaceOrientation) {
    let md = MasterDetail(device, orientation)
    #expect(md.split.isCollapsed)
    let next = RecordingViewController("Next", log: md.log)
    md.detail.show(next, sender: md.detail)
    #expect(md.primary.viewControllers == [md.list, md.detail, next])
    #expect(md.split.presentedViewController == nil)
  }

  /// The seed saw a modal presentation here in an iOS 8 beta; modern UIKit (R10) forwards `show`
  /// to the navigation primary, which pushes. AdaptiveKit follows modern UIKit.
  @Test(arguments: collapsedPlaces)
  func SC06_showDetailFromTheDetailOfACollapsedSplitIsForwardedToThePrimaryWhichPushes(device: Device, orientation: UIInterfaceOrientation) {
    let md = MasterDetail(device, orientation)
    #expect(md.detail.targetViewController(forAction: .showDetail, sender: nil) === md.split)
    let next = RecordingViewController("Next", log: md.log)
    md.log.clear()
    md.detail.showDetailViewController(next, sender: md.detail)
    #expect(md.log.splitSequence == ["delegate.showDetail(Next)"])
    #expect(md.primary.viewControllers == [md.list, md.detail, next])
    #expect(md.split.presentedViewController == nil)
    #expect(md.split.preservedDetail === next)
  }

  @Test(arguments: collapsedPlaces)
  func SC07_showAndShowDetailInsideTheCollapsedNavigationPrimaryBothPush(device: Device, orientation: UIInterfaceOrientation) {
    let md = MasterDetail(device, orientation)
    md.primary.popToRootViewController(animated: false)
    let shown = RecordingViewController("Shown", log: md.log)
    md.list.show(shown, sender: md.list)
    #expect(md.primary.viewControllers == [md.list, shown])
    md.primary.popToRootViewController(animated: false)
    let detailed = RecordingViewController("Detailed", log: md.log)
    md.list.showDetailViewController(detailed, sender: md.list)
    #expect(md.primary.viewControllers == [md.list, detailed])
    #expect(md.split.presentedViewController == nil)
  }

  @Test(arguments: expandedPlaces)
  func SC08_showInsideTheExpandedNavigationPrimaryPushesInThePrimaryColumn(device: Device, orientation: UIInterfaceOrientation) {
    let md = MasterDetail(device, orientation)
    md.split.preferredDisplayMode = .oneBesideSecondary
    let sub = RecordingViewController("Sub", log: md.log)
    md.list.show(sub, sender: md.list)
    #expect(md.primary.viewControllers == [md.list, sub])
    #expect(md.split.viewControllers == [md.primary, md.detail])
    #expect(sub.traitCollection.horizontalSizeClass == .compact)
    #expect(sub.view.frameInWindow == md.primary.view.frameInWindow)
  }

  @Test(arguments: expandedPlaces)
  func SC09_showDetailFromTheExpandedNavigationPrimaryReplacesTheSecondary(device: Device, orientation: UIInterfaceOrientation) {
    let md = MasterDetail(device, orientation)
    let photo = RecordingViewController("Photo", log: md.log)
    md.list.showDetailViewController(photo, sender: md.list)
    #expect(md.split.viewControllers == [md.primary, photo])
    #expect(md.primary.viewControllers == [md.list])
    #expect(photo.traitCollection.horizontalSizeClass == .regular)
    #expect(md.detail.parent == nil)
  }

  // MARK: Split view (seeds 002, 004)

  @Test func SC12_isCollapsedFollowsTheHorizontalSizeClass() {
    for device in [Device.iPhoneSE, .iPhone16, .iPhone16ProMax] {
      #expect(MasterDetail(device, .portrait).split.isCollapsed, "\(device.name) portrait")
    }
    #expect(MasterDetail(.iPhoneSE, .landscapeLeft).split.isCollapsed)
    #expect(MasterDetail(.iPhone16, .landscapeLeft).split.isCollapsed)
    #expect(MasterDetail(.iPhone16ProMax, .landscapeLeft).split.isCollapsed == false)
    for device in [Device.iPadMini, .iPadAir11, .iPadPro13] {
      for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
        let md = MasterDetail(device, orientation)
        #expect(md.split.isCollapsed == false, "\(device.name) \(orientation) full screen")
        let third = device.multitaskingWidths(in: orientation).first { $0.label == "1/3" }!
        md.window.resize(to: CGSize(width: third.width, height: md.window.bounds.height))
        #expect(md.split.isCollapsed, "\(device.name) \(orientation) 1/3")
        #expect(md.split.traitCollection.horizontalSizeClass == .compact)
      }
    }
  }

  @Test(arguments: expandedPlaces)
  func SC13_expandedShowDetailInstallsANewSecondaryInstanceEachTime(device: Device, orientation: UIInterfaceOrientation) {
    let md = MasterDetail(device, orientation)
    var installed: [UIViewController] = []
    for index in 0..<3 {
      let photo = RecordingViewController("Photo \(index)", log: md.log)
      md.list.showDetailViewController(photo, sender: md.list)
      installed.append(md.split.viewControllers[1])
    }
    #expect(Set(installed.map(ObjectIdentifier.init)).count == 3)
    #expect(installed.dropLast().allSatisfy { $0.parent == nil && $0.appearanceState == .disappeared })
    #expect(md.split.children.count == 2)
  }

  /// Seed 002's container: it overrides its split's horizontal class to regular in landscape.
  final class ExpandingContainer: UIViewController {
    let split: UISplitViewController
    init(split: UISplitViewController) {
      self.split = split
      super.init()
      addChild(split)
      split.didMove(toParent: self)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() { view.addSubview(split.view) }
    override func viewDidLayoutSubviews() { split.viewIfLoaded?.frame = view.bounds }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
      super.viewWillTransition(to: size, with: coordinator)
      setOverrideTraitCollection(size.width > size.height ? UITraitCollection(horizontalSizeClass: .regular) : nil, forChild: split)
    }
  }

  @Test(arguments: [Device.iPhoneSE, .iPhone16])
  func SC14_aContainerOverridingTheSplitsHorizontalClassMakesItExpandOnAnIPhoneInLandscape(device: Device) {
    let log = CallLog()
    let window = UIWindow(device: device, orientation: .portrait)
    let split = UISplitViewController()
    let delegate = RecordingSplitDelegate(log: log)
    split.delegate = delegate
    let primary = UINavigationController(rootViewController: RecordingViewController("List", log: log))
    let detail = RecordingViewController("Detail", log: log)
    split.viewControllers = [primary, detail]
    window.rootViewController = ExpandingContainer(split: split)
    window.makeKeyAndVisible()
    #expect(split.isCollapsed)
    log.clear()
    window.rotate(to: .landscapeLeft)
    #expect(split.isCollapsed == false)
    #expect(split.traitCollection.horizontalSizeClass == .regular)
    #expect(split.traitCollection.verticalSizeClass == .compact)   // untouched
    #expect(window.traitCollection.horizontalSizeClass == .compact)
    #expect(split.viewControllers == [primary, detail])
    #expect(primary.traitCollection.horizontalSizeClass == .compact)
    #expect(detail.traitCollection.horizontalSizeClass == .regular)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(log.splitSequence == [
      "delegate.primaryForExpanding[collapsed]",
      "delegate.separateSecondary(from ?)[collapsed]",
      "delegate.willChangeTo(oneBesideSecondary)",
      "delegate.didExpand[expanded]",
    ])
    let sideInset: CGFloat = device == .iPhoneSE ? 0 : 59            // R32: the primary side's safe-area inset
    #expect(primary.view.frameInWindow == CGRect(x: 0, y: 0, width: 320 + sideInset, height: window.bounds.height))
    window.rotate(to: .portrait)
    #expect(split.isCollapsed)
    #expect(split.traitCollection.horizontalSizeClass == .compact)
  }

  @Test(arguments: [Device.iPhone16ProMax, .iPadAir11])
  func SC15_collapseHonoursTheDelegateThenThePrimary(device: Device) {
    // Returning true: the primary stays alone.
    let handled = MasterDetail(device, .landscapeLeft)
    handled.delegate.collapseSecondaryAnswer = true
    collapse(handled)
    #expect(handled.primary.viewControllers == [handled.list])
    #expect(handled.log.splitSequence.contains { $0.hasPrefix("primary.collapseSecondaryViewController") } == false)
    // Returning false: the navigation primary pushes the secondary.
    let unhandled = MasterDetail(device, .landscapeLeft)
    collapse(unhandled)
    #expect(unhandled.primary.viewControllers == [unhandled.list, unhandled.detail])
    #expect(unhandled.log.splitSequence.contains("primary.collapseSecondaryViewController(Detail)[expanded]"))
    // Not implemented: the same.
    let noDelegate = MasterDetail(device, .landscapeLeft)
    noDelegate.split.delegate = nil
    collapse(noDelegate)
    #expect(noDelegate.primary.viewControllers == [noDelegate.list, noDelegate.detail])
    #expect(noDelegate.split.isCollapsed)
  }

  /// Rotates a Pro Max to portrait, or puts an iPad app in 1/3 of the screen.
  private func collapse(_ md: MasterDetail) {
    if md.window.device?.idiom == .phone { md.window.rotate(to: .portrait) } else { md.window.resize(to: CGSize(width: 320, height: 820)) }
    #expect(md.split.isCollapsed)
  }

  private func expand(_ md: MasterDetail) {
    if md.window.device?.idiom == .phone { md.window.rotate(to: .landscapeLeft) } else { md.window.resize(to: CGSize(width: 1180, height: 820)) }
    #expect(md.split.isCollapsed == false)
  }

  @Test(arguments: [Device.iPhone16ProMax, .iPadAir11])
  func SC16_expandUsesTheDelegateThenThePrimaryThenThePreservedDetail(device: Device) {
    let fromDelegate = MasterDetail(device, .landscapeLeft)
    collapse(fromDelegate)
    let empty = RecordingViewController("Empty", log: fromDelegate.log)
    fromDelegate.delegate.separateSecondaryAnswer = empty
    expand(fromDelegate)
    #expect(fromDelegate.split.viewControllers == [fromDelegate.primary, empty])

    let popped = MasterDetail(device, .landscapeLeft)
    collapse(popped)
    popped.log.clear()
    expand(popped)
    #expect(popped.log.splitSequence.contains("primary.separateSecondaryViewController -> Detail[collapsed]"))
    #expect(popped.split.viewControllers == [popped.primary, popped.detail])
    #expect(popped.primary.viewControllers == [popped.list])

    let preserved = MasterDetail(device, .landscapeLeft)
    preserved.delegate.collapseSecondaryAnswer = true
    collapse(preserved)
    preserved.log.clear()
    expand(preserved)
    #expect(preserved.log.splitSequence.contains("primary.separateSecondaryViewController -> nil[collapsed]"))
    #expect(preserved.split.viewControllers == [preserved.primary, preserved.detail])
  }

  @Test func SC17_displayModesWidthsAndThePrimaryFrameOnAnIPad() {
    let md = MasterDetail(.iPadAir11, .portrait)
    #expect(md.split.preferredDisplayMode == .automatic)
    #expect(md.split.displayMode == .secondaryOnly)
    md.split.preferredDisplayMode = .oneBesideSecondary
    #expect(md.split.displayMode == .oneBesideSecondary)
    #expect(md.primary.view.frameInWindow == CGRect(x: 0, y: 0, width: 320, height: 1180))
    md.split.preferredPrimaryColumnWidthFraction = 0.3
    #expect(md.primary.view.frameInWindow == CGRect(x: 0, y: 0, width: 246, height: 1180))   // ceil(820 × 0.3)
    md.split.minimumPrimaryColumnWidth = 280
    #expect(md.primary.view.frameInWindow.width == 280)
    md.split.preferredPrimaryColumnWidthFraction = 0.6
    #expect(md.primary.view.frameInWindow.width == 320)                                       // the default maximum
    md.split.maximumPrimaryColumnWidth = 400
    #expect(md.primary.view.frameInWindow.width == 400)
    #expect(md.detail.view.frameInWindow == CGRect(x: 400.5, y: 0, width: 419.5, height: 1180))
    md.split.preferredDisplayMode = .oneOverSecondary
    #expect(md.detail.view.frameInWindow == CGRect(x: 0, y: 0, width: 820, height: 1180))
    #expect(md.primary.view.frameInWindow == CGRect(x: 0, y: 0, width: 400, height: 1180))
    md.split.preferredDisplayMode = .secondaryOnly
    #expect(md.primary.viewIfLoaded?.window == nil)
  }

  @Test func SC18_aCollapsedSplitIgnoresThePreferredDisplayModeUntilItExpands() {
    let md = MasterDetail(.iPhone16ProMax)
    md.log.clear()
    md.split.preferredDisplayMode = .oneOverSecondary
    #expect(md.split.isCollapsed)
    #expect(md.split.displayMode == .oneBesideSecondary)
    #expect(md.log.splitSequence.isEmpty)
    #expect(md.split.viewControllers == [md.primary])
    #expect(md.primary.view.frameInWindow == CGRect(x: 0, y: 0, width: 440, height: 956))
    md.window.rotate(to: .landscapeLeft)
    #expect(md.split.displayMode == .oneOverSecondary)
  }

  @Test(arguments: [Device.iPadMini, .iPadAir11, .iPadPro13])
  func SC19_theClassicPrimaryIsCompactWhileTheSplitAndSecondaryAreRegular(device: Device) {
    let md = MasterDetail(device, .landscapeLeft)
    #expect(md.split.traitCollection.horizontalSizeClass == .regular)
    #expect(md.list.traitCollection.horizontalSizeClass == .compact)
    #expect(md.list.splitViewController?.traitCollection.horizontalSizeClass == .regular)   // seed 004's advice
    #expect(md.detail.traitCollection.horizontalSizeClass == .regular)
    #expect(md.dump.contains("<RecordingViewController \"List\"> [top 0] w:C h:R"))
  }

  @Test func SC20_columnStyleCollapseAndExpandOnIPadMultitasking() {
    let columns = ColumnSplit(.doubleColumn, .iPadPro13)
    columns.delegate.topColumnAnswer = .primary
    columns.log.clear()
    columns.window.resize(to: CGSize(width: 375, height: 1032))
    columns.window.resize(to: CGSize(width: 1376, height: 1032))
    #expect(columns.log.splitSequence == [
      "delegate.topColumnForCollapsing(proposed secondary)[expanded]",
      "delegate.willHide(secondary)[expanded]",
      "notification.showDetailTargetDidChange[collapsed]",
      "delegate.didCollapse[collapsed]",
      "delegate.displayModeForExpanding(proposed oneBesideSecondary)[collapsed]",
      "delegate.willShow(primary)[collapsed]",
      "delegate.willShow(secondary)[collapsed]",
      "notification.showDetailTargetDidChange[expanded]",
      "delegate.didExpand[expanded]",
    ])
    #expect(columns.frame(columns.sidebar) == CGRect(x: 0, y: 0, width: 320, height: 1032))
    #expect(columns.frame(columns.detail) == CGRect(x: 320.5, y: 0, width: 1055.5, height: 1032))
  }

  @Test func SC20_columnStyleCollapseAndExpandOnAProMaxRotation() {
    let columns = ColumnSplit(.doubleColumn, .iPhone16ProMax, .landscapeLeft)
    #expect(columns.split.isCollapsed == false)
    columns.log.clear()
    columns.window.rotate(to: .portrait)
    #expect(columns.split.isCollapsed)
    #expect(columns.sidebar.navigationController?.viewControllers.count == 2)
    columns.window.rotate(to: .landscapeLeft)
    #expect(columns.log.splitSequence == [
      "delegate.topColumnForCollapsing(proposed secondary)[expanded]",
      "delegate.willHide(primary)[expanded]",
      "notification.showDetailTargetDidChange[collapsed]",
      "delegate.didCollapse[collapsed]",
      "delegate.displayModeForExpanding(proposed oneBesideSecondary)[collapsed]",
      "delegate.willShow(primary)[collapsed]",
      "delegate.willShow(secondary)[collapsed]",
      "notification.showDetailTargetDidChange[expanded]",
      "delegate.didExpand[expanded]",
    ])
    #expect(columns.split.viewControllers.count == 2)
  }

  /// Seed 004: with navigation controllers on both sides, the collapse nests the detail's navigation
  /// controller in the list's — two navigation bars, two titles. AdaptiveKit reproduces it.
  @Test(arguments: [Device.iPhone16ProMax, .iPadAir11])
  func SC21_collapsingANavigationSecondaryNestsItInThePrimaryNavigationController(device: Device) {
    let md = MasterDetail(device, .landscapeLeft, detailInNavigation: true)
    let detailNav = md.detail.navigationController!
    collapse(md)
    #expect(md.primary.viewControllers == [md.list, detailNav])
    #expect(detailNav.navigationController === md.primary)
    #expect(md.detail.navigationController === detailNav)
    let navigationControllersOnScreen = [md.primary, detailNav].filter { $0.appearanceState == .appeared }
    #expect(navigationControllersOnScreen.count == 2)   // two bars, two titles
    #expect(md.dump.contains("   |    | <UINavigationController> [top 1]"))
    expand(md)
    #expect(md.split.viewControllers == [md.primary, detailNav])
    #expect(md.primary.viewControllers == [md.list])
  }
}
