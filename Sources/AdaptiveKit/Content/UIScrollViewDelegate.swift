/// A scroll view's delegate, as UIKit's `UIScrollViewDelegate`. Every method is optional.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The user is about to drag the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The user lifted the finger; `decelerate` is whether the content keeps moving.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// The view that scales when the scroll view zooms; nil (the default) for no zooming.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// The zoom scale changed.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}
