/// A scene that shows windows, as UIKit's `UIWindowScene`: its windows cover its screen, or the
/// part of it multitasking gives the scene.
@MainActor
open class UIWindowScene: UIScene {
  /// The scene's windows, in the order they joined it.
  public private(set) var windows: [UIWindow] = []
  /// The screen the scene is on.
  public internal(set) var screen = UIScreen(device: nil, orientation: .portrait)
  /// The scene's interface orientation.
  public internal(set) var interfaceOrientation = UIInterfaceOrientation.portrait
  /// The size of the scene's windows: the screen, or the multitasking size.
  var size = CGSize.zero
  /// The device the scene's screen belongs to.
  var device: Device? { screen.device }
  /// The restrictions ``sizeRestrictions`` made on first use.
  var storedSizeRestrictions: UISceneSizeRestrictions?
  /// Whether a drag-resize is under way (``resizeInteractively(to:)``).
  var isInteractivelyResizing = false
  /// The geometry and traits when the drag-resize under way began; nil without one.
  var interactiveResizeStart: (geometry: Geometry, traits: UITraitCollection)?
  /// Whether the visible controller's preference locks the interface orientation (R120).
  var isInterfaceOrientationLocked = false

  /// The scene whose delegate's `scene(_:willConnectTo:options:)` is running.
  @TaskLocal static var connecting: UIWindowScene?

  /// The key window among the scene's windows.
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
  /// The traits of the scene: its key (or first) window's, otherwise the screen's.
  open var traitCollection: UITraitCollection { (keyWindow ?? windows.first)?.traitCollection ?? screen.traitCollection }
  /// The scene's coordinate space.
  open var coordinateSpace: any UICoordinateSpace { SceneCoordinateSpace(bounds: CGRect(origin: .zero, size: size)) }

  func attach(_ window: UIWindow) {
    guard !windows.containsIdentical(window) else { return }
    windows.append(window)
  }

  func detach(_ window: UIWindow) { windows.removeAll { $0 === window } }
}

/// A scene's coordinate space: its bounds.
struct SceneCoordinateSpace: UICoordinateSpace {
  let bounds: CGRect
}
