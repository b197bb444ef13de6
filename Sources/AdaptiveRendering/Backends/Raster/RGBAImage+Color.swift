public import PNGCodec

extension RGBAImage {
  /// The colour of a pixel, or nil outside the image.
  ///
  /// ```swift
  /// let image = try RGBAImage(png: AdaptiveRenderer.png(for: window))
  /// let corner = image.pixel(x: 0, y: 0)   // the bezel's corner: transparent
  /// ```
  public func pixel(x: Int, y: Int) -> Color? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    let index = (y * width + x) * 4
    return Color(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: Double(pixels[index + 3]) / 255)
  }
}
