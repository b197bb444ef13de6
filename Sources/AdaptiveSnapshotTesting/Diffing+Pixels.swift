import AdaptiveRendering
public import Foundation
import PNGCodec
public import SnapshotTesting

extension Diffing where Value == Data {
  /// Compares PNG files by their decoded pixels: two pixels match when no channel differs by more
  /// than `tolerance` (0…255); the files match when at least `precision` (0…1) of the pixels do.
  /// A failure says how many pixels differ and attaches a picture of where (red on grey).
  ///
  /// - Parameters:
  ///   - precision: The fraction of pixels that must match (1: all).
  ///   - tolerance: How far apart two channels of a matching pixel may be.
  public static func pixels(precision: Double = 1, tolerance: UInt8 = 0) -> Diffing {
    .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
      guard reference != actual else { return nil }
      let comparison: PixelComparison
      do {
        comparison = try PixelComparison(reference: RGBAImage(png: reference), actual: RGBAImage(png: actual), tolerance: tolerance)
      } catch {
        return ("The PNG snapshot cannot be decoded: \(error)", [])
      }
      guard let message = comparison.failure(precision: precision) else { return nil }
      return (message, comparison.differenceImage.map { [.data($0.pngData(), name: "difference.png")] } ?? [])
    }
  }
}

/// How two images differ, pixel by pixel.
struct PixelComparison {
  let reference: RGBAImage
  let actual: RGBAImage
  /// The pixels whose channels differ by more than the tolerance (0 when the sizes differ).
  private(set) var differing = 0
  /// The largest difference of one channel among all pixels.
  private(set) var largestDifference = 0
  /// The first differing pixel, row by row.
  private(set) var first: (x: Int, y: Int)?

  init(reference: RGBAImage, actual: RGBAImage, tolerance: UInt8) {
    self.reference = reference
    self.actual = actual
    guard sameSize else { return }
    let limit = Int(tolerance)
    for index in stride(from: 0, to: reference.pixels.count, by: 4) {
      var worst = 0
      for channel in 0..<4 { worst = max(worst, abs(Int(reference.pixels[index + channel]) - Int(actual.pixels[index + channel]))) }
      largestDifference = max(largestDifference, worst)
      if worst > limit {
        if first == nil { first = (index / 4 % reference.width, index / 4 / reference.width) }
        differing += 1
      }
    }
  }

  var sameSize: Bool { reference.width == actual.width && reference.height == actual.height }

  /// A readable failure, or nil when enough pixels match.
  func failure(precision: Double) -> String? {
    guard sameSize else {
      return "The picture is \(actual.width)×\(actual.height) pixels; the snapshot is \(reference.width)×\(reference.height)."
    }
    let total = reference.width * reference.height
    guard Double(differing) > Double(total) * (1 - precision) else { return nil }
    let at = first.map { " (the first at x \($0.x), y \($0.y))" } ?? ""
    return "\(differing) of \(total) pixels differ from the snapshot\(at), by up to \(largestDifference) in a channel."
  }

  /// The actual picture in grey with the differing pixels in red; nil when the sizes differ.
  var differenceImage: RGBAImage? {
    guard sameSize else { return nil }
    var pixels = actual.pixels
    for index in stride(from: 0, to: pixels.count, by: 4) {
      let changed = (0..<4).contains { reference.pixels[index + $0] != actual.pixels[index + $0] }
      if changed {
        pixels[index] = 255; pixels[index + 1] = 0; pixels[index + 2] = 0; pixels[index + 3] = 255
      } else {
        let grey = UInt8((Int(pixels[index]) + Int(pixels[index + 1]) + Int(pixels[index + 2])) / 3 / 2 + 96)
        pixels[index] = grey; pixels[index + 1] = grey; pixels[index + 2] = grey
      }
    }
    return RGBAImage(width: actual.width, height: actual.height, pixels: pixels)
  }
}
