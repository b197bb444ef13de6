import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Column-style splits: showing and hiding columns, behaviours, the button and widths (R43–R46).
@Suite(.checksInvariants) @MainActor
struct ColumnVisibilityTests {
  @Test func R43_expandedShowAndHide() {
    let columns = ColumnSplit(.tripleColumn, .iPadPro13)
    columns.log.clear()
    columns.split.show(.primary)
    #expect(columns.split.displayMode == .twoBesideSecondary)
    columns.split.show(.primary)                       // already visible: ignored
    columns.split.hide(.secondary)                     // ignored
    columns.split.hide(.supplementary)
    #expect(columns.split.displayMode == .secondaryOnly)
    columns.split.show(.supplementary)
    #expect(columns.split.displayMode == .oneBesideSecondary)
    columns.split.hide(.supplementary)
    columns.split.hide(.primary)                       // not visible: ignored
    // Columns the app shows or hides itself are not announced with willShow/willHide.
    #expect(columns.log.splitSequence == [
      "delegate.willChangeTo(twoBesideSecondary)",
      "delegate.willChangeTo(secondaryOnly)",
      "delegate.willChangeTo(oneBesideSecondary)",
      "delegate.willChangeTo(secondaryOnly)",
    ])
  }

  @Test func R43_aColumnHiddenOrShownByTheDisplayModeButtonIsAnnounced() {
    let columns = ColumnSplit(.doubleColumn, .iPadPro13, .portrait)
    columns.log.clear()
    columns.split.displayModeButtonItem.simulateTap()
    #expect(columns.log.splitSequence.contains { $0.hasPrefix("delegate.willShow(primary)") })
  }

  @Test func R43_showSecondaryInDisplaceMovesToOneBeside() {
    let columns = ColumnSplit(.tripleColumn, .iPadPro13) { split in
      split.preferredSplitBehavior = .displace
      split.preferredDisplayMode = .twoBesideSecondary
    }
    #expect(columns.split.displayMode == .twoDisplaceSecondary)
    columns.split.show(.secondary)
    #expect(columns.split.displayMode == .oneBesideSecondary)
  }

  @Test func R43_collapsedShowAndHide() {
    let columns = ColumnSplit(.tripleColumn, .iPadPro13)
    columns.delegate.topColumnAnswer = .primary
    columns.window.resize(to: CGSize(width: 375, height: 1032))
    let stack = columns.sidebar.navigationController!
    #expect(stack.viewControllers == [columns.sidebar])
    columns.split.show(.secondary)                       // pushes supplementary and secondary
    #expect(stack.viewControllers == [columns.sidebar, columns.list.navigationController!, columns.detail.navigationController!])
    columns.split.show(.secondary)                       // on top: no-op
    columns.split.hide(.supplementary)                   // not on top: ignored
    #expect(stack.viewControllers.count == 3)
    columns.split.hide(.secondary)                       // pops it
    #expect(stack.viewControllers == [columns.sidebar, columns.list.navigationController!])
    #expect(columns.detail.navigationController?.parent === columns.split)
    columns.split.show(.primary)                         // pops the covering columns
    #expect(stack.viewControllers == [columns.sidebar])
    columns.split.hide(.primary)                         // ignored for the primary
    #expect(stack.viewControllers == [columns.sidebar])
    let (_, reports) = MisuseReport.capture { columns.split.show(.compact) }
    #expect(reports.count == 1)
    columns.window.resize(to: CGSize(width: 1376, height: 1032))
    #expect(columns.split.viewControllers.count == 3)
  }

  @Test func R43_aSecondaryPoppedByTheUserReturnsToItsColumnOnExpansion() {
    let columns = ColumnSplit(.doubleColumn, .iPhone16ProMax, .portrait)
    let stack = columns.sidebar.navigationController!
    let secondaryNav = columns.detail.navigationController!
    #expect(stack.viewControllers == [columns.sidebar, secondaryNav])
    stack.popViewController(animated: true)                   // the user's Back
    #expect(columns.sidebar.appearanceState == .appeared)
    columns.split.show(.secondary)                            // pushed again
    #expect(stack.viewControllers == [columns.sidebar, secondaryNav])
    stack.popViewController(animated: true)
    columns.window.rotate(to: .landscapeLeft)
    #expect(columns.split.isCollapsed == false)
    #expect(columns.split.viewControllers == [stack, secondaryNav])
    #expect(columns.frame(columns.detail) == CGRect(x: 320 + 1.0 / 3.0, y: 0, width: 956 - 320 - 1.0 / 3.0, height: 440))
  }

  @Test func R44_behavioursReinterpretTheTwoSidebarModes() {
    for (behavior, expected) in [(UISplitViewController.SplitBehavior.tile, UISplitViewController.DisplayMode.twoBesideSecondary),
                                 (.overlay, .twoOverSecondary), (.displace, .twoDisplaceSecondary)] {
      let columns = ColumnSplit(.tripleColumn, .iPadPro13) { split in
        split.preferredSplitBehavior = behavior
        split.preferredDisplayMode = .twoBesideSecondary
      }
      #expect(columns.split.splitBehavior == behavior)
      #expect(columns.split.displayMode == expected)
    }
    #expect(UISplitViewController(style: .tripleColumn).preferredSplitBehavior == .automatic)
  }

  @Test func R44_withoutTheGestureThePreferredModeIsStrictlyRespected() {
    let strict = ColumnSplit(.tripleColumn, .iPadPro13) { split in
      split.preferredSplitBehavior = .tile
      split.presentsWithGesture = false
      split.preferredDisplayMode = .oneOverSecondary
    }
    #expect(strict.split.displayMode == .oneOverSecondary)
    #expect(strict.split.displayModeButtonItem.isHidden)
    let adjusted = ColumnSplit(.tripleColumn, .iPadPro13) { split in
      split.preferredSplitBehavior = .tile
      split.preferredDisplayMode = .oneOverSecondary
    }
    #expect(adjusted.split.displayMode == .oneBesideSecondary)
  }

  @Test func R44_framesOfTheThreeArrangements() {
    let tile = ColumnSplit(.tripleColumn, .iPadPro13) { $0.preferredDisplayMode = .twoBesideSecondary }
    #expect(tile.frame(tile.sidebar) == CGRect(x: 0, y: 0, width: 320, height: 1032))
    #expect(tile.frame(tile.list) == CGRect(x: 320.5, y: 0, width: 320, height: 1032))
    #expect(tile.frame(tile.detail) == CGRect(x: 641, y: 0, width: 735, height: 1032))
    let overlay = ColumnSplit(.tripleColumn, .iPadPro13) { $0.preferredSplitBehavior = .overlay; $0.preferredDisplayMode = .twoOverSecondary }
    #expect(overlay.frame(overlay.detail) == CGRect(x: 0, y: 0, width: 1376, height: 1032))
    #expect(overlay.frame(overlay.list) == CGRect(x: 320.5, y: 0, width: 320, height: 1032))
    let displace = ColumnSplit(.tripleColumn, .iPadPro13) { $0.preferredSplitBehavior = .displace; $0.preferredDisplayMode = .twoDisplaceSecondary }
    #expect(displace.frame(displace.detail) == CGRect(x: 641, y: 0, width: 1055.5, height: 1032))
  }

  @Test func R45_theColumnButton() {
    let columns = ColumnSplit(.doubleColumn, .iPadAir11, .portrait)
    let item = columns.split.displayModeButtonItem
    #expect(columns.split.displayMode == .secondaryOnly)
    #expect(item.isHidden == false)
    #expect(item.imageName == "chevron.backward")       // portrait: overlay behaviour
    item.simulateTap()
    #expect(columns.split.displayMode == .oneOverSecondary)
    item.simulateTap()
    #expect(columns.split.displayMode == .secondaryOnly)
    columns.split.displayModeButtonVisibility = .never
    #expect(item.isHidden)
    let tile = ColumnSplit(.tripleColumn, .iPadPro13)
    #expect(tile.split.displayModeButtonItem.imageName == "sidebar.leading")
    tile.split.displayModeButtonItem.simulateTap()
    #expect(tile.split.displayMode == .twoBesideSecondary)
  }

  @Test func R45_tappingTheDimmedSecondaryLeavesOverlayAndDisplaceModes() {
    let overlay = ColumnSplit(.tripleColumn, .iPadPro13) { $0.preferredSplitBehavior = .overlay; $0.preferredDisplayMode = .twoOverSecondary }
    #expect(overlay.split.simulateTapOnDimmedSecondary())
    #expect(overlay.split.displayMode == .secondaryOnly)
    let displace = ColumnSplit(.tripleColumn, .iPadPro13) { $0.preferredSplitBehavior = .displace; $0.preferredDisplayMode = .twoDisplaceSecondary }
    #expect(displace.split.simulateTapOnDimmedSecondary())
    #expect(displace.split.displayMode == .oneBesideSecondary)
    #expect(displace.frame(displace.detail) == CGRect(x: 320.5, y: 0, width: 1055.5, height: 1032))
  }

  @Test func R46_supplementaryWidths() {
    let columns = ColumnSplit(.tripleColumn, .iPadPro13) { $0.preferredDisplayMode = .twoBesideSecondary }
    #expect(columns.split.primaryColumnWidth == 320)
    #expect(columns.split.supplementaryColumnWidth == 320)
    columns.split.preferredSupplementaryColumnWidth = 280
    #expect(columns.split.supplementaryColumnWidth == 280)
    columns.split.preferredSupplementaryColumnWidthFraction = 0.3
    #expect(columns.split.supplementaryColumnWidth == 280)   // the width wins over the fraction
    columns.split.preferredSupplementaryColumnWidth = UISplitViewController.automaticDimension
    #expect(columns.split.supplementaryColumnWidth == 320)   // ceil(412.8) capped at the automatic 320
    columns.split.maximumSupplementaryColumnWidth = 500
    #expect(columns.split.supplementaryColumnWidth == 413)
    columns.split.minimumSupplementaryColumnWidth = 450
    #expect(columns.split.supplementaryColumnWidth == 450)
    #expect(columns.frame(columns.detail) == CGRect(x: 771, y: 0, width: 605, height: 1032))
  }
}
