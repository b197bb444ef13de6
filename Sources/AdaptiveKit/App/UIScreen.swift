/// The device's screen, as UIKit's `UIScreen`: its bounds follow the interface orientation.
@MainActor
open class UIScreen {
  /// The device whose screen this is (nil for an app launched without one).
  let device: Device?
  /// The interface orientation the bounds are given in.
  let orientation: UIInterfaceOrientation
  /// The posture of a foldable device, which decides the display this screen is.
  let posture: Device.Posture?

  init(device: Device?, orientation: UIInterfaceOrientation, posture: Device.Posture? = nil) {
    self.device = device
    self.orientation = orientation
    self.posture = posture
  }

  /// The screen of the app's device (``UIApplication/shared``), in its current orientation.
  public static var main: UIScreen {
    let app = UIApplication.shared
    return UIScreen(device: app.device, orientation: app.deviceInterfaceOrientation, posture: app.devicePosture)
  }

  /// The screen's bounds in points, in the current interface orientation.
  open var bounds: CGRect {
    CGRect(origin: .zero, size: device?.screenSize(for: orientation, posture: posture) ?? .zero)
  }
  /// The main screen's bounds, without making a screen object (a view loaded in no window has them).
  static var mainBounds: CGRect {
    let app = UIApplication.shared
    return CGRect(origin: .zero, size: app.device?.screenSize(for: app.deviceInterfaceOrientation, posture: app.devicePosture) ?? .zero)
  }
  /// The screen's bounds in pixels, in portrait.
  open var nativeBounds: CGRect {
    guard let device else { return .zero }
    let portrait = device.screenSize(for: .portrait, posture: posture)
    return CGRect(x: 0, y: 0, width: portrait.width * device.displayScale, height: portrait.height * device.displayScale)
  }
  /// Pixels per point.
  open var scale: CGFloat { device?.displayScale ?? 1 }
  /// Pixels per point of the physical screen.
  open var nativeScale: CGFloat { scale }
  /// The screen's coordinate space.
  open var coordinateSpace: any UICoordinateSpace { SceneCoordinateSpace(bounds: bounds) }
  /// The traits of a full-screen window on this screen.
  open var traitCollection: UITraitCollection {
    UIWindow.traits(size: bounds.size, idiom: device?.idiom ?? .unspecified, displayScale: scale,
                    contentSizeCategory: .large, layoutDirection: .leftToRight)
  }
}
