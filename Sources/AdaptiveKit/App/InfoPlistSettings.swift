import Foundation

/// What a launch reads from an app's Info.plist beyond its storyboards (``MainInterface``):
/// `UIRequiresFullScreen` (R119) and the SDK the app was built with (`DTPlatformVersion`, which
/// Xcode writes; R121).
struct InfoPlistSettings {
  /// `UIRequiresFullScreen`: deprecated on iPadOS 26 (AdaptiveKit ignores it on the pad idiom);
  /// from iOS 27, on an iPhone in a resizable environment, the scene resizes discretely (R119).
  var requiresFullScreen = false
  /// The major version of the SDK the app was built with, when the Info.plist says.
  var sdkMajorVersion: Int?

  /// No settings: an app launched without a bundle.
  init() {}

  /// The settings in the Info.plist dictionary `plist`.
  init(plist: [String: Any]) {
    requiresFullScreen = plist["UIRequiresFullScreen"] as? Bool ?? false
    let version = plist["DTPlatformVersion"] as? String
    sdkMajorVersion = version?.split(separator: ".").first.flatMap { Int($0) }
  }

  /// The contents of `Info.plist` at the root of `bundle`; a missing or unreadable file is
  /// reported and reads as empty.
  @MainActor
  static func contents(of bundle: Bundle) -> [String: Any] {
    let url = bundle.bundleURL.appendingPathComponent("Info.plist")
    guard let data = try? Data(contentsOf: url),
          let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    else {
      MisuseReport.log("Could not read the Info.plist at \(url.path): the app launches without a main storyboard.").report()
      return [:]
    }
    return plist
  }
}
