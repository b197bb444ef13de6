import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A scroll view delegate that records its calls.
@MainActor
final class RecordingScrollDelegate: UIScrollViewDelegate {
  var log: [String] = []
  func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll \(Int(scrollView.contentOffset.y))") }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { log.append("didEndDragging \(decelerate)") }
}

@Suite(.checksInvariants) @MainActor
struct EverydayViewTests {
  @Test func aSegmentedControlSendsValueChangedOnlyForTheUsersTap() {
    let control = UISegmentedControl(items: ["Photos", "Albums"])
    var changes: [Int] = []
    control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
    control.selectedSegmentIndex = 0
    #expect(changes.isEmpty)
    #expect(control.simulateTap(onSegmentAt: 1))
    #expect(!control.simulateTap(onSegmentAt: 1))   // already selected
    control.setEnabled(false, forSegmentAt: 0)
    #expect(!control.simulateTap(onSegmentAt: 0))
    control.insertSegment(withTitle: "Recent", at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "Recent")
    control.removeSegment(at: 2, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(changes == [1])
  }

  @Test func anActivityIndicatorIsHiddenWhileStopped() {
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
    spinner.sizeToFit()
    #expect(spinner.frame.size == CGSize(width: 37, height: 37))
  }

  @Test func aScrollViewsOffsetMovesItsContentForConversionAndHitTesting() {
    let window = UIWindow(device: .iPhone16)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 400))
    scroll.contentSize = CGSize(width: 393, height: 1000)
    scroll.contentInsetAdjustmentBehavior = .never
    let delegate = RecordingScrollDelegate()
    scroll.delegate = delegate
    let row = UIView(frame: CGRect(x: 0, y: 600, width: 393, height: 44))
    scroll.addSubview(row)
    controller.view.addSubview(scroll)
    #expect(row.frameInWindow.minY == 700)

    scroll.simulateScroll(to: CGPoint(x: 0, y: 5000))   // clamped to the end of the content
    #expect(scroll.contentOffset.y == 600)
    #expect(scroll.bounds.origin.y == 600)
    #expect(row.frameInWindow.minY == 100)
    #expect(controller.view.hitTest(CGPoint(x: 10, y: 110), with: nil) === row)
    #expect(delegate.log == ["willBeginDragging", "didScroll 600", "didEndDragging false"])

    scroll.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
    #expect(scroll.contentOffset.y == 0)
  }

  @Test func aLabelSizesToItsTextAndSystemLayoutSizeFittingKeepsRequiredDimensions() {
    let label = UILabel(text: "Hello")
    label.sizeToFit()
    #expect(label.frame.width > 0 && label.frame.width < 100)
    #expect(label.frame.height == label.font.lineHeight)
    #expect(label.intrinsicContentSize == label.frame.size)
    #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    let fitted = label.systemLayoutSizeFitting(
      CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(fitted.width == 300 && fitted.height == label.font.lineHeight)
  }

  @Test func anImageFromDataReadsItsSizeFromTheHeader() throws {
    // A PNG signature and IHDR chunk for 64 × 48 pixels (the rest of the file is not needed).
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    png += Data("IHDR".utf8) + Data([0, 0, 0, 64, 0, 0, 0, 48, 8, 6, 0, 0, 0])
    let image = try #require(UIImage(data: png, scale: 2))
    #expect(image.size == CGSize(width: 32, height: 24))
    #expect(image.pngData() == png)
    let gif = Data("GIF89a".utf8) + Data([10, 0, 20, 0])
    #expect(UIImage(data: gif)?.size == CGSize(width: 10, height: 20))
    let jpeg = Data([0xFF, 0xD8, 0xFF, 0xC0, 0, 17, 8, 0, 30, 0, 40, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
    #expect(UIImage(data: jpeg)?.size == CGSize(width: 40, height: 30))
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])) == nil)   // cut short
  }
}
