import Foundation

extension UIWindowScene {
  /// The user's finger, dragging the scene's window edge, is at `size` and still down (iPadOS 26
  /// windowing): an AdaptiveKit harness addition, one step of
  /// ``UIApplication/resizeInteractively(through:)``.
  ///
  /// The scene's `effectiveGeometry` takes the size (within `sizeRestrictions`) with
  /// `isInteractivelyResizing` true, and the delegate hears
  /// `windowScene(_:didUpdateEffectiveGeometry:)`; the windows keep their size and traits until
  /// ``endInteractiveResize()`` (R120 [INF]). An unusable size is reported and nothing moves.
  public func resizeInteractively(to size: CGSize) {
    if let problem = SizeValidation.problem(with: size) {
      MisuseReport.log("Cannot resize the scene to \(size): \(problem). It keeps its size.").report()
      return
    }
    if interactiveResizeStart == nil { interactiveResizeStart = (effectiveGeometry, traitCollection) }
    let previous = effectiveGeometry
    isInteractivelyResizing = true
    self.size = restrictedSize(size)
    tellDelegate(sceneWas: effectiveGeometry, traitsWere: traitCollection, geometryWas: previous)
  }

  /// The user lifts the finger that drags the scene's window edge: the windows take the scene's
  /// size in one size (and trait) transition, as UIKit coalesces a live resize, and the delegate
  /// hears of the change from where the drag started. Does nothing when no drag is under way.
  public func endInteractiveResize() {
    guard let start = interactiveResizeStart else { return }
    interactiveResizeStart = nil
    let dragged = effectiveGeometry
    isInteractivelyResizing = false
    for window in windows { window.resize(to: size) }
    tellDelegate(sceneWas: start.geometry, traitsWere: start.traits, geometryWas: dragged)
    updateInterfaceOrientationLock()
  }
}
