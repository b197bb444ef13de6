/// Launching an app the way iOS does, and delivering the device's rotations and multitasking
/// resizes to it: an AdaptiveKit harness addition.
///
/// ```swift
/// let app = UIApplication.launch(delegate: AppDelegate(), sceneDelegate: { SceneDelegate() },
///                                on: .iPadAir11, orientation: .landscapeLeft)
/// let window = app.keyWindow!             // the window the scene delegate made
/// app.resize(to: CGSize(width: 320, height: 820))   // Slide Over width: the split collapses
/// ```
extension UIApplication {
  /// Launches an app on a device, in iOS's order: for an app whose Info.plist names a main
  /// storyboard (`UIMainStoryboardFile`), its window with the storyboard's initial view controller,
  /// set as the delegate's `window`; the delegate's
  /// `application(_:willFinishLaunchingWithOptions:)` and `application(_:didFinishLaunchingWithOptions:)`;
  /// then, for an app with scenes (`sceneDelegate`, the Info.plist's scene manifest in code), the
  /// session's configuration from `application(_:configurationForConnecting:options:)`, the scene's
  /// window when its configuration names a storyboard (`UISceneStoryboardFile`), set as the scene
  /// delegate's `window`, the scene delegate's `scene(_:willConnectTo:options:)`,
  /// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`; for an app without scenes,
  /// `applicationDidBecomeActive(_:)`. A storyboard's window is made key and visible once the
  /// delegate's launch or connection method returns.
  ///
  /// `bundle` is the app's bundle, whose `Info.plist` names the storyboards (nil: none); it is
  /// where `UIStoryboard(name:bundle: nil)` looks. Its `UIRequiresFullScreen` makes an iPhone
  /// app's resizes discrete (R119, ``resize(to:)``). An app whose Info.plist says it was built
  /// with the iOS 27 SDK or later (`DTPlatformVersion`) and that has no scene delegate would not
  /// launch on iOS (R121): AdaptiveKit launches it and reports the problem ([INF]).
  /// `host` says where an iPhone app runs (R118, ``PhoneAppHost``); in iPhone Mirroring the
  /// app launches in portrait whatever `orientation` says. A window the app makes with `UIWindow()`,
  /// `UIWindow(frame:)` or `UIWindow(windowScene:)` covers the device's screen. The app becomes
  /// ``shared`` (for as long as the current ``WindowRegistry`` is bound, when one is).
  @discardableResult
  public static func launch(
    delegate: any UIApplicationDelegate,
    sceneDelegate makeSceneDelegate: (@MainActor () -> any UISceneDelegate)? = nil,
    bundle: Bundle? = nil,
    on device: Device, orientation: UIInterfaceOrientation = .portrait, posture: Device.Posture? = nil,
    host: PhoneAppHost = .iPhone,
    options launchOptions: [LaunchOptionsKey: Any]? = nil
  ) -> UIApplication {
    let usable = device.validated()
    let mirrored = host.kind == .iPhoneMirroring && usable.idiom == .phone
    let launchOrientation = !mirrored && (orientation.isLandscape || orientation.isPortrait) ? orientation : .portrait
    if let posture, !usable.isFoldable {
      MisuseReport.log("Cannot launch on \"\(usable.name)\" \(posture): it does not fold. The app launches unfolded.").report()
    }
    let app = UIApplication(device: usable, orientation: launchOrientation, posture: posture)
    app.delegate = delegate
    app.bundle = bundle
    app.phoneAppHost = host
    let plist = bundle.map(InfoPlistSettings.contents(of:))
    let interface = plist.map(MainInterface.init(plist:))
    app.infoPlistSettings = plist.map(InfoPlistSettings.init(plist:)) ?? InfoPlistSettings()
    if makeSceneDelegate == nil, let sdk = app.infoPlistSettings.sdkMajorVersion, sdk >= 27 {
      MisuseReport.log(
        "An app built with the iOS \(sdk) SDK must adopt the scene life cycle: without a scene delegate it does not launch."
      ).report()
    }
    WindowRegistry.current?.application = app
    $launching.withValue(app) {
      var mainWindow: UIWindow?
      if makeSceneDelegate == nil, let name = interface?.mainStoryboardFile {
        mainWindow = UIWindow()
        mainWindow?.rootViewController = UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController()
        delegate.window = mainWindow
      }
      _ = delegate.application(app, willFinishLaunchingWithOptions: launchOptions)
      _ = delegate.application(app, didFinishLaunchingWithOptions: launchOptions)
      if let makeSceneDelegate {
        app.connectScene(delegate: makeSceneDelegate(), interface: interface)
      } else {
        mainWindow?.makeKeyAndVisible()
        app.applicationState = .active
        delegate.applicationDidBecomeActive(app)
      }
    }
    return app
  }

  /// Connects a window scene to the app with a new session, as iOS does at launch: the
  /// configuration the Info.plist names first unless the app delegate gives another, and its
  /// storyboard's window.
  private func connectScene(delegate sceneDelegate: any UISceneDelegate, interface: MainInterface?) {
    sessionCount += 1
    let session = UISceneSession(role: .windowApplication, persistentIdentifier: "Session-\(sessionCount)")
    if let first = interface?.sceneConfigurations.first {
      session.configuration = UISceneConfiguration(name: first.name, sessionRole: .windowApplication)
    }
    let options = UIScene.ConnectionOptions()
    session.configuration = delegate?.application(self, configurationForConnecting: session, options: options)
      ?? session.configuration
    let configuration = session.configuration
    if configuration.storyboard == nil, let name = interface?.sceneStoryboardFile(named: configuration.name) {
      configuration.storyboard = UIStoryboard(name: name, bundle: bundle)
    }
    let sceneClass = (configuration.sceneClass as? UIWindowScene.Type) ?? UIWindowScene.self
    let scene = sceneClass.init(session: session, connectionOptions: options)
    scene.application = self
    scene.screen = UIScreen(device: device, orientation: deviceInterfaceOrientation, posture: devicePosture)
    scene.interfaceOrientation = deviceInterfaceOrientation
    scene.size = scene.screen.bounds.size
    scene.delegate = sceneDelegate
    scenesInOrder.append(scene)
    var storyboardWindow: UIWindow?
    if let storyboard = configuration.storyboard {
      storyboardWindow = UIWindow(windowScene: scene)
      storyboardWindow?.rootViewController = storyboard.instantiateInitialViewController()
      (sceneDelegate as? any UIWindowSceneDelegate)?.window = storyboardWindow
    }
    UIWindowScene.$connecting.withValue(scene) {
      sceneDelegate.scene(scene, willConnectTo: session, options: options)
    }
    storyboardWindow?.makeKeyAndVisible()
    scene.isInterfaceOrientationLocked = scene.locksInterfaceOrientation
    scene.activationState = .foregroundInactive
    sceneDelegate.sceneWillEnterForeground(scene)
    scene.activationState = .foregroundActive
    applicationState = .active
    sceneDelegate.sceneDidBecomeActive(scene)
  }

  /// Rotates the device: every window turns to `orientation` (a size and trait transition), then
  /// each window scene's delegate hears `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`.
  public func rotate(to orientation: UIInterfaceOrientation) {
    guard orientation.isLandscape || orientation.isPortrait else {
      MisuseReport.log("Cannot rotate to \(orientation): not an interface orientation of a device.").report()
      return
    }
    switch phoneAppHost.kind {
    case .iPhoneMirroring where device?.idiom == .phone:
      return   // iPhone Mirroring always reports portrait (R118).
    case .iPad where device?.idiom == .phone:
      rotateHostedByIPad(to: orientation)
      return
    default: break
    }
    deviceInterfaceOrientation = orientation
    for window in windowsWithoutScene { window.rotate(to: orientation) }
    // A scene whose orientation is locked (R120) keeps its interface as it is.
    for scene in windowScenes where !scene.isInterfaceOrientationLocked {
      scene.updating {
        scene.screen = UIScreen(device: device, orientation: orientation, posture: devicePosture)
        scene.interfaceOrientation = orientation
        scene.size = scene.screen.bounds.size
        for window in scene.windows { window.rotate(to: orientation) }
      }
    }
  }

  /// Resizes the app's scenes, as iPad multitasking does (Split View, Slide Over, Stage Manager,
  /// iPadOS 26 windows): every window of every scene takes `size`, within the scene's
  /// `sizeRestrictions` (R120), then the scene delegates hear about it. An iPhone app whose
  /// Info.plist sets `UIRequiresFullScreen` resizes discretely instead (R119): its scenes move to
  /// the device's screen in the orientation matching `size`, within the supported orientations.
  public func resize(to size: CGSize) {
    if let problem = SizeValidation.problem(with: size) {
      MisuseReport.log("Cannot resize the app's scenes to \(size): \(problem). They keep their size.").report()
      return
    }
    if let orientation = discreteOrientation(for: size) {
      resizeDiscretely(to: orientation)
      return
    }
    for window in windowsWithoutScene { window.resize(to: size) }
    for scene in windowScenes {
      let sceneSize = scene.restrictedSize(size)
      scene.updating {
        scene.size = sceneSize
        for window in scene.windows { window.resize(to: sceneSize) }
      }
      scene.updateInterfaceOrientationLock()
    }
  }

  var windowScenes: [UIWindowScene] { scenesInOrder.compactMap { $0 as? UIWindowScene } }
}
