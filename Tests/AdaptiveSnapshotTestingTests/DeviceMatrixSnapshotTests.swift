import AdaptiveKit
import AdaptiveSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import AdaptiveTestSupport

/// A split view snapshotted across devices with one assertion. Re-record with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter DeviceMatrixSnapshotTests`.
@Suite(.checksInvariants) @MainActor
struct DeviceMatrixSnapshotTests {
  /// A classic split: a list of mailboxes beside a message.
  static func mailSplit() -> UISplitViewController {
    let list = UIViewController()
    list.title = "Mailboxes"
    let message = UIViewController()
    message.title = "Message"
    let split = UISplitViewController()
    split.viewControllers = [UINavigationController(rootViewController: list), UINavigationController(rootViewController: message)]
    split.preferredDisplayMode = .oneBesideSecondary
    return split
  }

  @Test func aSplitOnFourDevicesInOneAssertion() {
    assertSnapshots(of: Self.mailSplit(), as: .hierarchy(on: SnapshotEnvironment.deviceMatrix))
  }

  @Test func aSplitAsPicturesOnFourDevices() {
    assertSnapshots(of: Self.mailSplit(), as: .svg(on: SnapshotEnvironment.deviceMatrix))
  }

  @Test func theMatrixCollapsesOnPhonesAndAtAThirdOfAnIPad() {
    let split = Self.mailSplit()
    var collapsed: [String: Bool] = [:]
    for environment in SnapshotEnvironment.deviceMatrix {
      Snapshotting<UISplitViewController, String>.hierarchy(on: environment).snapshot(split).run { dump in
        collapsed[environment.name] = dump.contains("[column primary (collapsed)]")
      }
    }
    #expect(collapsed == ["iphone-se": true, "iphone-16-pro-max": true, "ipad-air-11-landscape": false, "ipad-air-11-landscape-1-3": true])
  }

  @Test func aWindowSnapshotsAsItIs() {
    let window = UIWindow(device: .iPhone16)
    window.rootViewController = UINavigationController(rootViewController: UIViewController())
    window.makeKeyAndVisible()
    assertSnapshot(of: window, as: .hierarchy)
  }

  @Test func environmentsAreNamedForFiles() {
    #expect(SnapshotEnvironment(.iPadPro13, .landscapeRight, width: "2/3").name == "ipad-pro-13-landscape-2-3")
    #expect(SnapshotEnvironment(.iPhone16).name == "iphone-16")
  }
}
