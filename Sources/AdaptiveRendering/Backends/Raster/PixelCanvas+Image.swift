import Foundation
import PNGCodec

extension PixelCanvas {
  /// Draws an image into a rectangle (pixel coordinates), sampled bilinearly: stretched to the
  /// rectangle, or, when `crops`, scaled to fill it with the overflow cut off (aspect fill).
  mutating func draw(_ image: RGBAImage, in frame: RasterRoundedRect, crops: Bool) {
    guard image.width > 0, image.height > 0 else { return }
    let frameWidth = frame.maxX - frame.minX, frameHeight = frame.maxY - frame.minY
    guard frameWidth > 0, frameHeight > 0 else { return }
    var scaleX = frameWidth / Double(image.width), scaleY = frameHeight / Double(image.height)
    if crops { scaleX = max(scaleX, scaleY); scaleY = scaleX }
    let originX = frame.minX + (frameWidth - Double(image.width) * scaleX) / 2
    let originY = frame.minY + (frameHeight - Double(image.height) * scaleY) / 2
    let (columns, rows) = pixelRange(minX: frame.minX, minY: frame.minY, maxX: frame.maxX, maxY: frame.maxY)
    let lastX = image.width - 1, lastY = image.height - 1
    // Where each column samples the image, worked out once for every row.
    var x0s = [Int](repeating: 0, count: columns.count), x1s = x0s
    var fxs = [Float](repeating: 0, count: columns.count)
    for (index, x) in columns.enumerated() {
      let u = (Double(x) + 0.5 - originX) / scaleX - 0.5
      x0s[index] = max(0, min(lastX, Int(u.rounded(.down))))
      x1s[index] = max(0, min(lastX, x0s[index] + 1))
      fxs[index] = Float(max(0, min(1, u - Double(x0s[index]))))
    }
    image.pixels.withUnsafeBufferPointer { source in
      for y in rows {
        let v = (Double(y) + 0.5 - originY) / scaleY - 0.5
        let y0 = max(0, min(lastY, Int(v.rounded(.down)))), y1 = max(0, min(lastY, y0 + 1))
        let fy = Float(max(0, min(1, v - Double(y0))))
        let row0 = y0 * image.width, row1 = y1 * image.width
        // Columns the frame and every clip cover whole need no coverage.
        var solid = frame.interiorColumns(row: y)
        for clip in clips { solid = solid.clamped(to: clip.interiorColumns(row: y)) }
        var index = 0
        for x in columns {
          defer { index += 1 }
          let amount = solid.contains(x) ? 1 : frame.coverage(x: x, y: y) * clipCoverage(x: x, y: y)
          guard amount > 0 else { continue }
          let fx = fxs[index], x0 = x0s[index], x1 = x1s[index]
          var color: (Float, Float, Float, Float) = (0, 0, 0, 0)
          Self.accumulate(&color, source, (row0 + x0) * 4, (1 - fx) * (1 - fy))
          Self.accumulate(&color, source, (row0 + x1) * 4, fx * (1 - fy))
          Self.accumulate(&color, source, (row1 + x0) * 4, (1 - fx) * fy)
          Self.accumulate(&color, source, (row1 + x1) * 4, fx * fy)
          blendPremultiplied(x: x, y: y, red: color.0, green: color.1, blue: color.2, alpha: color.3, amount: amount)
        }
      }
    }
  }

  /// Adds one source pixel, premultiplied and weighted, to a bilinear sample. The pixel is read
  /// as one word and its channels made floats by their bit patterns: exact, and without the
  /// generic integer conversions an unoptimized build would call for each.
  @inline(__always)
  private static func accumulate(_ sample: inout (Float, Float, Float, Float), _ pixels: UnsafeBufferPointer<UInt8>, _ index: Int, _ weight: Float) {
    guard weight > 0 else { return }
    let word = UInt32(littleEndian: UnsafeRawPointer(pixels.baseAddress! + index).loadUnaligned(as: UInt32.self))
    let alpha = float(word >> 24)
    let premultiply = weight * alpha / 255
    sample.0 += float(word & 0xFF) * premultiply
    sample.1 += float(word >> 8 & 0xFF) * premultiply
    sample.2 += float(word >> 16 & 0xFF) * premultiply
    sample.3 += alpha * weight
  }
}
