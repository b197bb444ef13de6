import Foundation

/// An image, as a minimal UIKit `UIImage`: a name and a size. AdaptiveKit loads no pixels; renderers
/// draw a placeholder or look the name up in their own assets.
public final class UIImage: Sendable, Hashable {
  /// The asset name given to ``init(named:)`` (an AdaptiveKit addition).
  public let name: String?
  /// The SF Symbol name given to ``init(systemName:)`` (an AdaptiveKit addition).
  public let symbolName: String?
  /// The size in points; `.zero` when unknown (layout then assumes a 4:3 picture).
  public let size: CGSize
  /// Pixels per point (1 unless the image was made from data with a scale).
  public let scale: CGFloat
  /// The encoded image an image made from data keeps (an AdaptiveKit addition).
  public let encodedData: Data?

  /// A named image of unknown size. Unlike UIKit, which returns nil for a missing asset, this
  /// always succeeds: AdaptiveKit has no asset catalog to look in.
  public convenience init?(named name: String) { self.init(named: name, size: .zero) }

  /// A named image of a known size (an AdaptiveKit addition).
  public init(named name: String, size: CGSize) {
    self.name = name
    self.symbolName = nil
    self.size = size
    self.scale = 1
    self.encodedData = nil
  }

  /// An image decoded from PNG, JPEG or GIF data: its size is read from the data's header, in
  /// points at `scale`. Nil when the data is none of these formats or its header is cut short.
  public init?(data: Data, scale: CGFloat = 1) {
    guard let pixels = ImageHeader.pixelSize(of: data), scale.isFinite, scale > 0 else { return nil }
    self.name = nil
    self.symbolName = nil
    self.size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
    self.scale = scale
    self.encodedData = data
  }

  /// The image's PNG data, when it was made from PNG data (AdaptiveKit does not re-encode).
  public func pngData() -> Data? {
    guard let encodedData, ImageHeader.format(of: encodedData) == .png else { return nil }
    return encodedData
  }

  /// A system symbol image, 24 × 24 pt ([INF]: body-size symbol).
  public init?(systemName name: String) {
    self.name = nil
    self.symbolName = name
    self.size = CGSize(width: 24, height: 24)
    self.scale = 1
    self.encodedData = nil
  }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.name == rhs.name && lhs.symbolName == rhs.symbolName && lhs.size == rhs.size && lhs.encodedData == rhs.encodedData
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(symbolName)
  }
}
