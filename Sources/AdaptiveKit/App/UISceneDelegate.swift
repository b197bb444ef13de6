/// A scene's delegate, as UIKit's `UISceneDelegate`. Every method is optional.
@MainActor
public protocol UISceneDelegate: AnyObject {
  /// The scene is connecting: build its window here.
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was disconnected.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to become inactive.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to enter the foreground.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene entered the background.
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate, as UIKit's `UIWindowSceneDelegate`.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window.
  var window: UIWindow? { get set }
  /// The scene's size, orientation or traits changed (a rotation or a multitasking resize).
  func windowScene(
    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection
  )
  /// The scene's effective geometry changed (iOS 26, R117): its size, orientation, orientation
  /// lock or drag-resize state. Told after the change, with the geometry before it.
  func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry)
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  public func windowScene(
    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection
  ) {}
  public func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry) {}
}
