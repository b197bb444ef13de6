import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// The trait pass's plain-data collections and its parent fast path (the B1 optimisations in
/// BENCHMARKS.md) behave as before.
@Suite(.checksInvariants) @MainActor
struct TraitPassTests {
  @Test func customContentSizeCategoryRoundTripsThroughTraitCollection() {
    let custom = UIContentSizeCategory(rawValue: "CustomForTest")
    let first = UITraitCollection(preferredContentSizeCategory: custom)
    let second = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(rawValue: custom.rawValue))
    #expect(first.preferredContentSizeCategory == custom)
    #expect(first.preferredContentSizeCategory.rawValue == "CustomForTest")
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != UITraitCollection(preferredContentSizeCategory: .large))
    let window = UIWindow(device: .iPhone16)
    let combined = UITraitCollection(traitsFrom: [window.traitCollection, first])
    #expect(combined.preferredContentSizeCategory == custom)
    #expect(combined.horizontalSizeClass == .compact)
    #expect(combined.description.hasSuffix("CustomForTest"))
    #expect(UITraitCollection(traitsFrom: [first, UITraitCollection()]).preferredContentSizeCategory == custom)
    #expect(UITraitCollection().preferredContentSizeCategory == .unspecified)
  }

  @Test func aCustomContentSizeCategoryKeepsSixteenBytesOfWholeCharacters() {
    let fits = "Custom" + String(repeating: "é", count: 5)  // 16 bytes
    #expect(UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(rawValue: fits)).preferredContentSizeCategory.rawValue == fits)
    let long = "Customs" + String(repeating: "é", count: 10)  // 27 bytes; the 16th would split an é
    let kept = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(rawValue: long)).preferredContentSizeCategory.rawValue
    #expect(kept == "Customs" + String(repeating: "é", count: 4))  // 15 bytes
    let split = "Custom" + String(repeating: "é", count: 10)  // 26 bytes
    #expect(UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(rawValue: split)).preferredContentSizeCategory.rawValue
      == "Custom" + String(repeating: "é", count: 5))
    let empty = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(rawValue: ""))
    #expect(empty.preferredContentSizeCategory.rawValue == "")
    #expect(empty != UITraitCollection())
  }

  /// A collection is 32 bytes of plain data: trait passes copy one at every controller (B1).
  @Test func aTraitCollectionIsThirtyTwoBytesOfPlainData() {
    #expect(MemoryLayout<UITraitCollection>.size == 32)
    #expect(_isPOD(UITraitCollection.self))
    // Equality compares the 24 bytes before the scale as words (BENCHMARKS.md, twenty-third run).
    #expect(MemoryLayout<UITraitCollection>.offset(of: \UITraitCollection.displayScale) == 24)
  }

  /// Equality by words agrees with equality trait by trait: each trait, the two environments
  /// sharing a byte, custom text sizes and the scale's signed zero.
  @Test func equalityComparesEveryTrait() {
    let base = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
      UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(displayScale: 3),
      UITraitCollection(preferredContentSizeCategory: .large), UITraitCollection(layoutDirection: .leftToRight),
      UITraitCollection(userInterfaceStyle: .light), UITraitCollection(tabAccessoryEnvironment: .none),
    ])
    #expect(base == UITraitCollection(traitsFrom: [UITraitCollection(), base]))
    let changes: [UITraitCollection] = [
      UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .compact),
      UITraitCollection(userInterfaceIdiom: .pad), UITraitCollection(displayScale: 2),
      UITraitCollection(preferredContentSizeCategory: .extraLarge), UITraitCollection(layoutDirection: .rightToLeft),
      UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(tabAccessoryEnvironment: .inline),
      UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(rawValue: "CustomA")),
    ]
    for change in changes {
      let changed = UITraitCollection(traitsFrom: [base, change])
      #expect(changed != base)
      #expect(changed == UITraitCollection(traitsFrom: [base, change]))
    }
    let customA = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(rawValue: "CustomA"))
    let customB = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(rawValue: "CustomB"))
    #expect(customA != customB)
    #expect(UITraitCollection(displayScale: 0.0) == UITraitCollection(displayScale: -0.0))
    #expect(UITraitCollection(displayScale: .nan) != UITraitCollection(displayScale: .nan))
  }

  @Test func everyKnownContentSizeCategoryRoundTrips() {
    for category in [UIContentSizeCategory.unspecified] + UIContentSizeCategory.allSpecified {
      #expect(UITraitCollection(preferredContentSizeCategory: category).preferredContentSizeCategory == category)
    }
  }

  /// A controller that a sibling's `traitCollectionDidChange` moves to another container during
  /// the pass ends with its new container's traits and override, and the hierarchy stays valid.
  @Test func childMovedDuringTraitPassTakesItsNewParentsTraits() {
    let root = UIViewController()
    let mover = MovingViewController()
    let moved = UIViewController()
    let destination = UIViewController()
    root.addChild(mover)
    root.addChild(moved)
    root.addChild(destination)
    mover.move = {
      destination.addChild(moved)
      destination.setOverrideTraitCollection(UITraitCollection(verticalSizeClass: .regular), forChild: moved)
    }
    let window = makeVisibleWindow(root: root, device: .iPhone16ProMax)
    window.rotate(to: .landscapeLeft)
    #expect(moved.parent === destination)
    #expect(root.children.map(ObjectIdentifier.init) == [mover, destination].map(ObjectIdentifier.init))
    #expect(destination.traitCollection.verticalSizeClass == .compact)
    #expect(moved.traitCollection.horizontalSizeClass == .regular)
    #expect(moved.traitCollection.verticalSizeClass == .regular)
  }
}

/// Runs `move` once, from its first `traitCollectionDidChange(_:)`.
private final class MovingViewController: UIViewController {
  var move: (() -> Void)?
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    move?()
    move = nil
  }
}
