import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// The hierarchy dump names the split's columns (`role(ofChild:)`).
@Suite(.checksInvariants) @MainActor
struct SplitHierarchyDumpTests {
  @Test func anExpandedClassicSplitShowsItsTwoColumns() {
    #expect(MasterDetail(.iPadAir11, .landscapeLeft).dump == """
      <UIWindow> iPad Air 11-inch landscapeLeft w:R h:R pad @2x L (0,0,1180,820)
      <UISplitViewController> [root] w:R h:R (0,0,1180,820) appeared
         | <RecordingNavigationController "Primary"> [column primary] w:C h:R (0,0,375,820) appeared
         |    | <RecordingViewController "List"> [top 0] w:C h:R (0,0,375,820) appeared
         | <RecordingViewController "Detail"> [column secondary] w:R h:R (375.5,0,804.5,820) appeared
      """)
  }

  @Test func aCollapsedClassicSplitShowsTheNestedDetailOfSeed004() {
    #expect(MasterDetail(.iPhone16, detailInNavigation: true).dump == """
      <UIWindow> iPhone 16 portrait w:C h:R phone @3x L (0,0,393,852)
      <UISplitViewController> [root] w:C h:R (0,0,393,852) appeared
         | <RecordingNavigationController "Primary"> [column primary (collapsed)] w:C h:R (0,0,393,852) appeared
         |    | <RecordingViewController "List"> [stack 0] w:C h:R off-screen
         |    | <UINavigationController> [top 1] w:C h:R (0,0,393,852) appeared
         |    |    | <RecordingViewController "Detail"> [top 0] w:C h:R (0,0,393,852) appeared
      """)
  }

  @Test func aTripleColumnSplitShowsItsThreeColumns() {
    let columns = ColumnSplit(.tripleColumn, .iPadPro13) { $0.preferredDisplayMode = .twoBesideSecondary }
    #expect(columns.dump == """
      <UIWindow> iPad Pro 13-inch landscapeLeft w:R h:R pad @2x L (0,0,1376,1032)
      <UISplitViewController> [root] w:R h:R (0,0,1376,1032) appeared
         | <UINavigationController> [column primary] w:C h:R (0,0,320,1032) appeared
         |    | <RecordingViewController "Sidebar"> [top 0] w:C h:R (0,0,320,1032) appeared
         | <UINavigationController> [column supplementary] w:C h:R (320.5,0,320,1032) appeared
         |    | <RecordingViewController "List"> [top 0] w:C h:R (320.5,0,320,1032) appeared
         | <UINavigationController> [column secondary] w:R h:R (641,0,735,1032) appeared
         |    | <RecordingViewController "Detail"> [top 0] w:R h:R (641,0,735,1032) appeared
      """)
  }
}
