public import Foundation

extension UISplitArrangement {
  /// One size of a view in a split arrangement: automatic, intrinsic, absolute (points) or
  /// fractional (of the container's length along the split).
  public struct Dimension: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
      case automatic, intrinsic
      case absolute(CGFloat)
      case fractional(CGFloat)
    }

    let kind: Kind

    /// No constraint of its own: an automatic minimum is 0, an automatic maximum unbounded, and an
    /// automatic preferred size shares the room equally.
    public static let automatic = Dimension(kind: .automatic)
    /// The view controller's own size along the split: its `preferredContentSize` when that is
    /// set (non-zero), else automatic.
    public static let intrinsic = Dimension(kind: .intrinsic)
    /// A size in points.
    public static func absolute(_ dimension: CGFloat) -> Dimension { Dimension(kind: .absolute(dimension)) }
    /// A fraction (0 to 1) of the container's length along the split.
    public static func fractional(_ dimension: CGFloat) -> Dimension { Dimension(kind: .fractional(dimension)) }

    /// `automatic`, `intrinsic`, `absolute(300)` or `fractional(0.4)`.
    public var description: String {
      switch kind {
      case .automatic: "automatic"
      case .intrinsic: "intrinsic"
      case .absolute(let value): "absolute(\(Double(value)))"
      case .fractional(let value): "fractional(\(Double(value)))"
      }
    }

    /// Why this dimension cannot be used, or nil: a size must be finite and not negative, a
    /// fraction between 0 and 1.
    var invalidity: String? {
      switch kind {
      case .automatic, .intrinsic: return nil
      case .absolute(let value): return value.isFinite && value >= 0 ? nil : "\(self) is not a finite, non-negative size"
      case .fractional(let value): return value.isFinite && (0...1).contains(value) ? nil : "\(self) is not a fraction between 0 and 1"
      }
    }

    /// The size in points along a split of `length`, or nil when this dimension sets none.
    func resolved(length: CGFloat, intrinsic: CGFloat) -> CGFloat? {
      switch kind {
      case .automatic: nil
      case .intrinsic: intrinsic > 0 ? intrinsic : nil
      case .absolute(let value): value
      case .fractional(let value): value * length
      }
    }
  }

  /// The minimum, preferred and maximum size of a view in a split arrangement, along one axis.
  public struct DimensionRange: Equatable, Sendable {
    /// The smallest size the view accepts; the split shows only the primary when both minimums
    /// cannot fit.
    public var minimum = Dimension.automatic
    /// The size the view prefers.
    public var preferred = Dimension.automatic
    /// The largest size the view accepts.
    public var maximum = Dimension.automatic

    /// A range of automatic dimensions.
    public init() {}
  }
}
