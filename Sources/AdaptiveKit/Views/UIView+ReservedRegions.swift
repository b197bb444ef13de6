import Foundation

extension UIView {
  /// An area of a view that something else occupies, as UIKit's `UIView.ReservedRegion`
  /// (iOS 27.1): a camera that covers content (an occlusion region) or the fold that splits it (a
  /// division region). Read them with ``UIView/reservedRegions(kind:options:)``.
  public struct ReservedRegion: Sendable, Hashable, Identifiable {
    /// A kind of reserved region.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
      /// The kind's name.
      public let description: String
      /// Something, such as a camera, covers the content here: place content outside it.
      public static let occlusion = Kind(description: "occlusion")
      /// The content splits into two areas here, as at a fold: place content on both sides.
      public static let division = Kind(description: "division")
    }

    /// Options for reading reserved regions.
    public struct QueryOptions: OptionSet, Sendable, Hashable {
      /// The options' bits.
      public let rawValue: Int
      /// Options from their bits.
      public init(rawValue: Int) { self.rawValue = rawValue }
      /// Includes the regions that are not active now (a flat fold, an unused camera).
      public static let includeInactive = QueryOptions(rawValue: 1 << 0)
    }

    /// The stable identity of what reserves a region (the fold, a camera).
    public struct ID: Sendable, Hashable, CustomStringConvertible {
      /// The identity's name, such as `fold`.
      public let description: String
      /// The iPhone Duo's fold.
      public static let fold = ID(description: "fold")
      /// The camera in the iPhone Duo's outer display.
      public static let outerCamera = ID(description: "outer-camera")
      /// The camera in the iPhone Duo's inner display.
      public static let innerCamera = ID(description: "inner-camera")
    }

    /// What reserves the region.
    public let id: ID
    /// The kind of the region.
    public let kind: Kind
    /// The region in the receiving view's coordinates, margins included.
    public let frame: CGRect
    /// The margins around the reserved area that ``frame`` includes, for interactive content.
    public let margins: UIEdgeInsets
    /// Whether the region is active now: the fold only while the device is partially folded.
    public let isActive: Bool

    /// This region with its frame moved by an offset.
    func offsetBy(dx: CGFloat, dy: CGFloat) -> ReservedRegion {
      ReservedRegion(id: id, kind: kind, frame: frame.offsetBy(dx: dx, dy: dy), margins: margins, isActive: isActive)
    }
  }

  /// The reserved regions of a kind that cross this view, in its coordinates, as UIKit's
  /// `reservedRegions(kind:options:)` (iOS 27.1): the active ones, or every one with
  /// `.includeInactive`. Only the iPhone Duo has any (its fold and cameras; see
  /// TheFoldAndIPhoneDuo); a view in no window has none.
  ///
  /// ```swift
  /// let fold = view.reservedRegions(kind: .division).first   // nil unless partially folded
  /// ```
  public func reservedRegions(kind: ReservedRegion.Kind, options: ReservedRegion.QueryOptions = []) -> [ReservedRegion] {
    guard let window, let device = window.device else { return [] }
    let origin = boundsOriginInWindow
    return device.reservedRegions(in: window.layoutOrientation, posture: window.layoutPosture)
      .filter { $0.kind == kind && ($0.isActive || options.contains(.includeInactive)) }
      .map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
      .filter { UIView.crosses($0.frame, bounds) }
  }

  /// Whether a region crosses a view's bounds; a region with no width (a flat fold) crosses the
  /// bounds it lies strictly inside.
  private static func crosses(_ region: CGRect, _ bounds: CGRect) -> Bool {
    region.minX < bounds.maxX && region.maxX > bounds.minX && region.minY < bounds.maxY && region.maxY > bounds.minY
  }
}
