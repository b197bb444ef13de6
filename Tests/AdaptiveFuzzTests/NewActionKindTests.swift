import Foundation
import Testing

/// The action kinds of the current mix (tab objects, the inspector, windows of any size,
/// arrangements), each played alone by the `adaptive-fuzz` driver over a few seeds with
/// `--stats`: the run breaks no
/// invariant but the known failures of ``RandomActionTests/knownFailures``, and the hierarchy
/// shows that the actions did what they say (a counted outcome is
/// checked on the hierarchy after the action, not merely attempted).
@Suite struct NewActionKindTests {
  /// Runs `kinds` alone for `seeds`, and returns the summed counts of `--stats`; records an issue
  /// for a run that fails.
  static func stats(only kinds: String, seeds: ClosedRange<UInt64>, actions: Int = 1_500, mix: String = "current") throws -> [String: Int] {
    var totals: [String: Int] = [:]
    for seed in seeds {
      // Past a failure the run starts afresh (`--keep-going`): a known failure (reported, not yet
      // fixed in the model) does not stop the count; any other fails the test.
      let batch = try RandomActionTests.run(seed: seed, actions: actions, mix: mix, extra: ["--only", kinds, "--stats", "--keep-going"])
      #expect(batch.status == 0 || batch.status == 1, "seed \(seed), kinds \(kinds) crashed: \(batch.output.suffix(3000))")
      for failure in batch.output.split(separator: "\n") where failure.hasPrefix("seed \(seed) failed at action") {
        if let known = RandomActionTests.knownFailures.first(where: { failure.contains($0.phrase) }) {
          withKnownIssue("known: \(known.cause)", isIntermittent: true) { Issue.record(Comment(rawValue: String(failure))) }
        } else {
          Issue.record(Comment(rawValue: "kinds \(kinds): \(failure) — replay: adaptive-fuzz --seed \(seed) --actions \(actions) --mix \(mix) --only \(kinds)"))
        }
      }
      let line = batch.output.split(separator: "\n").first { $0.hasPrefix("stats") } ?? ""
      for pair in line.split(separator: " ").dropFirst() {
        let parts = pair.split(separator: "=")
        if parts.count == 2, let value = Int(parts[1]) { totals[String(parts[0]), default: 0] += value }
      }
    }
    return totals
  }

  @Test func tabObjectActionsBuildSelectToggleHideReorderAndHideTheBar() throws {
    let counts = try Self.stats(only: "24,25,12", seeds: 1...4)
    for name in ["tabObjects.controllers", "tabObjects.setTabs", "tabObjects.selections", "tabObjects.nestedSelections",
                 "tabObjects.sidebarToggles", "tabObjects.modeChanges", "tabObjects.hiddenTabs", "tabObjects.reorders",
                 "tabObjects.tabBarHidden", "tabObjects.groupChanges"] {
      #expect(counts[name, default: 0] > 0, "\(name) never happened: \(counts)")
    }
  }

  @Test func inspectorActionsShowItAsAColumnAndAsASheetAndConvertIt() throws {
    let counts = try Self.stats(only: "26", seeds: 1...4)
    for name in ["inspector.set", "inspector.columns", "inspector.sheets", "inspector.hidden", "inspector.toSheet", "inspector.toColumn"] {
      #expect(counts[name, default: 0] > 0, "\(name) never happened: \(counts)")
    }
  }

  @Test func windowActionsResizeFreelyBelowTheMinimumAndInteractively() throws {
    let counts = try Self.stats(only: "27", seeds: 1...6)
    for name in ["windows.scenes", "windows.freeResizes", "windows.belowMinimum", "windows.interactiveResizes"] {
      #expect(counts[name, default: 0] > 0, "\(name) never happened: \(counts)")
    }
  }

  @Test func Duo_theCurrentMixFoldsItsIPhoneDuoWindowsOntoTheInnerDisplay() throws {
    let counts = try Self.stats(only: "9,15,4", seeds: 1...4)
    #expect(counts["fold", default: 0] > 0, "no Duo window folded: \(counts)")
    #expect(counts["foldedToInnerDisplay", default: 0] > 0, "no Duo window opened onto its regular inner display: \(counts)")
  }

  @Test func arrangementActionsWrapPlaceRemoveSwapAndCollapse() throws {
    let counts = try Self.stats(only: "28,9,13", seeds: 1...4)
    for name in ["arrangement.controllers", "arrangement.placed", "arrangement.removed", "arrangement.swapped",
                 "arrangement.hiddenSecondary", "arrangement.sideBySide", "arrangement.stacked"] {
      #expect(counts[name, default: 0] > 0, "\(name) never happened: \(counts)")
    }
  }

  @Test func theLegacyMixMakesNoneOfTheNewContainers() throws {
    let counts = try Self.stats(only: Array(0..<24).map(String.init).joined(separator: ","), seeds: 1...2, mix: "legacy")
    #expect(counts.isEmpty, "the legacy mix made new containers: \(counts)")
  }
}
