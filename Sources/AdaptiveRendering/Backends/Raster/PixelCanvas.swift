import Foundation
import PNGCodec

/// A grid of premultiplied RGBA pixels (8 bits a channel, row by row) that shapes are blended
/// into, source over, through a stack of rounded-rectangle clips. Coordinates are in pixels, with
/// (0, 0) the top-left corner of the top-left pixel; a pixel is sampled at its centre.
struct PixelCanvas {
  /// The width in pixels.
  let width: Int
  /// The height in pixels.
  let height: Int
  /// Premultiplied RGBA, four bytes a pixel, row by row; transparent black when created.
  private(set) var pixels: [UInt8]
  /// The clips in force, outermost first: a pixel is drawn by the product of their coverages.
  private(set) var clips: [RasterRoundedRect] = []
  /// A row of coverage values indexed by x, filled by a shape for one row and cleared by
  /// ``blendCoverage(row:from:to:color:)``.
  var coverage: [Float]

  /// A transparent canvas.
  init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
    coverage = [Float](repeating: 0, count: self.width + 1)
  }

  // MARK: Clips

  /// Draws only inside `clip` (and the clips already in force) until the matching ``popClip()``.
  mutating func pushClip(_ clip: RasterRoundedRect) { clips.append(clip) }

  /// Ends the innermost clip.
  mutating func popClip() { _ = clips.popLast() }

  /// The pixel rows and columns a shape with these bounds can touch: the bounds rounded out and
  /// cut to the canvas and the clips; empty ranges when nothing can be drawn.
  func pixelRange(minX: Double, minY: Double, maxX: Double, maxY: Double) -> (columns: Range<Int>, rows: Range<Int>) {
    var x0 = minX, y0 = minY, x1 = maxX, y1 = maxY
    for clip in clips {
      x0 = max(x0, clip.minX); y0 = max(y0, clip.minY)
      x1 = min(x1, clip.maxX); y1 = min(y1, clip.maxY)
    }
    guard x0 < x1, y0 < y1, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return (0..<0, 0..<0) }
    let columns = max(Int(x0.rounded(.down)), 0)..<min(Int(x1.rounded(.up)), width)
    let rows = max(Int(y0.rounded(.down)), 0)..<min(Int(y1.rounded(.up)), height)
    return (columns.isEmpty ? 0..<0 : columns, rows.isEmpty ? 0..<0 : rows)
  }

  /// The product of the clips' coverages of a pixel (1 with no clip).
  func clipCoverage(x: Int, y: Int) -> Float {
    var product: Float = 1
    for clip in clips {
      product *= clip.coverage(x: x, y: y)
      if product == 0 { return 0 }
    }
    return product
  }

  // MARK: Blending

  /// Blends `color` into `row` from column `start` up to `end`, each pixel by its ``coverage``
  /// value times the clips' coverage, and zeroes those coverage values.
  mutating func blendCoverage(row y: Int, from start: Int, to end: Int, color: Color) {
    guard y >= 0, y < height, start < end else { return }
    let from = max(start, 0), to = min(end, width)
    let opacity = Float(max(0, min(1, color.alpha)))
    let red = Int(color.red), green = Int(color.green), blue = Int(color.blue)
    let clips = clips, width = width
    // Columns every clip covers entirely need no clip coverage.
    var unclipped = from..<to
    for clip in clips { unclipped = unclipped.clamped(to: clip.interiorColumns(row: y)) }
    let opaque = opacity >= 1
    coverage.withUnsafeMutableBufferPointer { cover in
      pixels.withUnsafeMutableBufferPointer { pixels in
        var x = from
        while x < to {
          var amount = cover[x]
          cover[x] = 0
          if amount > 0 {
            if !unclipped.contains(x) {
              for clip in clips where amount > 0 { amount *= clip.coverage(x: x, y: y) }
            }
            let index = (y * width + x) * 4
            if opaque && amount >= 1 {
              pixels[index] = UInt8(red)
              pixels[index + 1] = UInt8(green)
              pixels[index + 2] = UInt8(blue)
              pixels[index + 3] = 255
            } else {
              let alpha = Int(min(amount, 1) * opacity * 255 + 0.5)
              if alpha > 0 {
                let inverse = 255 - alpha
                pixels[index] = UInt8((red * alpha + Int(pixels[index]) * inverse + 127) / 255)
                pixels[index + 1] = UInt8((green * alpha + Int(pixels[index + 1]) * inverse + 127) / 255)
                pixels[index + 2] = UInt8((blue * alpha + Int(pixels[index + 2]) * inverse + 127) / 255)
                pixels[index + 3] = UInt8((255 * alpha + Int(pixels[index + 3]) * inverse + 127) / 255)
              }
            }
          }
          x += 1
        }
        // Values a shape left outside the range are cleared too, so the next shape starts at zero.
        for index in max(start, 0)..<from { cover[index] = 0 }
        if to < end { for index in to..<min(end, cover.count) { cover[index] = 0 } }
      }
    }
  }

  /// Blends `color` into every pixel of `columns` in `row`, fully covered: what
  /// ``blendCoverage(row:from:to:color:)`` does with a coverage of 1, an opaque colour written as
  /// one run of pixels.
  mutating func fillSpan(row y: Int, columns: Range<Int>, color: Color) {
    guard y >= 0, y < height else { return }
    let from = max(columns.lowerBound, 0), to = min(columns.upperBound, width)
    guard from < to else { return }
    let opacity = Float(max(0, min(1, color.alpha)))
    let red = Int(color.red), green = Int(color.green), blue = Int(color.blue)
    let start = (y * width + from) * 4
    if opacity >= 1 {
      let pixel = UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 255 << 24
      pixels.withUnsafeMutableBytes { bytes in
        _ = (bytes.baseAddress! + start).initializeMemory(as: UInt32.self, repeating: UInt32(littleEndian: pixel), count: to - from)
      }
      return
    }
    let alpha = Int(Float(1) * opacity * 255 + 0.5)
    guard alpha > 0 else { return }
    let inverse = 255 - alpha
    let red255 = red * alpha + 127, green255 = green * alpha + 127, blue255 = blue * alpha + 127, alpha255 = 255 * alpha + 127
    pixels.withUnsafeMutableBufferPointer { pixels in
      var index = start
      let end = start + (to - from) * 4
      while index < end {
        pixels[index] = UInt8((red255 + Int(pixels[index]) * inverse) / 255)
        pixels[index + 1] = UInt8((green255 + Int(pixels[index + 1]) * inverse) / 255)
        pixels[index + 2] = UInt8((blue255 + Int(pixels[index + 2]) * inverse) / 255)
        pixels[index + 3] = UInt8((alpha255 + Int(pixels[index + 3]) * inverse) / 255)
        index += 4
      }
    }
  }

  /// A channel value (0…255) as a float, exactly, from its bit pattern: without the generic
  /// integer conversion an unoptimized build would call for each pixel.
  @inline(__always)
  static func float(_ channel: UInt32) -> Float { Float(bitPattern: 0x4B00_0000 | channel) - 8_388_608 }

  /// Blends one premultiplied colour (channels 0…255) into a pixel, scaled by `amount` (0…1).
  mutating func blendPremultiplied(x: Int, y: Int, red: Float, green: Float, blue: Float, alpha: Float, amount: Float) {
    guard amount > 0, alpha > 0 else { return }
    let index = (y * width + x) * 4
    let keep = 1 - alpha * amount / 255
    pixels.withUnsafeMutableBytes { bytes in
      let word = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt32.self))
      func channel(_ value: Float, _ old: UInt32) -> UInt32 {
        UInt32(max(0, min(255, value * amount + Self.float(old) * keep + 0.5)))
      }
      let blended = channel(red, word & 0xFF) | channel(green, word >> 8 & 0xFF) << 8
        | channel(blue, word >> 16 & 0xFF) << 16 | channel(alpha, word >> 24) << 24
      bytes.storeBytes(of: UInt32(littleEndian: blended), toByteOffset: index, as: UInt32.self)
    }
  }

  // MARK: Reading

  /// The canvas as straight (not premultiplied) RGBA.
  var image: RGBAImage {
    var straight = pixels
    straight.withUnsafeMutableBufferPointer { buffer in
      var index = 0
      while index < buffer.count {
        let alpha = Int(buffer[index + 3])
        if alpha != 255 && alpha != 0 {
          for channel in 0..<3 {
            buffer[index + channel] = UInt8(min(255, (Int(buffer[index + channel]) * 255 + alpha / 2) / alpha))
          }
        }
        index += 4
      }
    }
    return RGBAImage(width: width, height: height, pixels: straight)
  }
}
