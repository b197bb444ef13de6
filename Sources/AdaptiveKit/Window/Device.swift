import Foundation

/// A real device from the catalog of R49, used to create windows with the right size, idiom, scale
/// and size classes.
///
/// ```swift
/// let window = UIWindow(device: .iPhone16ProMax, orientation: .landscapeLeft)
/// window.traitCollection.horizontalSizeClass   // .regular
/// ```
public struct Device: Sendable, Hashable {
  /// The marketing name, for example "iPhone 16".
  public var name: String
  /// The interface idiom.
  public var idiom: UIUserInterfaceIdiom
  /// The screen size in points in portrait.
  public var portraitSize: CGSize
  /// Pixels per point.
  public var displayScale: CGFloat
  /// The full-screen window's safe-area insets in portrait: the status bar or sensor housing at the
  /// top, the home indicator at the bottom.
  public var portraitSafeAreaInsets: UIEdgeInsets
  /// The full-screen window's safe-area insets in both landscape orientations: the sensor housing
  /// and its mirror on the sides of a Face-ID iPhone, and the home indicator.
  public var landscapeSafeAreaInsets: UIEdgeInsets
  /// The radius of the screen's rounded corners in points (0 for a square screen).
  public var screenCornerRadius: CGFloat
  /// Whether the screen shows a home indicator at its bottom edge (instead of a home button).
  public var hasHomeIndicator: Bool
  /// Where the front camera and sensors sit: in the bezel around the screen, or in the Dynamic
  /// Island cut into the top of the screen.
  public var sensorHousing: SensorHousing
  /// The display a foldable device opens onto (the iPhone Duo's inner display), or nil for a
  /// device with one display. The device's own ``portraitSize`` and ``displayScale`` are those of
  /// the display it shows when closed.
  public var innerDisplay: InnerDisplay?

  /// Creates a device. Omitted metrics take the typical values of the idiom ([INF]): a Face-ID
  /// iPhone's for `.phone` (59 / 34 pt in portrait; 0 / 21 pt and 59 pt sides in landscape; 55 pt
  /// corners), an iPad's otherwise (24 / 20 pt in both orientations; 18 pt corners), both with a
  /// home indicator. The sensor housing defaults to the Dynamic Island on an iPhone with a home
  /// indicator, the bezel otherwise.
  ///
  /// ```swift
  /// let kiosk = Device(name: "Kiosk", idiom: .pad, portraitSize: CGSize(width: 800, height: 1000),
  ///                    displayScale: 2, screenCornerRadius: 0)
  /// ```
  public init(
    name: String, idiom: UIUserInterfaceIdiom, portraitSize: CGSize, displayScale: CGFloat,
    portraitSafeAreaInsets: UIEdgeInsets? = nil, landscapeSafeAreaInsets: UIEdgeInsets? = nil,
    screenCornerRadius: CGFloat? = nil, hasHomeIndicator: Bool = true, sensorHousing: SensorHousing? = nil,
    innerDisplay: InnerDisplay? = nil
  ) {
    self.name = name
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.displayScale = displayScale
    let typical = Device.typicalMetrics(of: idiom)
    self.portraitSafeAreaInsets = portraitSafeAreaInsets ?? typical.portrait
    self.landscapeSafeAreaInsets = landscapeSafeAreaInsets ?? typical.landscape
    self.screenCornerRadius = screenCornerRadius ?? typical.cornerRadius
    self.hasHomeIndicator = hasHomeIndicator
    self.sensorHousing = sensorHousing ?? (idiom == .phone && hasHomeIndicator ? .dynamicIsland : .bezel)
    self.innerDisplay = innerDisplay
  }

  /// The typical safe areas and corner radius of an idiom's current devices.
  static func typicalMetrics(of idiom: UIUserInterfaceIdiom) -> (portrait: UIEdgeInsets, landscape: UIEdgeInsets, cornerRadius: CGFloat) {
    idiom == .phone
      ? (UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), 55)
      : (UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), 18)
  }

  /// The full-screen window's safe-area insets in an orientation.
  public func safeAreaInsets(for orientation: UIInterfaceOrientation) -> UIEdgeInsets {
    orientation.isLandscape ? landscapeSafeAreaInsets : portraitSafeAreaInsets
  }

  /// iPhone SE (3rd generation), 375 × 667: a home button, square corners, a 20 pt status bar in
  /// portrait and none in landscape, the camera in the bezel.
  public static let iPhoneSE = Device(
    name: "iPhone SE", idiom: .phone, portraitSize: CGSize(width: 375, height: 667), displayScale: 2,
    portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeAreaInsets: .zero,
    screenCornerRadius: 0, hasHomeIndicator: false, sensorHousing: .bezel)
  /// iPhone 16, 393 × 852: 59 / 34 pt in portrait; 59 pt sides and a 21 pt bottom in landscape;
  /// the Dynamic Island.
  public static let iPhone16 = Device(name: "iPhone 16", idiom: .phone, portraitSize: CGSize(width: 393, height: 852), displayScale: 3)
  /// iPhone 16 Pro Max, 440 × 956; regular width in landscape. 62 / 34 pt in portrait; 62 pt sides
  /// and a 21 pt bottom in landscape; the Dynamic Island.
  public static let iPhone16ProMax = Device(
    name: "iPhone 16 Pro Max", idiom: .phone, portraitSize: CGSize(width: 440, height: 956), displayScale: 3,
    portraitSafeAreaInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
  /// iPad mini, 744 × 1133 at 2×: the iPad mini (A17 Pro) and the 6th generation before it, which
  /// share the 8.3-inch screen (2266 × 1488 pixels on winenfood.com's "A guide to every available
  /// iPad screen size").
  public static let iPadMini = Device(name: "iPad mini", idiom: .pad, portraitSize: CGSize(width: 744, height: 1133), displayScale: 2)
  /// iPad Air 11-inch, 820 × 1180 at 2×: the M2 and M3 models (2360 × 1640 pixels on the same page).
  public static let iPadAir11 = Device(name: "iPad Air 11-inch", idiom: .pad, portraitSize: CGSize(width: 820, height: 1180), displayScale: 2)
  /// iPad Pro 13-inch, 1032 × 1376 at 2×: the M4 and M5 models.
  public static let iPadPro13 = Device(name: "iPad Pro 13-inch", idiom: .pad, portraitSize: CGSize(width: 1032, height: 1376), displayScale: 2)

  /// Every device in the catalog, phones first, each family from the smallest screen up; the
  /// foldable iPhone Duo comes after the other iPhones.
  public static var all: [Device] {
    [
      .iPhoneSE, .iPhone16, .iPhone17, .iPhone17Pro, .iPhoneAir, .iPhone16ProMax, .iPhone17ProMax, .iPhoneDuo,
      .iPadMini, .iPadA16, .iPadAir11, .iPadPro11, .iPadAir13, .iPadPro13,
    ]
  }

  /// A stable, lower-case identifier such as `iphone-16-pro-max` or `ipad-a16`, for command lines
  /// and files.
  public var identifier: String {
    name.lowercased()
      .replacingOccurrences(of: " (3rd generation)", with: "")
      .replacingOccurrences(of: "-inch", with: "")
      .filter { $0 != "(" && $0 != ")" }
      .split(whereSeparator: { $0 == " " || $0 == "-" }).joined(separator: "-")
  }

  /// Finds a device by ``identifier`` or by name, ignoring case.
  public static func named(_ identifier: String) -> Device? {
    let key = identifier.lowercased()
    return all.first { $0.identifier == key || $0.name.lowercased() == key }
  }

  /// The screen size in points for an orientation (of the display shown when closed, for a
  /// foldable device).
  public func screenSize(for orientation: UIInterfaceOrientation) -> CGSize {
    orientation.isLandscape
      ? CGSize(width: portraitSize.height, height: portraitSize.width)
      : portraitSize
  }

  /// The size in points of the display a posture shows, in an orientation: the inner display
  /// when a foldable device is open (flat or partially folded), else ``screenSize(for:)``.
  public func screenSize(for orientation: UIInterfaceOrientation, posture: Posture?) -> CGSize {
    guard let innerDisplay, let posture, posture.showsInnerDisplay else { return screenSize(for: orientation) }
    let size = innerDisplay.portraitSize
    return orientation.isLandscape ? CGSize(width: size.height, height: size.width) : size
  }

  /// This device with a usable size and scale: a custom device whose portrait size is NaN,
  /// infinite, negative or absurd, or whose scale is not a finite number in (0, 16], is reported
  /// and clamped (sizes as ``UIWindow/init(frame:)`` clamps them, a bad scale becomes 1).
  @MainActor public func validated() -> Device {
    var usable = self
    if let problem = SizeValidation.problem(with: portraitSize) {
      usable.portraitSize = SizeValidation.clamped(portraitSize)
      MisuseReport.log("Device \"\(name)\" has an unusable size: \(problem). It was clamped to \(usable.portraitSize).").report()
    }
    if let problem = SizeValidation.problem(withScale: displayScale) {
      usable.displayScale = 1
      MisuseReport.log("Device \"\(name)\" has an unusable scale: \(problem). It was set to 1.").report()
    }
    let typical = Device.typicalMetrics(of: idiom)
    if !Device.isUsable(portraitSafeAreaInsets, within: portraitSize) {
      usable.portraitSafeAreaInsets = typical.portrait
      MisuseReport.log("Device \"\(name)\" has unusable portrait safe-area insets \(portraitSafeAreaInsets). The typical ones were used.").report()
    }
    if !Device.isUsable(landscapeSafeAreaInsets, within: screenSize(for: .landscapeLeft)) {
      usable.landscapeSafeAreaInsets = typical.landscape
      MisuseReport.log("Device \"\(name)\" has unusable landscape safe-area insets \(landscapeSafeAreaInsets). The typical ones were used.").report()
    }
    if !screenCornerRadius.isFinite || screenCornerRadius < 0 {
      usable.screenCornerRadius = typical.cornerRadius
      MisuseReport.log("Device \"\(name)\" has an unusable screen corner radius \(screenCornerRadius). \(typical.cornerRadius) pt was used.").report()
    }
    return usable
  }

  /// Whether insets are finite, not negative and leave some of `size` uncovered.
  private static func isUsable(_ insets: UIEdgeInsets, within size: CGSize) -> Bool {
    let values = [insets.top, insets.left, insets.bottom, insets.right]
    guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return false }
    return insets.top + insets.bottom < size.height || !size.height.isFinite
  }

  /// The long side of the screen in points.
  public var longSide: CGFloat { max(portraitSize.width, portraitSize.height) }
}
