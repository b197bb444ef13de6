import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// A scroll view zooms the view its delegate names, within its minimum and maximum zoom scales.
@Suite(.checksInvariants) @MainActor
struct ScrollViewZoomingTests {
  @Test func theZoomScaleIsClampedAndScalesTheZoomedViewAndTheContent() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    scrollView.addSubview(image)
    scrollView.contentSize = image.frame.size
    let delegate = ZoomingDelegate(view: image)
    scrollView.delegate = delegate
    #expect(scrollView.zoomScale == 1 && scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1)
    scrollView.zoomScale = 2   // the default range is 1…1: nothing to zoom
    #expect(scrollView.zoomScale == 1 && delegate.zooms == 0)
    scrollView.minimumZoomScale = 0.5
    scrollView.maximumZoomScale = 3
    scrollView.setZoomScale(5, animated: true)
    #expect(scrollView.zoomScale == 3)
    #expect(image.frame.size == CGSize(width: 1200, height: 600))
    #expect(scrollView.contentSize == CGSize(width: 1200, height: 600))
    scrollView.zoomScale = 0.1
    #expect(scrollView.zoomScale == 0.5)
    #expect(image.frame.size == CGSize(width: 200, height: 100))
    #expect(delegate.zooms == 2)
  }

  @Test func withoutAViewForZoomingTheScaleStays() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    scrollView.maximumZoomScale = 4
    scrollView.zoomScale = 2
    #expect(scrollView.zoomScale == 1)
  }
}

/// Names the view that zooms and counts `scrollViewDidZoom(_:)`.
@MainActor
final class ZoomingDelegate: UIScrollViewDelegate {
  let view: UIView
  var zooms = 0
  init(view: UIView) { self.view = view }
  func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
  func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
}
