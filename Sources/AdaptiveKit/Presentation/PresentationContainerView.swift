import Foundation

/// The view a presentation's views sit in, covering the window, as UIKit's transition view. A touch
/// on the container itself, outside the presented view, is the dimming view's, which takes it;
/// over a sheet's undimmed detent the dimming view lets it through to the presenter (R73).
final class PresentationContainerView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    // The presentation is the one of the presented controller whose view the container holds.
    guard hit === self,
          let presentation = subviews.lazy.compactMap({ $0.owningViewController?.storedPresentationController }).first,
          presentation.presentationGeometry.dimmingPassesTouchesThrough else { return hit }
    return nil
  }
}
