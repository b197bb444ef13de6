import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct TraitCollectionTests {
  @Test func R47_sizeClassRawValues() {
    #expect(UIUserInterfaceSizeClass.unspecified.rawValue == 0)
    #expect(UIUserInterfaceSizeClass.compact.rawValue == 1)
    #expect(UIUserInterfaceSizeClass.regular.rawValue == 2)
  }

  @Test func R48_idiomRawValues() {
    let values = UIUserInterfaceIdiom.allCases.map(\.rawValue)
    #expect(values == [-1, 0, 1, 2, 3, 5, 6])
  }

  @Test func R50_defaultContentSizeCategoryIsLarge() {
    let window = UIWindow(device: .iPhone16)
    #expect(window.traitCollection.preferredContentSizeCategory == .large)
    #expect(window.traitCollection.displayScale == 3)
    #expect(window.traitCollection.userInterfaceIdiom == .phone)
    #expect(window.traitCollection.layoutDirection == .leftToRight)
  }

  @Test func combiningCollectionsOverridesOnlySpecifiedTraits() {
    let base = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .compact),
      UITraitCollection(userInterfaceIdiom: .phone),
    ])
    let combined = UITraitCollection(traitsFrom: [base, UITraitCollection(horizontalSizeClass: .compact)])
    #expect(combined.horizontalSizeClass == .compact)
    #expect(combined.verticalSizeClass == .compact)
    #expect(combined.userInterfaceIdiom == .phone)
    #expect(combined.containsTraits(in: UITraitCollection(verticalSizeClass: .compact)))
    #expect(!combined.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
    #expect(combined.containsTraits(in: nil))
  }

  @Test func contentSizeCategoriesAreOrdered() {
    #expect(UIContentSizeCategory.small < .large)
    #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
  }

  @Test func R51_childInheritsFromParentController() {
    let window = UIWindow(device: .iPadAir11)
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    window.rootViewController = parent
    window.makeKeyAndVisible()
    #expect(child.traitCollection == window.traitCollection)
    #expect(child.traitCollection.horizontalSizeClass == .regular)
  }
}

@Suite(.checksInvariants) @MainActor
struct OverrideTraitCollectionTests {
  @Test func R52_overrideAppliesSpecifiedTraitsOnTopOfParents() {
    let log = CallLog()
    let window = UIWindow(device: .iPhone16, orientation: .landscapeLeft)
    let parent = UIViewController()
    let child = RecordingViewController("C", log: log)
    parent.addChild(child)
    child.didMove(toParent: parent)
    window.rootViewController = parent
    window.makeKeyAndVisible()
    log.clear()

    parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)

    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(child.traitCollection.verticalSizeClass == .compact)
    #expect(child.traitCollection.displayScale == 3)
    #expect(parent.overrideTraitCollection(forChild: child) == UITraitCollection(horizontalSizeClass: .regular))
    #expect(log.filtered("C.willTransition", "C.traitCollectionDidChange") == ["C.willTransition(RC)", "C.traitCollectionDidChange(RC)"])
  }

  @Test func R52_nilRemovesTheOverride() {
    let window = UIWindow(device: .iPhoneSE)
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    window.rootViewController = parent
    parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
    parent.setOverrideTraitCollection(nil, forChild: child)
    #expect(child.traitCollection.horizontalSizeClass == .compact)
    #expect(parent.overrideTraitCollection(forChild: child) == nil)
  }

  @Test func R52_overrideForANonChildIsIgnoredAndReported() {
    let parent = UIViewController()
    let stranger = UIViewController()
    let (_, reports) = MisuseReport.capture {
      parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: stranger)
    }
    #expect(parent.overrideTraitCollection(forChild: stranger) == nil)
    #expect(stranger.traitCollection.horizontalSizeClass == .unspecified)
    #expect(reports.count == 1)
    #expect(reports.first?.kind == .log)
  }

  @Test func R52_overrideSurvivesRotationAndIsDroppedOnRemoval() {
    let window = UIWindow(device: .iPhone16)
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    window.rootViewController = parent
    window.makeKeyAndVisible()
    parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
    window.rotate(to: .landscapeLeft)
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(child.traitCollection.verticalSizeClass == .compact)
    child.removeFromParent()
    #expect(parent.overrideTraitCollection(forChild: child) == nil)
  }
}
