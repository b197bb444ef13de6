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

  /// A named image of unknown size. Unlike UIKit, which returns nil for a missing asset, this
  /// always succeeds: AdaptiveKit has no asset catalog to look in.
  public convenience init?(named name: String) { self.init(named: name, size: .zero) }

  /// A named image of a known size (an AdaptiveKit addition).
  public init(named name: String, size: CGSize) {
    self.name = name
    self.symbolName = nil
    self.size = size
  }

  /// A system symbol image, 24 × 24 pt ([INF]: body-size symbol).
  public init?(systemName name: String) {
    self.name = nil
    self.symbolName = name
    self.size = CGSize(width: 24, height: 24)
  }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.name == rhs.name && lhs.symbolName == rhs.symbolName && lhs.size == rhs.size
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(symbolName)
  }
}
