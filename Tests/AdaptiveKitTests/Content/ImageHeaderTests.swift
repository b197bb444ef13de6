import Foundation
import Testing
import AdaptiveKit

/// `UIImage(data:)` reads the pixel size from a PNG, GIF or JPEG header, in points at its scale,
/// and refuses data that is none of these or is cut short.
@MainActor
struct ImageHeaderTests {
  /// A PNG signature and IHDR chunk for `width` × `height` pixels (no image data follows).
  static func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
    for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    return Data(bytes + [8, 6, 0, 0, 0])
  }

  @Test func aPNGHeaderGivesItsSizeInPointsAtTheScale() throws {
    let image = try #require(UIImage(data: Self.pngHeader(width: 600, height: 400), scale: 2))
    #expect(image.size == CGSize(width: 300, height: 200))
    #expect(image.pngData() == Self.pngHeader(width: 600, height: 400))
  }

  @Test func aGIFHeaderGivesItsLogicalScreenSize() throws {
    let data = Data(Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00, 0, 0, 0])
    let image = try #require(UIImage(data: data))
    #expect(image.size == CGSize(width: 320, height: 240))
    #expect(image.pngData() == nil)
  }

  @Test func aJPEGHeaderGivesItsStartOfFrameSizePastOtherSegments() throws {
    // SOI, an APP0 segment of 16 bytes, a DHT (C4, not a frame) of 4 bytes, then SOF0.
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
    bytes += [0xFF, 0xC4, 0x00, 0x04, 0, 0]
    bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03] + Array(repeating: 0, count: 9)
    let image = try #require(UIImage(data: Data(bytes)))
    #expect(image.size == CGSize(width: 640, height: 480))
  }

  @Test func dataThatIsNoImageOrIsCutShortIsRefused() {
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    #expect(UIImage(data: Self.pngHeader(width: 600, height: 400).prefix(20)) == nil)
    #expect(UIImage(data: Self.pngHeader(width: 0, height: 400)) == nil)
    #expect(UIImage(data: Self.pngHeader(width: 600, height: 400), scale: 0) == nil)
    #expect(UIImage(data: Data()) == nil)
  }

  @Test func aSliceOfLargerDataIsReadFromItsOwnStart() throws {
    let whole = Data([1, 2, 3]) + Self.pngHeader(width: 10, height: 20)
    let image = try #require(UIImage(data: whole.dropFirst(3)))
    #expect(image.size == CGSize(width: 10, height: 20))
  }
}
