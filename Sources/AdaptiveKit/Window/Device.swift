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

  /// Creates a device.
  public init(name: String, idiom: UIUserInterfaceIdiom, portraitSize: CGSize, displayScale: CGFloat) {
    self.name = name
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.displayScale = displayScale
  }

  /// iPhone SE (3rd generation), 375 × 667.
  public static let iPhoneSE = Device(name: "iPhone SE", idiom: .phone, portraitSize: CGSize(width: 375, height: 667), displayScale: 2)
  /// iPhone 16, 393 × 852.
  public static let iPhone16 = Device(name: "iPhone 16", idiom: .phone, portraitSize: CGSize(width: 393, height: 852), displayScale: 3)
  /// iPhone 16 Pro Max, 440 × 956; regular width in landscape.
  public static let iPhone16ProMax = Device(name: "iPhone 16 Pro Max", idiom: .phone, portraitSize: CGSize(width: 440, height: 956), displayScale: 3)
  /// iPad mini, 744 × 1133.
  public static let iPadMini = Device(name: "iPad mini", idiom: .pad, portraitSize: CGSize(width: 744, height: 1133), displayScale: 2)
  /// iPad Air 11-inch, 820 × 1180.
  public static let iPadAir11 = Device(name: "iPad Air 11-inch", idiom: .pad, portraitSize: CGSize(width: 820, height: 1180), displayScale: 2)
  /// iPad Pro 13-inch, 1032 × 1376.
  public static let iPadPro13 = Device(name: "iPad Pro 13-inch", idiom: .pad, portraitSize: CGSize(width: 1032, height: 1376), displayScale: 2)

  /// Every device in the catalog, phones first.
  public static var all: [Device] { [.iPhoneSE, .iPhone16, .iPhone16ProMax, .iPadMini, .iPadAir11, .iPadPro13] }

  /// A stable, lower-case identifier such as `iphone-16-pro-max`, for command lines and files.
  public var identifier: String {
    name.lowercased()
      .replacingOccurrences(of: " (3rd generation)", with: "")
      .replacingOccurrences(of: "-inch", with: "")
      .split(whereSeparator: { $0 == " " || $0 == "-" }).joined(separator: "-")
  }

  /// Finds a device by ``identifier`` or by name, ignoring case.
  public static func named(_ identifier: String) -> Device? {
    let key = identifier.lowercased()
    return all.first { $0.identifier == key || $0.name.lowercased() == key }
  }

  /// The screen size in points for an orientation.
  public func screenSize(for orientation: UIInterfaceOrientation) -> CGSize {
    orientation.isLandscape
      ? CGSize(width: portraitSize.height, height: portraitSize.width)
      : portraitSize
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
    return usable
  }

  /// The long side of the screen in points.
  public var longSide: CGFloat { max(portraitSize.width, portraitSize.height) }
}
