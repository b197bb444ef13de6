/// The running app, as UIKit's `UIApplication`: its delegate, its scenes and windows, and the
/// sending of actions along the responder chain.
///
/// An app is made by ``launch(delegate:sceneDelegate:bundle:on:orientation:posture:host:options:)``, the way iOS
/// launches one. ``shared`` is the app being launched while its delegates run, and afterwards the
/// app launched last while the current ``WindowRegistry`` was bound. AdaptiveKit runs many apps in
/// one process (a test each, a browser tab each), so no app is the process's own.
@MainActor
open class UIApplication: UIResponder {
  /// The app's state, as UIKit's `UIApplication.State`.
  public enum State: Int, Sendable { case active, inactive, background }

  /// Keys of the launch options dictionary, as UIKit's `UIApplication.LaunchOptionsKey`.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The URL the app was launched to open.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The bundle identifier of the app that asked for the launch.
    public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// The remote notification the app was launched for.
    public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// The Home-screen quick action the app was launched for.
    public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    /// The user activity type the app was launched to continue.
    public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
  }

  /// The app object: the one being launched; else the one launched last while the current
  /// ``WindowRegistry`` was bound (a bare app on an iPhone 16 with no delegate when none was
  /// launched, kept by the registry); else, with no registry bound, a new bare app.
  public static var shared: UIApplication {
    if let launching { return launching }
    if let application = WindowRegistry.current?.application { return application }
    let bare = UIApplication(device: .iPhone16, orientation: .portrait)
    WindowRegistry.current?.application = bare
    return bare
  }

  /// The app whose launch is running, bound while its delegates' launch methods run.
  @TaskLocal static var launching: UIApplication?

  /// The bundle of the app being launched, else of the app launched last while the current
  /// ``WindowRegistry`` is bound.
  static var launchedBundle: Bundle? {
    (launching ?? WindowRegistry.current?.application)?.bundle
  }

  /// The users' sidebar customizations, by tab bar controller customization identifier (R104):
  /// the app's stand-in for UIKit's persisted customization.
  var tabCustomizations: [String: TabCustomizationRecord] = [:]
  /// The app's delegate (the app keeps it, as `UIApplicationMain` does).
  open var delegate: (any UIApplicationDelegate)?
  /// The app's state.
  public internal(set) var applicationState = State.inactive
  /// The device the app runs on (nil for a bare app).
  public let device: Device?
  /// The device's interface orientation.
  public internal(set) var deviceInterfaceOrientation: UIInterfaceOrientation
  /// How the app's foldable device is held (``fold(to:)``): `.closed` at launch; nil for a device
  /// that does not fold.
  public internal(set) var devicePosture: Device.Posture?
  /// The scenes connected to the app, in connection order (UIKit gives a set; see ``connectedScenes``).
  public internal(set) var scenesInOrder: [UIScene] = []
  /// Windows made during a launch without scenes (an app-delegate-only app).
  var windowsWithoutScene: [UIWindow] = []
  /// The number of sessions made so far, for their persistent identifiers.
  var sessionCount = 0
  /// The app's bundle, whose Info.plist the launch read: where storyboards opened with a nil
  /// bundle are.
  package var bundle: Bundle?

  /// Where the app runs: its device, or a resizable host of an iPhone app (R118).
  public internal(set) var phoneAppHost = PhoneAppHost.iPhone
  /// What the launch read from the Info.plist beyond the storyboards (R119, R121).
  var infoPlistSettings = InfoPlistSettings()

  init(device: Device?, orientation: UIInterfaceOrientation, posture: Device.Posture? = nil) {
    self.device = device
    self.deviceInterfaceOrientation = orientation
    self.devicePosture = device?.isFoldable == true ? posture ?? .closed : nil
    super.init()
  }

  /// The connected scenes.
  open var connectedScenes: Set<UIScene> { Set(scenesInOrder) }
  /// The sessions of the connected scenes.
  open var openSessions: Set<UISceneSession> { Set(scenesInOrder.map(\.session)) }

  /// Every window of the app: its scenes' windows, then windows made without a scene.
  open var windows: [UIWindow] {
    scenesInOrder.compactMap { $0 as? UIWindowScene }.flatMap(\.windows) + windowsWithoutScene
  }
  /// The key window.
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  /// The delegate, when it is a responder that is not a view, a view controller or the app.
  open override var next: UIResponder? {
    guard let responder = delegate as? UIResponder,
      !(responder is UIView), !(responder is UIViewController), !(responder is UIApplication)
    else { return nil }
    return responder
  }

  /// Sends an action: to `target` when given, otherwise along the responder chain from the key
  /// window's first responder (or, without one, from `sender` when it is a responder) to the first
  /// responder that can perform it. Returns whether a responder performed it.
  @discardableResult
  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
    ActionDelivery.send(action, to: target, from: sender, event: event, chainStart: sender as? UIResponder,
                        window: keyWindow ?? (sender as? UIView)?.window)
  }

  /// Records a window made with `UIWindow()` or `UIWindow(frame:)` while this app launches: it
  /// belongs to the scene connecting, or to the app when it has no scenes.
  func adoptWindowMadeDuringLaunch(_ window: UIWindow) {
    if let scene = UIWindowScene.connecting {
      window.windowScene = scene
    } else {
      window.application = self
      windowsWithoutScene.append(window)
    }
    window.adoptHostTraits()
  }
}
