public import Foundation

/// An image in memory: 8-bit red, green, blue and alpha a pixel (alpha not premultiplied), row by
/// row from the top. What AdaptiveRendering's rasterizer draws into and encodes, and what a PNG
/// decodes to.
///
/// ```swift
/// let image = try RGBAImage(png: AdaptiveRenderer.png(for: window))
/// let bytes = image.pngData()   // the same pixels, encoded again
/// ```
public struct RGBAImage: Sendable, Equatable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// Four bytes a pixel (red, green, blue, alpha), `width × height` pixels row by row.
  public var pixels: [UInt8]

  /// An image of the given size and pixels; the pixel array is padded or cut to `width × height × 4`.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    var pixels = pixels
    let count = self.width * self.height * 4
    if pixels.count != count {
      pixels = Array(pixels.prefix(count)) + [UInt8](repeating: 0, count: max(0, count - pixels.count))
    }
    self.pixels = pixels
  }

  /// Decodes a PNG file: 8-bit greyscale, RGB, palette, grey with alpha or RGBA, not interlaced.
  ///
  /// - Throws: ``PNGDecodingError`` for anything else or a damaged file.
  public init(png data: Data) throws(PNGDecodingError) {
    self = try PNGDecoder.decode([UInt8](data))
  }

  /// The image as a PNG file (RGB when every pixel is opaque, else RGBA).
  public func pngData() -> Data {
    Data(PNGEncoder.encode(self))
  }
}
