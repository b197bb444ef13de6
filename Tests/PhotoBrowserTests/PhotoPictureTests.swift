import AdaptiveRendering
import Foundation
import Testing
import AdaptiveKit
import PhotoBrowser
import AdaptiveTestSupport
import PNGCodec

/// The PNG picture of the photo browser draws its bundled photos from their PNG files.
@Suite(.checksInvariants) @MainActor
struct PhotoPictureTests {
  @Test func thumbnailsAreDrawnFromTheirPNGNotThePlaceholder() throws {
    let launched = LaunchedBrowser(.fixed, on: .iPhone16ProMax)
    launched.photographers.tableView.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
    let list = AdaptiveRenderer.displayList(for: launched.window)
    let thumbnails = list.elements.compactMap { element -> (DisplayElement, Data)? in
      if case let .picture(data, _, _) = element.shape, element.frame.width >= 20 { (element, data) } else { nil }
    }
    try #require(!thumbnails.isEmpty)
    let image = list.rgbaImage(scale: 2)
    for (element, data) in thumbnails.prefix(3) {
      let source = try RGBAImage(png: data)
      let drawn = Self.average(image, in: element.frame.insetBy(dx: 2, dy: 2), scale: 2, bezel: 14)
      let original = Self.average(source, in: CGRect(x: 0, y: 0, width: source.width, height: source.height), scale: 1, bezel: 0)
      #expect(zip(drawn, original).allSatisfy { abs($0 - $1) < 24 }, "drawn \(drawn), source \(original)")
      #expect(zip(drawn, [0xC7, 0xD3, 0xE0] as [Double]).contains { abs($0 - $1) > 10 }, "the placeholder's sky colour")
    }
  }

  /// The average red, green and blue of the pixels under a rectangle given in points.
  static func average(_ image: RGBAImage, in rect: CGRect, scale: CGFloat, bezel: CGFloat) -> [Double] {
    var sums = [0.0, 0.0, 0.0], count = 0.0
    for y in Int((rect.minY + bezel) * scale)..<Int((rect.maxY + bezel) * scale) {
      for x in Int((rect.minX + bezel) * scale)..<Int((rect.maxX + bezel) * scale) {
        guard let color = image.pixel(x: x, y: y) else { continue }
        sums[0] += Double(color.red); sums[1] += Double(color.green); sums[2] += Double(color.blue)
        count += 1
      }
    }
    return sums.map { $0 / max(count, 1) }
  }
}
