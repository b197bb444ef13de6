import Foundation

/// iPhone Duo, Apple's foldable iPhone of iOS 27.1: every number AdaptiveKit uses for it, with its
/// source. Apple's technical specifications give pixels only; where no source gives a number, it is
/// marked [INF] and listed in the article on where UIKit is uncertain.
extension Device {
  /// iPhone Duo: a 466 × 678 pt outer display shown when closed, and a 669 × 951 pt inner display
  /// (in portrait; 951 × 669 held open like a book) shown when open, both at 3×. The phone idiom on
  /// both displays. The window of ``UIWindow/init(device:orientation:posture:)`` starts closed, on the outer
  /// display; ``UIWindow/fold(to:)`` opens and folds it. Safe areas are the catalog's typical Face-ID
  /// iPhone's [INF: no source gives the Duo's for horizontal bars], and the cameras sit in holes in
  /// the displays (reserved occlusion regions) rather than a Dynamic Island.
  public static let iPhoneDuo = Device(
    name: "iPhone Duo", idiom: .phone, portraitSize: DuoMetrics.outerPortraitSize, displayScale: DuoMetrics.displayScale,
    sensorHousing: .bezel,
    innerDisplay: InnerDisplay(portraitSize: DuoMetrics.innerPortraitSize, displayScale: DuoMetrics.displayScale))

  /// The iPhone Duo's numbers, in one place.
  public enum DuoMetrics {
    /// Points per pixel on both displays: 3, as the outer display's 1398 × 2034 pixels (Apple's
    /// technical specifications, as quoted by the log5r/simple-media-player wiki's "iPhone Duo
    /// Implementation Plan") make exactly 466 × 678 pt. The inner display also renders at 3× and is
    /// downsampled to its 1878 × 2670 pixels, as the iPhone 6 Plus was (the iPhone Duo templates of
    /// Apple's iOS 27 design resources, as the mirzaaghazadeh/iphone-duo-skills reference reports).
    public static let displayScale: CGFloat = 3
    /// The outer display in portrait: 466 × 678 pt (1398 × 2034 pixels at 3×, 5.4 inches).
    public static let outerPortraitSize = CGSize(width: 466, height: 678)
    /// The inner display in portrait: 669 × 951 pt (951 × 669 pt held open like a book; the design
    /// resources' template, as above; 7.6 inches).
    public static let innerPortraitSize = CGSize(width: 669, height: 951)
    /// The fold's thickness while the device is partially folded: 24 pt [INF: Apple publishes no
    /// width; the reference above only says to read the region's frame]. It is centred on the
    /// middle of the inner display's long side (475.5 pt, the same reference).
    public static let foldedFoldThickness: CGFloat = 24
    /// The fold's thickness while the device lies flat: 0 pt (the same reference: the division
    /// region has no width when flat), and the region is inactive.
    public static let flatFoldThickness: CGFloat = 0
    /// The diameter of each front camera's hole in its display: 12 pt [INF].
    public static let cameraDiameter: CGFloat = 12
    /// The distance from the top edge of a display (in portrait) to its camera's hole: 10 pt [INF];
    /// the hole is centred across the display's width [INF].
    public static let cameraTopInset: CGFloat = 10
    /// The margin around a camera's hole that its occlusion region's frame includes: 4 pt [INF].
    public static let cameraMargin: CGFloat = 4
  }

  /// The edge of the iPhone Duo's vertical bar for a posture, orientation and layout direction,
  /// `.unspecified` on every other device (R134). From the iPhone Duo simulator, as
  /// dev.classmethod.jp's "How Much Can Apps Control the Vertical Bar on the iPhone Duo?" and
  /// duo_kit's `FoldTestPose` (pub.dev) report it: the outer display always uses a vertical bar, on
  /// the right in portrait and on the camera's side in landscape (the right in `.landscapeLeft`,
  /// whose top edge is on the right; the left in `.landscapeRight`); the inner display uses one on
  /// the right in landscape, and horizontal bars in portrait. The side is physical: in a
  /// right-to-left layout the right edge is the leading one. Upside-down portrait is portrait's
  /// mirror [INF].
  public func verticalBarEdge(
    in orientation: UIInterfaceOrientation, posture: Posture?, layoutDirection: UITraitEnvironmentLayoutDirection
  ) -> UIVerticalBarEdge {
    guard isFoldable, let posture else { return .unspecified }
    let onRight: Bool
    if posture.showsInnerDisplay {
      guard orientation.isLandscape else { return .unspecified }
      onRight = true
    } else {
      onRight = orientation == .landscapeRight ? false : orientation != .portraitUpsideDown
    }
    return onRight == (layoutDirection != .rightToLeft) ? .trailing : .leading
  }

  /// The reserved regions of the display a posture shows, in the coordinates of a window covering
  /// it in `orientation`: the shown display's camera (an occlusion region, active on the outer
  /// display, inactive on the inner one until an app uses it [INF]) and, open, the fold (a division
  /// region, active only while partially folded). None on a device that does not fold.
  public func reservedRegions(in orientation: UIInterfaceOrientation, posture: Posture?) -> [UIView.ReservedRegion] {
    guard isFoldable, let posture else { return [] }
    let size = screenSize(for: orientation, posture: posture)
    let portrait = orientation.isLandscape ? CGSize(width: size.height, height: size.width) : size
    let margin = DuoMetrics.cameraMargin, diameter = DuoMetrics.cameraDiameter
    let hole = CGRect(x: (portrait.width - diameter) / 2, y: DuoMetrics.cameraTopInset, width: diameter, height: diameter)
    let camera = UIView.ReservedRegion(
      id: posture.showsInnerDisplay ? .innerCamera : .outerCamera, kind: .occlusion,
      frame: Self.rotated(hole.insetBy(dx: -margin, dy: -margin), portraitSize: portrait, to: orientation),
      margins: UIEdgeInsets(top: margin, left: margin, bottom: margin, right: margin), isActive: !posture.showsInnerDisplay)
    guard posture.showsInnerDisplay else { return [camera] }
    let thickness = posture == .partiallyFolded ? DuoMetrics.foldedFoldThickness : DuoMetrics.flatFoldThickness
    // The fold crosses the middle of the long side: top to bottom in landscape, side to side in portrait.
    let frame = size.width > size.height
      ? CGRect(x: size.width / 2 - thickness / 2, y: 0, width: thickness, height: size.height)
      : CGRect(x: 0, y: size.height / 2 - thickness / 2, width: size.width, height: thickness)
    let fold = UIView.ReservedRegion(id: .fold, kind: .division, frame: frame, margins: .zero, isActive: posture == .partiallyFolded)
    return [fold, camera]
  }

  /// A rectangle given in a display's portrait coordinates, in the coordinates of `orientation`:
  /// the display's top edge is on the right in `.landscapeLeft` and on the left in
  /// `.landscapeRight`, as for the sensor housing.
  static func rotated(_ rect: CGRect, portraitSize size: CGSize, to orientation: UIInterfaceOrientation) -> CGRect {
    switch orientation {
    case .landscapeLeft:
      return CGRect(x: size.height - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
    case .landscapeRight:
      return CGRect(x: rect.minY, y: size.width - rect.maxX, width: rect.height, height: rect.width)
    case .portraitUpsideDown:
      return CGRect(x: size.width - rect.maxX, y: size.height - rect.maxY, width: rect.width, height: rect.height)
    default:
      return rect
    }
  }
}
