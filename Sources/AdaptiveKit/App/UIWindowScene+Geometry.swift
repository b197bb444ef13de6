import Foundation

extension UIWindowScene {
  /// A window scene's geometry at one moment, as UIKit's `UIWindowScene.Geometry`: a value the
  /// scene makes whenever it is asked (``UIWindowScene/effectiveGeometry``); later changes to the
  /// scene do not change it.
  @MainActor
  public final class Geometry {
    /// The scene's frame in the screen's coordinates (AdaptiveKit places every scene at the
    /// screen's top-left corner).
    public let systemFrame: CGRect
    /// The scene's interface orientation.
    public let interfaceOrientation: UIInterfaceOrientation
    /// Whether a visible view controller's preference keeps the interface orientation from
    /// changing (R120).
    public let isInterfaceOrientationLocked: Bool
    /// Whether the user is dragging the scene's edge right now (R120).
    public let isInteractivelyResizing: Bool
    /// The app's minimum size for the scene; `.zero` where it set none.
    public let minimumSize: CGSize
    /// The app's maximum size for the scene.
    public let maximumSize: CGSize

    init(scene: UIWindowScene) {
      systemFrame = CGRect(origin: .zero, size: scene.size)
      interfaceOrientation = scene.interfaceOrientation
      isInterfaceOrientationLocked = scene.isInterfaceOrientationLocked
      isInteractivelyResizing = scene.isInteractivelyResizing
      minimumSize = scene.sizeRestrictions?.minimumSize ?? .zero
      maximumSize = scene.sizeRestrictions?.maximumSize ?? scene.size
    }

    /// The scene's coordinate space: its bounds at this moment.
    public var coordinateSpace: any UICoordinateSpace { SceneCoordinateSpace(bounds: CGRect(origin: .zero, size: systemFrame.size)) }

    /// Whether two geometries differ in anything a delegate is told about.
    func differs(from other: Geometry) -> Bool {
      systemFrame != other.systemFrame || interfaceOrientation != other.interfaceOrientation
        || isInterfaceOrientationLocked != other.isInterfaceOrientationLocked
        || isInteractivelyResizing != other.isInteractivelyResizing
    }
  }

  /// The scene's current geometry (R117): its size, orientation, orientation lock and whether a
  /// drag-resize is under way. Each change is told to the delegate's
  /// `windowScene(_:didUpdateEffectiveGeometry:)` with the geometry before it.
  public var effectiveGeometry: Geometry { Geometry(scene: self) }

  /// The sizes the scene prefers (R120): non-nil where the scene can be resized (an iPad's or a
  /// free-form screen), nil on an iPhone.
  public var sizeRestrictions: UISceneSizeRestrictions? {
    guard screen.device?.idiom != .phone else { return nil }
    if let restrictions = storedSizeRestrictions { return restrictions }
    let restrictions = UISceneSizeRestrictions()
    storedSizeRestrictions = restrictions
    return restrictions
  }

  /// Runs a change to the scene, then tells its delegate what it was before
  /// (``tellDelegate(sceneWas:traitsWere:geometryWas:)``).
  func updating(_ change: () -> Void) {
    let previousGeometry = effectiveGeometry
    let previousTraits = traitCollection
    change()
    tellDelegate(sceneWas: previousGeometry, traitsWere: previousTraits, geometryWas: previousGeometry)
  }

  /// Tells the delegate what changed: the older
  /// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` when the size, orientation
  /// or traits differ from `scene` and `traits`, then `windowScene(_:didUpdateEffectiveGeometry:)`
  /// when the geometry differs from `geometry` (a drag-resize reports each size through the
  /// geometry alone, so the two may start from different moments).
  func tellDelegate(sceneWas scene: Geometry, traitsWere traits: UITraitCollection, geometryWas geometry: Geometry) {
    let delegate = delegate as? any UIWindowSceneDelegate
    if size != scene.systemFrame.size || interfaceOrientation != scene.interfaceOrientation || traitCollection != traits {
      delegate?.windowScene(self, didUpdate: scene.coordinateSpace, interfaceOrientation: scene.interfaceOrientation, traitCollection: traits)
    }
    if effectiveGeometry.differs(from: geometry) {
      delegate?.windowScene(self, didUpdateEffectiveGeometry: geometry)
    }
  }

  /// `size` within the scene's ``sizeRestrictions``.
  func restrictedSize(_ size: CGSize) -> CGSize { sizeRestrictions?.clamped(size) ?? size }

  /// Reads the orientation lock again from the visible view controller (R120): locked when the
  /// controller that decides prefers it and the scene covers its screen.
  func updateInterfaceOrientationLock() {
    let locked = locksInterfaceOrientation
    guard locked != isInterfaceOrientationLocked else { return }
    updating { isInterfaceOrientationLocked = locked }
  }

  /// Whether the controller that decides prefers the lock and the scene covers its screen (the
  /// system locks only a scene the size of the screen).
  var locksInterfaceOrientation: Bool {
    let root = (keyWindow ?? windows.first)?.rootViewController
    let decider = root.map(Self.orientationLockDecider)
    return (decider?.prefersInterfaceOrientationLocked ?? false) && size == screen.bounds.size
  }

  /// The controller whose `prefersInterfaceOrientationLocked` counts: the topmost full-screen
  /// presentation above `root`, else `root`, then down its `childForInterfaceOrientationLock` chain.
  private static func orientationLockDecider(_ root: UIViewController) -> UIViewController {
    var decider = root
    var presented = root.presentedViewController
    while let next = presented {
      if next.modalPresentationStyle == .fullScreen { decider = next }
      presented = next.presentedViewController
    }
    var visited = 0
    while let child = decider.childForInterfaceOrientationLock, visited < 100 {
      decider = child
      visited += 1
    }
    return decider
  }
}
