import AdaptiveKit
import Foundation

/// Windows of any size (iPadOS 26, iOS 27; R117–R120): a window in a launched app's resizable
/// scene, resized to any size (below the scene's minimum size too), the scene's size
/// restrictions changed, and the user's drag of the window's edge through several sizes.
extension Fuzzer {
  /// The app launched for a scene window, with its delegates (kept until the next reset).
  struct SceneApp {
    let application: UIApplication
    let appDelegate: FuzzAppDelegate
    let sceneDelegate: FuzzSceneDelegate
  }

  /// Launches an app on a random device whose scene delegate makes a window with a new root:
  /// the window, or nil when the launch made none.
  func launchSceneWindow() -> UIWindow? {
    let devices = Self.devices.filter { $0.idiom == .pad }
    let device = random.pick(devices) ?? Self.devices[0]
    let sceneDelegate = FuzzSceneDelegate()
    sceneDelegate.makeRoot = { [unowned self] in self.makeController() }
    let appDelegate = FuzzAppDelegate()
    let orientation: UIInterfaceOrientation = [.portrait, .landscapeLeft][random.int(2)]
    let application = UIApplication.launch(delegate: appDelegate, sceneDelegate: { sceneDelegate }, on: device, orientation: orientation)
    sceneApp = SceneApp(application: application, appDelegate: appDelegate, sceneDelegate: sceneDelegate)
    stats.count("windows.scenes", if: sceneDelegate.window?.windowScene != nil)
    return sceneDelegate.window
  }

  /// A size anywhere from a sliver to larger than any screen, not always whole points.
  func freeSize() -> CGSize {
    func side(_ limit: Int) -> CGFloat { CGFloat(1 + random.int(limit)) + (random.chance(20) ? 0.5 : 0) }
    return CGSize(width: side(2_000), height: side(1_600))
  }

  func freeWindowAction() {
    switch random.int(6) {
    case 0, 1:
      guard let window = random.pick(windows) else { return }
      let size = freeSize()
      record("resize to free size \(size)")
      window.resize(to: size)
      stats.count("windows.freeResizes", if: window.bounds.size == size)
    case 2:
      guard let scene = sceneApp?.sceneDelegate.window?.windowScene, let restrictions = scene.sizeRestrictions else { return }
      let minimum = CGSize(width: CGFloat(200 + random.int(700)), height: CGFloat(200 + random.int(700)))
      record("scene sizeRestrictions.minimumSize = \(minimum)")
      restrictions.minimumSize = minimum
      if random.chance(30) {
        restrictions.maximumSize = CGSize(width: minimum.width + CGFloat(random.int(900)), height: minimum.height + CGFloat(random.int(900)))
      }
    case 3:
      guard let app = sceneApp?.application, let window = sceneApp?.sceneDelegate.window,
            let minimum = window.windowScene?.sizeRestrictions?.minimumSize else { return }
      // Below the minimum: the scene keeps to its minimum size (R120).
      let size = CGSize(width: max(1, minimum.width - CGFloat(1 + random.int(300))), height: max(1, minimum.height - CGFloat(random.int(300))))
      record("app resize to \(size), below the scene's minimum \(minimum)")
      app.resize(to: size)
      stats.count("windows.belowMinimum", if: window.bounds.width >= minimum.width && window.bounds.height >= minimum.height)
    case 4:
      guard let window = sceneApp?.sceneDelegate.window else { return }
      let size = freeSize()
      record("resize the scene's window itself to \(size)")
      window.resize(to: size)
    default:
      let sizes = (0..<(1 + random.int(4))).map { _ in freeSize() }
      guard let app = sceneApp?.application, let window = sceneApp?.sceneDelegate.window else {
        guard let window = random.pick(windows) else { return }
        record("drag the edge of a window without scene through \(sizes)")
        for size in sizes { window.resize(to: size) }
        return
      }
      record("drag the window's edge through \(sizes)")
      app.resizeInteractively(through: sizes)
      let scene = window.windowScene
      stats.count("windows.interactiveResizes", if: scene?.effectiveGeometry.isInteractivelyResizing == false && window.bounds.size == scene?.effectiveGeometry.systemFrame.size)
    }
  }
}
