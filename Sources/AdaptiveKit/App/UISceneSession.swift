/// The record of a scene the app shows, as UIKit's `UISceneSession`.
@MainActor
open class UISceneSession: Hashable {
  /// A session's role, as UIKit's `UISceneSession.Role`.
  public struct Role: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's main, interactive windows.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// Windows on an external display.
    public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }

  /// The session's role.
  public let role: Role
  /// A stable identifier (`Session-1`, `Session-2`, … in launch order).
  public let persistentIdentifier: String
  /// The configuration the scene connected with.
  public internal(set) var configuration: UISceneConfiguration
  /// The scene, while it is connected.
  public internal(set) weak var scene: UIScene?
  /// App data kept with the session.
  open var userInfo: [String: Any]?

  init(role: Role, persistentIdentifier: String) {
    self.role = role
    self.persistentIdentifier = persistentIdentifier
    self.configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
  }

  public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How a scene is made, as UIKit's `UISceneConfiguration` (the code form of the Info.plist's
/// scene manifest).
@MainActor
open class UISceneConfiguration {
  /// The configuration's name.
  public let name: String?
  /// The role of the sessions it configures.
  public let role: UISceneSession.Role
  /// The scene class (`UIWindowScene` unless set).
  open var sceneClass: UIScene.Type?
  /// The scene delegate's class. Linux cannot make an object from a class value, so the launch
  /// takes a function that makes the delegate (see `UIApplication.launch`); this records the class.
  open var delegateClass: AnyClass?
  /// The storyboard whose initial view controller becomes the scene's window's root: the
  /// Info.plist's `UISceneStoryboardFile` for the configuration of this name, unless set.
  open var storyboard: UIStoryboard?

  /// Creates a configuration.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
  }
}
