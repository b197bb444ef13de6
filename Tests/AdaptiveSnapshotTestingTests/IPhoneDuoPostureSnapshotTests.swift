import AdaptiveKit
import AdaptiveSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import AdaptiveTestSupport

/// A split view snapshotted on the iPhone Duo closed, flat and partially folded in one assertion.
/// Re-record with `SNAPSHOT_TESTING_RECORD=all swift test --filter IPhoneDuoPostureSnapshotTests`.
@Suite(.checksInvariants) @MainActor
struct IPhoneDuoPostureSnapshotTests {
  @Test func Duo_aSplitOnTheThreePosturesInOneAssertion() {
    assertSnapshots(of: DeviceMatrixSnapshotTests.mailSplit(), as: .hierarchy(on: SnapshotEnvironment.iPhoneDuoPostures))
  }

  @Test func Duo_aSplitAsPicturesOnTheThreePosturesWithTheFoldDrawnWhenHalfFolded() {
    assertSnapshots(of: DeviceMatrixSnapshotTests.mailSplit(), as: .svg(on: SnapshotEnvironment.iPhoneDuoPostures))
    var folds: [String: Bool] = [:]
    for environment in SnapshotEnvironment.iPhoneDuoPostures {
      Snapshotting<UISplitViewController, String>.svg(on: environment).snapshot(DeviceMatrixSnapshotTests.mailSplit()).run { svg in
        folds[environment.name] = svg.contains(#"data-id="fold""#)
      }
    }
    #expect(folds == ["iphone-duo-closed": false, "iphone-duo-landscape-flat": false, "iphone-duo-landscape-partially-folded": true])
  }

  @Test func Duo_theSplitCollapsesOnlyOnTheClosedDuoAndEachPostureHasItsDisplay() {
    var seen: [String: (collapsed: Bool, window: Bool)] = [:]
    let windows = [
      "iphone-duo-closed": "(0,0,466,678)", "iphone-duo-landscape-flat": "(0,0,951,669)",
      "iphone-duo-landscape-partially-folded": "(0,0,951,669)",
    ]
    for environment in SnapshotEnvironment.iPhoneDuoPostures {
      Snapshotting<UISplitViewController, String>.hierarchy(on: environment).snapshot(DeviceMatrixSnapshotTests.mailSplit()).run { dump in
        let first = dump.split(separator: "\n").first.map(String.init) ?? ""
        seen[environment.name] = (dump.contains("[column primary (collapsed)]"), first.contains(windows[environment.name] ?? "?"))
      }
    }
    #expect(seen.mapValues(\.collapsed) == ["iphone-duo-closed": true, "iphone-duo-landscape-flat": false, "iphone-duo-landscape-partially-folded": false])
    #expect(seen.mapValues(\.window) == ["iphone-duo-closed": true, "iphone-duo-landscape-flat": true, "iphone-duo-landscape-partially-folded": true])
  }

  @Test func Duo_theMatrixWithTheDuoIsTheMatrixThenTheThreePostures() {
    #expect(SnapshotEnvironment.deviceMatrixWithIPhoneDuo.map(\.name) == [
      "iphone-se", "iphone-16-pro-max", "ipad-air-11-landscape", "ipad-air-11-landscape-1-3",
      "iphone-duo-closed", "iphone-duo-landscape-flat", "iphone-duo-landscape-partially-folded",
    ])
    #expect(SnapshotEnvironment.posture(.partiallyFolded, .portrait).name == "iphone-duo-partially-folded")
    #expect(SnapshotEnvironment.iPhoneDuoPostures.map(\.posture) == [.closed, .flat, .partiallyFolded])
  }

  @Test func Duo_aPostureOnADeviceThatDoesNotFoldIsReportedAndIgnored() {
    var environment = SnapshotEnvironment(.iPhone16)
    environment.posture = .flat
    var dump = ""
    let (_, reports) = MisuseReport.capture {
      Snapshotting<UIViewController, String>.hierarchy(on: environment).snapshot(UIViewController()).run { dump = $0 }
    }
    #expect(reports.map(\.message) == ["Cannot fold a window of \"iPhone 16\": it does not fold. The window keeps its size."])
    #expect(dump.hasPrefix("<UIWindow> iPhone 16 portrait") && dump.contains("(0,0,393,852)"))
  }
}
