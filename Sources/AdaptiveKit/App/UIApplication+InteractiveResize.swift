import Foundation

extension UIApplication {
  /// The user drags a window's edge through `sizes` and lets go at the last one, as in iPadOS 26
  /// windowing: an AdaptiveKit harness addition.
  ///
  /// While the finger moves, each scene's `effectiveGeometry` follows the drag with
  /// `isInteractivelyResizing` true, and its delegate hears `windowScene(_:didUpdateEffectiveGeometry:)`
  /// for every size. The windows and their view controllers keep their size until the drag ends,
  /// then take the last size in one size (and trait) transition, as UIKit coalesces a live resize;
  /// the delegate then hears `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` and
  /// `windowScene(_:didUpdateEffectiveGeometry:)` once more. The coalescing is AdaptiveKit's
  /// reading of R120 [INF]. Each size is brought within the scene's `sizeRestrictions`. An
  /// unusable size is reported and nothing moves. A drag the finger has not finished yet is played
  /// with ``UIWindowScene/resizeInteractively(to:)`` and ``UIWindowScene/endInteractiveResize()``.
  public func resizeInteractively(through sizes: [CGSize]) {
    for size in sizes {
      if let problem = SizeValidation.problem(with: size) {
        MisuseReport.log("Cannot resize the app's scenes to \(size): \(problem). They keep their size.").report()
        return
      }
    }
    guard let last = sizes.last else { return }
    if let orientation = discreteOrientation(for: last) {
      // An iPhone app that requires full screen moves once, to the screen the drag ends at (R119).
      resizeDiscretely(to: orientation)
      return
    }
    for scene in windowScenes {
      for size in sizes { scene.resizeInteractively(to: size) }
      scene.endInteractiveResize()
    }
    for window in windowsWithoutScene { window.resize(to: last) }
  }
}
