import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// The triple-column secondary-only button (R45, `showsSecondaryOnlyButton`).
@Suite(.checksInvariants) @MainActor
struct SecondaryOnlyButtonTests {
  @Test func R45_showsSecondaryOnlyButtonDefaultsToFalseAndHidesTheButton() {
    let columns = ColumnSplit(.tripleColumn, .iPadPro13)
    #expect(columns.split.showsSecondaryOnlyButton == false)
    let item = columns.split.secondaryOnlyButtonItem
    #expect(item === columns.split.secondaryOnlyButtonItem)
    #expect(item.target === columns.split)
    #expect(item.action == Selector("_triggerSecondaryOnlyAction:"))
    #expect(item.isHidden)
    item.simulateTap()                                           // hidden: does nothing
    #expect(columns.split.displayMode == .oneBesideSecondary)
    columns.split.showsSecondaryOnlyButton = true
    #expect(item.isHidden == false)
    #expect(item.isEnabled)
  }

  @Test func R45_theSecondaryOnlyButtonTogglesToAndFromSecondaryOnly() {
    let columns = ColumnSplit(.tripleColumn, .iPadPro13) { $0.showsSecondaryOnlyButton = true }
    let item = columns.split.secondaryOnlyButtonItem
    #expect(columns.split.displayMode == .oneBesideSecondary)
    #expect(item.imageName == "arrow.up.left.and.arrow.down.right")
    columns.log.clear()
    item.simulateTap()
    #expect(columns.split.displayMode == .secondaryOnly)
    #expect(columns.log.splitSequence == ["delegate.willChangeTo(secondaryOnly)", "delegate.willHide(supplementary)[expanded]"])
    #expect(columns.list.appearanceState == .disappeared)
    #expect(columns.frame(columns.detail) == CGRect(x: 0, y: 0, width: 1376, height: 1032))
    #expect(item.imageName == "arrow.down.right.and.arrow.up.left")
    #expect(item.isHidden == false)                              // still there to come back
    #expect(columns.split.displayModeButtonItem.isHidden)         // tile, triple: hidden in secondaryOnly
    columns.log.clear()
    item.simulateTap()
    #expect(columns.split.displayMode == .oneBesideSecondary)     // back to the mode it left
    #expect(columns.log.splitSequence == ["delegate.willChangeTo(oneBesideSecondary)", "delegate.willShow(supplementary)[expanded]"])
    #expect(columns.list.appearanceState == .appeared)
    #expect(item.imageName == "arrow.up.left.and.arrow.down.right")
  }

  @Test func R45_theSecondaryOnlyButtonRestoresTwoSidebars() {
    let columns = ColumnSplit(.tripleColumn, .iPadPro13) {
      $0.showsSecondaryOnlyButton = true
      $0.preferredDisplayMode = .twoBesideSecondary
    }
    let item = columns.split.secondaryOnlyButtonItem
    item.simulateTap()
    #expect(columns.split.displayMode == .secondaryOnly)
    #expect(columns.sidebar.appearanceState == .disappeared)
    item.simulateTap()
    #expect(columns.split.displayMode == .twoBesideSecondary)
    #expect(columns.sidebar.appearanceState == .appeared)
    #expect(columns.list.appearanceState == .appeared)
  }

  @Test func R45_theSecondaryOnlyButtonIsTripleColumnAndExpandedOnly() {
    let double = ColumnSplit(.doubleColumn, .iPadPro13) { $0.showsSecondaryOnlyButton = true }
    #expect(double.split.secondaryOnlyButtonItem.isHidden)
    double.split.secondaryOnlyButtonItem.simulateTap()
    #expect(double.split.displayMode == .oneBesideSecondary)
    let columns = ColumnSplit(.tripleColumn, .iPadPro13) { $0.showsSecondaryOnlyButton = true }
    let item = columns.split.secondaryOnlyButtonItem
    columns.window.resize(to: CGSize(width: 375, height: 1032))   // compact: collapses
    #expect(columns.split.isCollapsed)
    #expect(item.isHidden)
    columns.window.resize(to: CGSize(width: 1376, height: 1032))
    #expect(columns.split.isCollapsed == false)
    #expect(item.isHidden == false)
  }
}
