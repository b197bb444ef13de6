public import Foundation
public import PNGCodec

extension DisplayList {
  /// The display list drawn as a PNG file at `scale` pixels a point (2 by default, as a Retina
  /// screenshot): the same picture as the SVG (bezel, rounded screen, every element), with text in
  /// AdaptiveKit's own stroke font and PNG pictures decoded (other pictures draw the image
  /// placeholder). The same list always gives the same bytes.
  public func pngData(scale: CGFloat = 2) -> Data {
    rgbaImage(scale: scale).pngData()
  }

  /// The display list drawn into pixels at `scale` pixels a point, before PNG encoding.
  public func rgbaImage(scale: CGFloat = 2) -> RGBAImage {
    RasterRenderer.render(self, scale: scale)
  }
}
