import Foundation

/// The storyboards an app's Info.plist names for its launch, as iOS reads them:
/// `UIMainStoryboardFile` for an app without scenes, and each window-scene configuration's
/// `UISceneStoryboardFile` (`UIApplicationSceneManifest` → `UISceneConfigurations` →
/// `UIWindowSceneSessionRoleApplication`).
struct MainInterface {
  /// The main storyboard's name, for an app without scenes.
  var mainStoryboardFile: String?
  /// The window-scene configurations in the Info.plist's order: each name and storyboard name.
  var sceneConfigurations: [(name: String?, storyboardFile: String?)] = []

  /// The storyboards the Info.plist dictionary `plist` names.
  init(plist: [String: Any]) {
    mainStoryboardFile = plist["UIMainStoryboardFile"] as? String
    let manifest = plist["UIApplicationSceneManifest"] as? [String: Any]
    let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
    let windowScenes = configurations?[UISceneSession.Role.windowApplication.rawValue] as? [[String: Any]] ?? []
    sceneConfigurations = windowScenes.map {
      (name: $0["UISceneConfigurationName"] as? String, storyboardFile: $0["UISceneStoryboardFile"] as? String)
    }
  }

  /// The storyboard of the scene configuration named `name`, or of the first one when the app's
  /// delegate gives no configuration of its own.
  func sceneStoryboardFile(named name: String?) -> String? {
    sceneConfigurations.first { $0.name == name }?.storyboardFile
  }
}
