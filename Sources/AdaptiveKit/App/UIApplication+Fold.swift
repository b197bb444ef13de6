import Foundation

extension UIApplication {
  /// Opens, folds or closes the app's foldable device (the iPhone Duo), as ``rotate(to:)`` turns
  /// it: every window moves to the display of `posture` (``UIWindow/fold(to:)``, a size and trait
  /// transition), then each window scene's delegate hears
  /// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` and
  /// `windowScene(_:didUpdateEffectiveGeometry:)` with the scene's new size. On a device that does
  /// not fold the call is reported and changes nothing.
  public func fold(to posture: Device.Posture) {
    guard let device, device.isFoldable else {
      MisuseReport.log("Cannot fold \(device.map { "\"\($0.name)\"" } ?? "an app without a device"): it does not fold.").report()
      return
    }
    devicePosture = posture
    for window in windowsWithoutScene { window.fold(to: posture) }
    for scene in windowScenes {
      scene.updating {
        scene.screen = UIScreen(device: device, orientation: scene.interfaceOrientation, posture: posture)
        scene.size = scene.screen.bounds.size
        for window in scene.windows { window.fold(to: posture) }
      }
    }
  }
}
