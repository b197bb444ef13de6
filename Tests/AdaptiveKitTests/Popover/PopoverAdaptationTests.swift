import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// SC34, SC35, R84: the seed 003 URL popover, kept as a popover on iPhone by its own delegate, or
/// adapted to a sheet.
@Suite(.checksInvariants) @MainActor
struct PopoverAdaptationTests {
  /// Seed 003's URL screen: a popover that is its own delegate and sizes itself.
  final class URLViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    var keepsPopover = true
    var asked: [String] = []
    override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      modalPresentationStyle = .popover
      popoverPresentationController?.delegate = self
      preferredContentSize = CGSize(width: 280, height: 60)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
      asked.append("w\(traitCollection.horizontalSizeClass)h\(traitCollection.verticalSizeClass)")
      return keepsPopover ? .none : adaptivePresentationStyle(for: controller)
    }
  }

  private func hostImageScreen(on device: Device, _ orientation: UIInterfaceOrientation = .portrait) -> (UIWindow, UIViewController, UIBarButtonItem) {
    let image = UIViewController()
    let urlItem = UIBarButtonItem(title: "URL")
    image.navigationItem.leftBarButtonItem = urlItem
    let navigation = UINavigationController(rootViewController: image)
    let window = makeVisibleWindow(root: navigation, device: device, orientation: orientation)
    return (window, image, urlItem)
  }

  @Test(arguments: [
    (Device.iPhoneSE, CGRect(x: 10, y: 77, width: 280, height: 60)),
    (.iPhone16, CGRect(x: 10, y: 116, width: 280, height: 60)),
    (.iPhone16ProMax, CGRect(x: 10, y: 119, width: 280, height: 60)),
  ])
  func SC34_noneKeepsARealPopoverOnIPhoneSizedFromPreferredContentSize(device: Device, expected: CGRect) {
    let (window, image, urlItem) = hostImageScreen(on: device)
    let url = URLViewController()
    url.popoverPresentationController!.barButtonItem = urlItem
    image.present(url, animated: false)
    let controller = url.popoverPresentationController!
    #expect(url.asked == ["wChR"])
    #expect(controller.effectivePresentationStyle == .popover)
    #expect(url.view.frameInWindow == expected)
    #expect(controller.arrowDirection == .up)
    #expect(url.traitCollection.horizontalSizeClass == .compact)
    #expect(HierarchyDump.describe(window).contains("<URLViewController> [presented popover] w:C h:R \(HierarchyDump.format(expected)) appeared"))
    // The image screen stays on screen behind the popover.
    #expect(image.view.window === window)
    #expect(controller.presentationGeometry.isPresenterVisible)
  }

  @Test func SC34_popoverStaysAPopoverWhenTheIPhoneRotates() {
    let (window, image, urlItem) = hostImageScreen(on: .iPhone16)
    let url = URLViewController()
    url.popoverPresentationController!.barButtonItem = urlItem
    image.present(url, animated: false)
    window.rotate(to: .landscapeLeft)
    #expect(url.asked == ["wChR", "wChC"])
    #expect(url.popoverPresentationController!.effectivePresentationStyle == .popover)
    // Below the compact 32 pt bar of an iPhone in landscape (no status bar): 32 + the arrow.
    #expect(url.view.frameInWindow == CGRect(x: 10, y: 45, width: 280, height: 60))
  }

  @Test(arguments: [
    (Device.iPhoneSE, UIInterfaceOrientation.portrait, CGRect(x: 0, y: 30, width: 375, height: 637)),
    (.iPhone16, .portrait, CGRect(x: 0, y: 69, width: 393, height: 783)),
    (.iPhone16, .landscapeLeft, CGRect(x: 0, y: 0, width: 852, height: 393)),
    (.iPhone16ProMax, .landscapeLeft, CGRect(x: 0, y: 0, width: 956, height: 440)),
  ])
  func SC35_withoutNoneThePopoverAdaptsToASheet(device: Device, orientation: UIInterfaceOrientation, expected: CGRect) {
    let (window, image, urlItem) = hostImageScreen(on: device, orientation)
    let url = URLViewController()
    url.keepsPopover = false
    url.popoverPresentationController!.barButtonItem = urlItem
    image.present(url, animated: false)
    let controller = url.popoverPresentationController!
    #expect(controller.effectivePresentationStyle == .formSheet)
    #expect(controller.arrowDirection == .unknown)
    #expect(url.view.frameInWindow == expected)
    #expect(controller.presentationGeometry.arrowPoint == nil)
    #expect(controller.simulateInteractiveDismissal() == .dismissed)
    #expect(image.presentedViewController == nil)
    _ = window
  }

  @Test func R84_adaptiveSheetIsConfigurableInPrepare() {
    final class Delegate: UIAdaptivePresentationControllerDelegate {
      func presentationController(_ presentationController: UIPresentationController, prepare adaptivePresentationController: UIPresentationController) {
        let sheet = adaptivePresentationController as? UISheetPresentationController
        sheet?.detents = [.medium(), .large()]
        sheet?.prefersGrabberVisible = true
      }
    }
    let delegate = Delegate()
    let (_, image, urlItem) = hostImageScreen(on: .iPhone16)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.popoverPresentationController!.barButtonItem = urlItem
    content.popoverPresentationController!.delegate = delegate
    image.present(content, animated: false)
    let controller = content.popoverPresentationController!
    #expect(controller.adaptiveSheetPresentationController.detents.map(\.identifier) == [.medium, .large])
    #expect(content.view.frameInWindow == CGRect(x: 0, y: 443, width: 393, height: 409))
    #expect(controller.presentationGeometry.isGrabberVisible)
    #expect(controller.presentationGeometry.presenterScale == 1)
  }

  @Test func R84_iPadKeepsThePopoverAndItsContentIsCompact() {
    let (_, image, urlItem) = hostImageScreen(on: .iPadPro13)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 280, height: 60)
    content.popoverPresentationController!.barButtonItem = urlItem
    image.present(content, animated: false)
    #expect(content.popoverPresentationController!.effectivePresentationStyle == .popover)
    #expect(content.view.frameInWindow == CGRect(x: 10, y: 81, width: 280, height: 60))
    #expect(content.traitCollection.horizontalSizeClass == .compact)
    #expect(image.traitCollection.horizontalSizeClass == .regular)
  }

  /// A popover segue sets `.popover` again after the controller made itself the delegate
  /// (`awakeFromNib`): the presentation controller and its delegate stay, so `.none` keeps the
  /// popover on iPhone.
  @Test func R78_popoverDelegateSurvivesSettingTheSameStyle() throws {
    let (_, image, urlItem) = hostImageScreen(on: .iPhone16)
    let url = URLViewController()
    let controller = try #require(url.popoverPresentationController)
    url.modalPresentationStyle = .popover
    #expect(url.popoverPresentationController === controller)
    #expect(controller.delegate === url)
    controller.barButtonItem = urlItem
    image.present(url, animated: false)
    #expect(url.asked == ["wChR"])
    #expect(controller.effectivePresentationStyle == .popover)
    #expect(url.view.frameInWindow == CGRect(x: 10, y: 116, width: 280, height: 60))
  }

  /// Another style ends the popover presentation controller (nil for other styles); going back to
  /// `.popover` makes a new one, without the old delegate.
  @Test func R78_anotherStyleReplacesThePresentationController() throws {
    let url = URLViewController()
    let popover = try #require(url.popoverPresentationController)
    url.modalPresentationStyle = .formSheet
    #expect(url.popoverPresentationController == nil)
    #expect(url.sheetPresentationController != nil)
    url.modalPresentationStyle = .popover
    let again = try #require(url.popoverPresentationController)
    #expect(again !== popover)
    #expect(again.delegate == nil)
  }
}
