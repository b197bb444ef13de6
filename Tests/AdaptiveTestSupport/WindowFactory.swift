import Foundation
public import AdaptiveKit

/// A visible key window on `device` whose root is `root`.
@MainActor
public func makeVisibleWindow(root: UIViewController, device: Device = .iPhone16, orientation: UIInterfaceOrientation = .portrait) -> UIWindow {
  let window = UIWindow(device: device, orientation: orientation)
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

extension UIViewController {
  /// Adds `child` as a custom container does: `addChild`, add its view, `didMove(toParent:)`.
  public func embed(_ child: UIViewController) {
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }
}
