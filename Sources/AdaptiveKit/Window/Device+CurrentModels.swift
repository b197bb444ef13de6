import Foundation

/// The iPhones of 2025 and the iPads sold beside them, with where each number comes from. Where no
/// source gives a safe-area inset, the value is the catalog's iPhone 16 Pro Max's (the same Dynamic
/// Island housing) or the typical iPad's, marked [INF] and listed in the article on where UIKit is
/// uncertain.
extension Device {
  /// iPhone 17, 402 × 874 at 3×: the same 6.3-inch screen as the iPhone 17 Pro [INF: no page found
  /// gives the iPhone 17's points apart from the Pro's]. 62 / 34 pt in portrait; 62 pt sides and a
  /// 21 pt bottom in landscape, as the iPhone 17 Pro [INF]; the Dynamic Island. Compact in both
  /// orientations.
  public static let iPhone17 = Device(
    name: "iPhone 17", idiom: .phone, portraitSize: CGSize(width: 402, height: 874), displayScale: 3,
    portraitSafeAreaInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62))

  /// iPhone 17 Pro, 402 × 874 at 3×, with 62 / 34 pt in portrait and 62 pt sides and a 21 pt bottom
  /// in landscape (the `iPhone17Pro` preset of device_preview 3.0.0-prerelease3's DevicePresets on
  /// pub.dev); the Dynamic Island. Compact in both orientations.
  public static let iPhone17Pro = Device(
    name: "iPhone 17 Pro", idiom: .phone, portraitSize: CGSize(width: 402, height: 874), displayScale: 3,
    portraitSafeAreaInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62))

  /// iPhone Air, 420 × 912 at 3× (1260 × 2736 pixels: the points of the wallpaper iOS 26 beta 2
  /// added, as aggregoctt.github.io's "iPhone 17 Air, la risoluzione del display è confermata"
  /// reports). Safe areas as the catalog's iPhone 16 Pro Max's [INF: no page found gives the Air's]:
  /// 62 / 34 pt in portrait; 62 pt sides and a 21 pt bottom in landscape; the Dynamic Island. Its 912 pt
  /// make it regular width in landscape, as the Plus and Pro Max sizes are.
  public static let iPhoneAir = Device(
    name: "iPhone Air", idiom: .phone, portraitSize: CGSize(width: 420, height: 912), displayScale: 3,
    portraitSafeAreaInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62))

  /// iPhone 17 Pro Max, 440 × 956 at 3× (the size easy_test_variants' `TestDeviceSize.iphoneProMax`
  /// on pub.dev gives the 16 and 17 Pro Max). Safe areas as the catalog's iPhone 16 Pro Max [INF]:
  /// 62 / 34 pt in portrait; 62 pt sides and a 21 pt bottom in landscape; the Dynamic Island.
  /// Regular width in landscape.
  public static let iPhone17ProMax = Device(
    name: "iPhone 17 Pro Max", idiom: .phone, portraitSize: CGSize(width: 440, height: 956), displayScale: 3,
    portraitSafeAreaInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62))

  /// iPad (A16), 820 × 1180 at 2× (2360 × 1640 pixels on winenfood.com's "A guide to every
  /// available iPad screen size"). No home button (Touch ID is in the top button), so the typical
  /// iPad's 24 / 20 pt safe areas in both orientations [INF] and 18 pt corners [INF].
  public static let iPadA16 = Device(name: "iPad (A16)", idiom: .pad, portraitSize: CGSize(width: 820, height: 1180), displayScale: 2)

  /// iPad Pro 11-inch, 834 × 1210 at 2×: the M4 and M5 models (2420 × 1668 pixels on the same
  /// page). The typical iPad's 24 / 20 pt safe areas in both orientations [INF].
  public static let iPadPro11 = Device(
    name: "iPad Pro 11-inch", idiom: .pad, portraitSize: CGSize(width: 834, height: 1210), displayScale: 2)

  /// iPad Air 13-inch, 1024 × 1366 at 2×: the M2 and M3 models (2732 × 2048 pixels on the same
  /// page). The typical iPad's 24 / 20 pt safe areas in both orientations [INF].
  public static let iPadAir13 = Device(
    name: "iPad Air 13-inch", idiom: .pad, portraitSize: CGSize(width: 1024, height: 1366), displayScale: 2)
}
