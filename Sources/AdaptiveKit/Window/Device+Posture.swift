import Foundation

extension Device {
  /// How a foldable device is held open, which decides the display that shows the app: a harness
  /// value (UIKit reports the hinge through `UIHingeInteraction`, which AdaptiveKit does not model).
  ///
  /// Change it with ``UIWindow/fold(to:)``; read it from ``UIWindow/posture``.
  public enum Posture: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Closed: the outer display shows the app.
    case closed
    /// Open and flat: the inner display shows the app, and its fold is an inactive division
    /// region.
    case flat
    /// Open part of the way: the inner display shows the app, and its fold is an active division
    /// region. Held in landscape the fold runs top to bottom (held like a book); held in portrait
    /// it runs side to side (stood like a laptop).
    case partiallyFolded = "partially-folded"

    /// Whether the inner display shows the app (every posture but `.closed`).
    public var showsInnerDisplay: Bool { self != .closed }

    /// The posture's identifier: `closed`, `flat` or `partially-folded`.
    public var description: String { rawValue }

    /// The posture an identifier or a case name names, ignoring case: `partially-folded`,
    /// `partiallyFolded`, `flat`, `open` (flat) or `closed`.
    public init?(identifier: String) {
      switch identifier.lowercased() {
      case "closed": self = .closed
      case "flat", "open": self = .flat
      case "partially-folded", "partiallyfolded", "folded": self = .partiallyFolded
      default: return nil
      }
    }
  }

  /// The second display of a foldable device: the one it opens onto.
  public struct InnerDisplay: Sendable, Hashable {
    /// The display's size in points, held in portrait.
    public var portraitSize: CGSize
    /// Pixels per point.
    public var displayScale: CGFloat

    /// An inner display of a size (in portrait) and scale.
    public init(portraitSize: CGSize, displayScale: CGFloat) {
      self.portraitSize = portraitSize
      self.displayScale = displayScale
    }
  }

  /// Whether the device folds (it has an ``innerDisplay``).
  public var isFoldable: Bool { innerDisplay != nil }
}
