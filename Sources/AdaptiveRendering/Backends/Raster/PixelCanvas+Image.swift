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
    image.pixels.withUnsafeBufferPointer { source in
      for y in rows {
        let v = (Double(y) + 0.5 - originY) / scaleY - 0.5
        let y0 = max(0, min(lastY, Int(v.rounded(.down)))), y1 = max(0, min(lastY, y0 + 1))
        let fy = Float(max(0, min(1, v - Double(y0))))
        for x in columns {
          let amount = frame.coverage(x: x, y: y) * clipCoverage(x: x, y: y)
          guard amount > 0 else { continue }
          let u = (Double(x) + 0.5 - originX) / scaleX - 0.5
          let x0 = max(0, min(lastX, Int(u.rounded(.down)))), x1 = max(0, min(lastX, x0 + 1))
          let fx = Float(max(0, min(1, u - Double(x0))))
          var sample: (Float, Float, Float, Float) = (0, 0, 0, 0)
          Self.accumulate(&sample, source, (y0 * image.width + x0) * 4, (1 - fx) * (1 - fy))
          Self.accumulate(&sample, source, (y0 * image.width + x1) * 4, fx * (1 - fy))
          Self.accumulate(&sample, source, (y1 * image.width + x0) * 4, (1 - fx) * fy)
          Self.accumulate(&sample, source, (y1 * image.width + x1) * 4, fx * fy)
          blendPremultiplied(x: x, y: y, red: sample.0, green: sample.1, blue: sample.2, alpha: sample.3, amount: amount)
        }
      }
    }
  }

  /// Adds one source pixel, premultiplied and weighted, to a bilinear sample.
  @inline(__always)
  private static func accumulate(_ sample: inout (Float, Float, Float, Float), _ pixels: UnsafeBufferPointer<UInt8>, _ index: Int, _ weight: Float) {
    guard weight > 0 else { return }
    let alpha = Float(pixels[index + 3])
    let premultiply = weight * alpha / 255
    sample.0 += Float(pixels[index]) * premultiply
    sample.1 += Float(pixels[index + 1]) * premultiply
    sample.2 += Float(pixels[index + 2]) * premultiply
    sample.3 += alpha * weight
  }
}
