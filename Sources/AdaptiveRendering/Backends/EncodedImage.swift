public import Foundation
import PNGCodec

/// Encoded images (PNG, GIF, JPEG) as the renderers embed or serve them.
public enum EncodedImage {
  /// The media type of an encoded image, told by its first bytes: `image/png`, `image/gif`, else
  /// `image/jpeg`.
  public static func mediaType(of data: Data) -> String {
    if PNGHeader.isPNG(data) { return "image/png" }
    if data.starts(with: Array("GIF8".utf8)) { return "image/gif" }
    return "image/jpeg"
  }
}
