import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Deterministic walks through presentations, rotations, resizes, content size changes, swipes and
/// dismissals on every device; the hierarchy invariants and the geometry's basic promises must
/// hold after every step.
@Suite(.checksInvariants) @MainActor
struct PresentationExplorationTests {
  /// A small linear congruential generator: the same seed gives the same walk.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  final class AdaptingDelegate: UIPopoverPresentationControllerDelegate {
    var answer: UIModalPresentationStyle = .automatic
    var wraps = false
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { answer }
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
      wraps ? UINavigationController(rootViewController: controller.presentedViewController) : nil
    }
  }

  @Test(arguments: Array(1...24))
  func randomWalkKeepsTheHierarchyConsistent(seed: Int) {
    var random = Generator(state: UInt64(seed) &* 2654435761)
    let device = Device.all[random.next(Device.all.count)]
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: device)
    let delegates = (0..<4).map { _ in AdaptingDelegate() }
    let styles: [UIModalPresentationStyle] = [.pageSheet, .formSheet, .popover, .fullScreen, .overFullScreen, .automatic, .currentContext, .overCurrentContext, .custom]
    var trace: [String] = []
    for step in 0..<80 {
      let top = window.presentationControllers.last?.shownViewController ?? root
      let action = random.next(9)
      trace.append("\(action)")
      switch action {
      case 0, 1:
        let presented = random.next(3) == 0 ? UINavigationController(rootViewController: UIViewController()) : UIViewController()
        presented.modalPresentationStyle = styles[random.next(styles.count)]
        presented.preferredContentSize = CGSize(width: [0, 300, 700][random.next(3)], height: [0, 200, 900][random.next(3)])
        presented.popoverPresentationController?.sourceView = top.view
        let delegate = delegates[random.next(delegates.count)]
        delegate.answer = [.automatic, .none, .fullScreen, .formSheet, .overFullScreen, .pageSheet][random.next(6)]
        delegate.wraps = random.next(3) == 0
        presented.presentationController?.delegate = delegate
        if let sheet = presented.sheetPresentationController, random.next(2) == 0 {
          sheet.detents = [.medium(), .large()]
          sheet.prefersEdgeAttachedInCompactHeight = random.next(2) == 0
        }
        trace[trace.count - 1] += " present \(presented.modalPresentationStyle) delegate \(delegate.answer) wraps \(delegate.wraps) size \(presented.preferredContentSize)"
        top.present(presented, animated: random.next(2) == 0)
      case 2:
        window.rotate(to: [.portrait, .landscapeLeft, .landscapeRight][random.next(3)])
      case 3 where device.idiom == .pad:
        let widths: [CGFloat] = [320, 375, 507, 694, window.bounds.width]
        window.resize(to: CGSize(width: widths[random.next(widths.count)], height: window.bounds.height))
      case 4:
        window.preferredContentSizeCategory = UIContentSizeCategory.allSpecified[random.next(UIContentSizeCategory.allSpecified.count)]
      case 5:
        window.presentationControllers.last?.simulateInteractiveDismissal(completing: random.next(3) != 0)
      case 6:
        if let navigation = window.presentationControllers.last?.shownViewController as? UINavigationController, random.next(2) == 0 {
          navigation.pushViewController(UIViewController(), animated: random.next(2) == 0)
        } else {
          window.presentationControllers.last?.shownViewController.isModalInPresentation.toggle()
        }
      case 7:
        let list = window.presentationControllers
        if !list.isEmpty { list[random.next(list.count)].shownViewController.dismiss(animated: random.next(2) == 0) }
      default:
        (window.presentationControllers.last?.presentedViewController.sheetPresentationController)?.simulateDrag(toDetent: [.medium, .large][random.next(2)])
      }
      let problems = HierarchyInvariants.violations(in: window)
      trace.append(HierarchyDump.describe(window))
      #expect(problems.isEmpty, "seed \(seed) step \(step) on \(device.name):\n\(problems.joined(separator: "\n"))\n\(HierarchyDump.describe(window))\n\(trace.joined(separator: "\n"))")
      if !problems.isEmpty { return }
      for presentation in window.presentationControllers {
        let geometry = presentation.presentationGeometry
        #expect(window.bounds.contains(geometry.frame), "seed \(seed) step \(step): \(geometry.frame) \(geometry.style) outside \(window.bounds)\n\(trace.suffix(12).joined(separator: "\n"))")
        if !window.bounds.contains(geometry.frame) { return }
        #expect(geometry.frame.width > 0 && geometry.frame.height > 0, "seed \(seed) step \(step) \(geometry.frame) \(geometry.style)\n\(HierarchyDump.describe(window))\n\(trace.joined(separator: "\n"))")
        if !(geometry.frame.height > 0) { return }
      }
    }
    _ = delegates
  }
}
