import AdaptiveKit
import Foundation

extension SnapshotEnvironment {
  /// A window of the environment's device with the controller as its root, folded to the
  /// environment's posture and laid out (the controller leaves the window it was in). A posture on
  /// a device that does not fold is reported through `MisuseReport` and ignored.
  func host(_ controller: UIViewController) -> UIWindow {
    MainActor.assumeIsolated {
      controller.view.window?.rootViewController = nil
      let window = UIWindow(device: device, orientation: orientation)
      window.rootViewController = controller
      window.makeKeyAndVisible()
      if let posture { window.fold(to: posture) }
      if let windowSize {
        window.resize(to: windowSize)
      } else if let multitaskingWidth {
        window.resize(to: CGSize(width: multitaskingWidth, height: window.bounds.height))
      }
      window.layoutIfNeeded()
      return window
    }
  }
}
