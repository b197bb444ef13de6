import AdaptiveKit
import AdaptiveRendering
import AdaptiveSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import AdaptiveTestSupport
import PNGCodec

/// PNG snapshots, compared pixel by pixel. Re-record with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter ImageSnapshotTests`.
@Suite(.checksInvariants) @MainActor
struct ImageSnapshotTests {
  @Test func aWindowSnapshotsAsAPNG() {
    let list = UIViewController()
    list.title = "Mailboxes"
    let window = UIWindow(device: .iPhoneSE)
    window.rootViewController = UINavigationController(rootViewController: list)
    window.makeKeyAndVisible()
    assertSnapshot(of: window, as: .image)
  }

  @Test func aSplitAsPNGPicturesOnFourDevices() {
    assertSnapshots(of: DeviceMatrixSnapshotTests.mailSplit(), as: .image(on: SnapshotEnvironment.deviceMatrix, scale: 1))
  }

  /// Two 4×2 pictures: white, and white with `changed` pixels darkened by `amount`.
  static func pictures(changed: Int, amount: UInt8) -> (Data, Data) {
    let white = [UInt8](repeating: 255, count: 4 * 2 * 4)
    var other = white
    for pixel in 0..<changed { for channel in 0..<3 { other[pixel * 4 + channel] = 255 - amount } }
    return (RGBAImage(width: 4, height: 2, pixels: white).pngData(), RGBAImage(width: 4, height: 2, pixels: other).pngData())
  }

  @Test func aFailureSaysHowManyPixelsDifferAndAttachesWhere() throws {
    let (reference, actual) = Self.pictures(changed: 3, amount: 40)
    let (message, attachments) = try #require(Diffing<Data>.pixels().diffV2(reference, actual))
    #expect(message == "3 of 8 pixels differ from the snapshot (the first at x 0, y 0), by up to 40 in a channel.")
    #expect(attachments.count == 1)
  }

  @Test func toleranceAndPrecisionLetSmallDifferencesPass() {
    let (reference, actual) = Self.pictures(changed: 3, amount: 2)
    #expect(Diffing<Data>.pixels().diffV2(reference, actual) != nil)
    #expect(Diffing<Data>.pixels(tolerance: 2).diffV2(reference, actual) == nil)
    #expect(Diffing<Data>.pixels(precision: 0.6).diffV2(reference, actual) == nil)
    #expect(Diffing<Data>.pixels(precision: 0.7).diffV2(reference, actual) != nil)
  }

  @Test func picturesOfAnotherSizeFailWithBothSizes() throws {
    let small = RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 255]).pngData()
    let (reference, _) = Self.pictures(changed: 0, amount: 0)
    let (message, _) = try #require(Diffing<Data>.pixels().diffV2(reference, small))
    #expect(message == "The picture is 1×1 pixels; the snapshot is 4×2.")
  }
}
