import AdaptiveKit
import Foundation

extension SnapshotEnvironment {
  /// A window of the environment's device with the controller as its root, laid out (the
  /// controller leaves the window it was in).
  func host(_ controller: UIViewController) -> UIWindow {
    MainActor.assumeIsolated {
      controller.view.window?.rootViewController = nil
      let window = UIWindow(device: device, orientation: orientation)
      window.rootViewController = controller
      window.makeKeyAndVisible()
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
