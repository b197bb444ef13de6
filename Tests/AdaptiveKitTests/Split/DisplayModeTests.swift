import Foundation
import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// Classic display modes, the display-mode button, the gesture flag and the primary edge (R23–R30).
@Suite(.checksInvariants) @MainActor
struct DisplayModeTests {
  typealias Mode = UISplitViewController.DisplayMode

  @Test func R23_rawValuesAndNames() {
    #expect(Mode.allRawValues == [0, 1, 2, 3, 4, 5, 6])
    #expect(Mode(rawValue: 1) == .secondaryOnly)
    #expect(Mode(rawValue: 2) == .oneBesideSecondary)
    #expect(Mode(rawValue: 3) == .oneOverSecondary)
    #expect(Mode(rawValue: 6) == .twoDisplaceSecondary)
    #expect(deprecatedAliases(Mode.self) == [.secondaryOnly, .oneBesideSecondary, .oneOverSecondary])
  }

  @Test func R24_R25_automaticIsBesideInLandscapeAndHiddenInPortraitOnIPad() {
    let landscape = MasterDetail(.iPadAir11, .landscapeLeft)
    #expect(landscape.split.displayMode == .oneBesideSecondary)
    let portrait = MasterDetail(.iPadAir11, .portrait)
    #expect(portrait.split.displayMode == .secondaryOnly)
    #expect(portrait.primary.appearanceState == .disappeared)
    #expect(portrait.dump.contains("<RecordingViewController \"Detail\"> [column secondary] w:R h:R (0,0,820,1180) appeared"))
    #expect(portrait.split.preferredDisplayMode == .automatic)
  }

  @Test func R25_theHalfWidthHidesThePrimaryTwoThirdsAndFullScreenDoNot() {
    let md = MasterDetail(.iPadPro13, .landscapeLeft)
    let widths = Device.iPadPro13.multitaskingWidths(in: .landscapeLeft)
    var modes: [String: Mode] = [:]
    for width in widths {
      md.window.resize(to: CGSize(width: width.width, height: 1032))
      if !md.split.isCollapsed { modes[width.label] = md.split.displayMode }
    }
    #expect(modes == ["1/2": .secondaryOnly, "2/3": .oneBesideSecondary, "full": .oneBesideSecondary])
    let air = MasterDetail(.iPadAir11, .landscapeLeft)
    air.window.resize(to: CGSize(width: 850, height: 820))            // 2/3 of an 11-inch
    #expect(air.split.displayMode == .oneBesideSecondary)
    air.window.rotate(to: .portrait)                                   // full screen portrait
    #expect(air.split.displayMode == .secondaryOnly)
  }

  @Test func R25_aProMaxInLandscapeShowsThePrimaryBeside() {
    let md = MasterDetail(.iPhone16ProMax, .landscapeRight)
    #expect(md.split.isCollapsed == false)
    #expect(md.split.displayMode == .oneBesideSecondary)
  }

  @Test func R24_collapsedReportsTheSingleTiledColumn() {
    let md = MasterDetail(.iPhoneSE)
    #expect(md.split.displayMode == .oneBesideSecondary)
    #expect(md.split.displayMode != .automatic)
  }

  @Test func R26_settingAnExplicitModeAnnouncesItOnceAndLaysOut() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    md.log.clear()
    md.split.preferredDisplayMode = .oneOverSecondary
    md.split.preferredDisplayMode = .oneOverSecondary
    #expect(md.log.splitSequence == ["delegate.willChangeTo(oneOverSecondary)"])
    #expect(md.split.displayMode == .oneOverSecondary)
    #expect(md.dump.contains("<RecordingViewController \"Detail\"> [column secondary] w:R h:R (0,0,1180,820) appeared"))
    #expect(md.dump.contains("<RecordingNavigationController \"Primary\"> [column primary] w:C h:R (0,0,375,820) appeared"))
    // The overlay is on top of the secondary.
    #expect(md.split.view.subviews.map { $0.owningViewController } == [md.detail, md.primary])
  }

  @Test func R26_settingAutomaticKeepsAnAllowedModeWithoutAnnouncing() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    md.split.preferredDisplayMode = .secondaryOnly
    md.log.clear()
    md.split.preferredDisplayMode = .automatic
    #expect(md.split.displayMode == .secondaryOnly)
    #expect(md.log.splitSequence.isEmpty)
  }

  @Test func R26_settingAutomaticFallsBackToTheDefaultForADisallowedMode() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    md.split.preferredDisplayMode = .oneOverSecondary
    md.log.clear()
    md.split.preferredDisplayMode = .automatic
    #expect(md.split.displayMode == .oneBesideSecondary)
    #expect(md.log.splitSequence == ["delegate.willChangeTo(oneBesideSecondary)"])
  }

  @Test func R26_rotationReResolvesAndAnnouncesTheNewMode() {
    let md = MasterDetail(.iPadAir11, .portrait)
    md.log.clear()
    md.window.rotate(to: .landscapeLeft)
    #expect(md.split.displayMode == .oneBesideSecondary)
    #expect(md.log.splitSequence == ["delegate.willChangeTo(oneBesideSecondary)"])
    #expect(md.log.filtered("List.viewWillAppear", "List.viewDidAppear") == ["List.viewWillAppear", "List.viewDidAppear"])
    md.log.clear()
    md.window.rotate(to: .portrait)
    #expect(md.log.splitSequence == ["delegate.willChangeTo(secondaryOnly)"])
    #expect(md.list.appearanceState == .disappeared)
  }

  @Test func R27_targetDisplayModeTable() {
    let compact = MasterDetail(.iPhone16)
    #expect(compact.split.targetDisplayModeForAction == .automatic)

    let landscape = MasterDetail(.iPadAir11, .landscapeLeft)
    #expect(landscape.split.targetDisplayModeForAction == .automatic)         // landscape, primary visible
    landscape.split.preferredDisplayMode = .secondaryOnly
    landscape.split.preferredDisplayMode = .automatic                          // keeps the hidden primary
    #expect(landscape.split.targetDisplayModeForAction == .oneBesideSecondary) // landscape, primary hidden

    let portrait = MasterDetail(.iPadAir11, .portrait)
    #expect(portrait.split.targetDisplayModeForAction == .oneOverSecondary)    // portrait, primary hidden
    portrait.split.displayModeButtonItem.simulateTap()
    #expect(portrait.split.targetDisplayModeForAction == .secondaryOnly)       // portrait, otherwise

    let explicit = MasterDetail(.iPadAir11, .landscapeLeft)
    explicit.split.preferredDisplayMode = .oneBesideSecondary
    #expect(explicit.split.targetDisplayModeForAction == .secondaryOnly)       // primary visible
    explicit.split.preferredDisplayMode = .secondaryOnly
    #expect(explicit.split.targetDisplayModeForAction == .oneOverSecondary)    // pad: overlay

    let phone = MasterDetail(.iPhone16ProMax, .landscapeLeft)
    phone.split.preferredDisplayMode = .secondaryOnly
    #expect(phone.split.targetDisplayModeForAction == .oneBesideSecondary)     // elsewhere: beside

    explicit.delegate.targetDisplayModeAnswer = .oneOverSecondary
    explicit.split.preferredDisplayMode = .oneBesideSecondary
    #expect(explicit.split.targetDisplayModeForAction == .oneOverSecondary)    // the delegate wins
  }

  @Test func theButtonOfASplitThatWentAwayHasNoTargetAndDoesNothing() {
    // A screen keeps the button in its navigation item after the split is gone: the button holds
    // the split as weakly as UIKit's target, without giving the split a side table.
    weak var released: UISplitViewController?
    let item: UIBarButtonItem = {
      let split = UISplitViewController()
      split.viewControllers = [UIViewController(), UIViewController()]
      released = split
      let item = split.displayModeButtonItem
      #expect(item.target === split)
      return item
    }()
    #expect(released == nil)
    #expect(item.target == nil)
    item.simulateTap()
    #expect(item.action == Selector("_triggerDisplayModeAction:"))
  }

  @Test func R28_theButtonTogglesTheOverlayInPortrait() {
    let md = MasterDetail(.iPadAir11, .portrait)
    let item = md.split.displayModeButtonItem
    #expect(item === md.split.displayModeButtonItem)
    #expect(item.target === md.split)
    #expect(item.action == Selector("_triggerDisplayModeAction:"))
    #expect(item.isHidden == false)
    #expect(item.title == "Primary")                    // a Back button titled with the primary's title
    #expect(item.imageName == "chevron.backward")
    md.log.clear()
    item.simulateTap()
    #expect(md.split.displayMode == .oneOverSecondary)
    #expect(md.log.splitSequence == ["delegate.willChangeTo(oneOverSecondary)"])
    #expect(md.log.filtered("List.viewWillAppear", "List.viewDidAppear") == ["List.viewWillAppear", "List.viewDidAppear"])
    #expect(md.dump.contains("<RecordingNavigationController \"Primary\"> [column primary] w:C h:R (0,0,320,1180) appeared"))
    #expect(item.imageName == "arrow.up.left.and.arrow.down.right")   // the target hides the primary
    #expect(item.title == nil)
    item.simulateTap()
    #expect(md.split.displayMode == .secondaryOnly)
    #expect(md.list.appearanceState == .disappeared)
  }

  @Test func R28_theButtonIsHiddenWhenItWouldDoNothing() {
    #expect(MasterDetail(.iPadAir11, .landscapeLeft).split.displayModeButtonItem.isHidden)
    let phone = MasterDetail(.iPhone16)
    phone.split.displayModeButtonItem.simulateTap()
    #expect(phone.split.displayModeButtonItem.isHidden)
    #expect(phone.split.isCollapsed)
  }

  @Test func R29_withoutTheGestureThereIsNoButton() {
    let md = MasterDetail(.iPadAir11, .portrait)
    #expect(md.split.presentsWithGesture)
    md.split.presentsWithGesture = false
    #expect(md.split.displayModeButtonItem.isHidden)
  }

  @Test func R29_theSwipeShowsTheOverlayAndTappingTheDimmedSecondaryHidesIt() {
    let md = MasterDetail(.iPadAir11, .portrait)
    md.log.clear()
    #expect(md.split.simulatePresentationGesture())
    #expect(md.log.splitSequence == ["delegate.gestureWillBegin", "delegate.willChangeTo(oneOverSecondary)", "delegate.gestureDidEnd"])
    #expect(md.split.displayMode == .oneOverSecondary)
    #expect(md.split.simulateTapOnDimmedSecondary())
    #expect(md.split.displayMode == .secondaryOnly)
    #expect(md.split.simulateTapOnDimmedSecondary() == false)
    md.split.presentsWithGesture = false
    #expect(md.split.simulatePresentationGesture() == false)
    #expect(MasterDetail(.iPhone16).split.simulatePresentationGesture() == false)
  }

  @Test func R30_primaryEdgeTrailingAndRightToLeftPutThePrimaryOnTheRight() {
    #expect(UISplitViewController.PrimaryEdge.leading.rawValue == 0)
    #expect(UISplitViewController.PrimaryEdge.trailing.rawValue == 1)
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    #expect(md.split.primaryEdge == .leading)
    md.split.primaryEdge = .trailing
    #expect(md.dump.contains("<RecordingNavigationController \"Primary\"> [column primary] w:C h:R (805,0,375,820) appeared"))
    #expect(md.dump.contains("<RecordingViewController \"Detail\"> [column secondary] w:R h:R (0,0,804.5,820) appeared"))
    md.split.primaryEdge = .leading
    md.window.layoutDirection = .rightToLeft
    #expect(md.dump.contains("<RecordingNavigationController \"Primary\"> [column primary] w:C h:R (805,0,375,820) appeared"))
  }
}

extension UISplitViewController.DisplayMode {
  static var allRawValues: [Int] {
    [Self.automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary, .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary].map(\.rawValue)
  }
}

/// The iOS 8 names, read through a protocol so the test compiles without deprecation warnings.
protocol ClassicDisplayModeNames {
  static var primaryHidden: Self { get }
  static var allVisible: Self { get }
  static var primaryOverlay: Self { get }
}
extension UISplitViewController.DisplayMode: ClassicDisplayModeNames {}
func deprecatedAliases<T: ClassicDisplayModeNames>(_ type: T.Type) -> [T] { [T.primaryHidden, T.allVisible, T.primaryOverlay] }
