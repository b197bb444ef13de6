import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A controller that supports only the orientations it is given.
@MainActor
private final class OrientationLockedViewController: UIViewController {
  let mask: UIInterfaceOrientationMask
  init(_ mask: UIInterfaceOrientationMask) {
    self.mask = mask
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { mask }
}

/// A split delegate that answers `splitViewControllerSupportedInterfaceOrientations(_:)`.
@MainActor
private final class OrientationDelegate: UISplitViewControllerDelegate {
  var answer: UIInterfaceOrientationMask
  var calls = 0
  init(_ answer: UIInterfaceOrientationMask) { self.answer = answer }
  func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask {
    calls += 1
    return answer
  }
}

/// R33: supported interface orientations and the split delegate's hook.
@Suite(.checksInvariants) @MainActor
struct SplitOrientationTests {
  @Test func R33_orientationMaskHasUIKitsRawValues() {
    #expect(UIInterfaceOrientationMask.portrait.rawValue == 2)
    #expect(UIInterfaceOrientationMask.portraitUpsideDown.rawValue == 4)
    #expect(UIInterfaceOrientationMask.landscapeRight.rawValue == 8)
    #expect(UIInterfaceOrientationMask.landscapeLeft.rawValue == 16)
    #expect(UIInterfaceOrientationMask.landscape.rawValue == 24)
    #expect(UIInterfaceOrientationMask.all.rawValue == 30)
    #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
    #expect(UIInterfaceOrientationMask.landscape.contains(UIInterfaceOrientation.landscapeLeft))
    #expect(UIInterfaceOrientationMask.allButUpsideDown.contains(UIInterfaceOrientation.portraitUpsideDown) == false)
    #expect(UIInterfaceOrientationMask.all.contains(UIInterfaceOrientation.unknown) == false)
  }

  @Test func R33_theDefaultIsAllOnPadAndAllButUpsideDownOnPhone() {
    let pad = UIWindow(device: .iPadAir11, orientation: .portrait)
    let padRoot = UIViewController()
    pad.rootViewController = padRoot
    pad.makeKeyAndVisible()
    #expect(padRoot.supportedInterfaceOrientations == .all)
    let phone = UIWindow(device: .iPhone16, orientation: .portrait)
    let phoneRoot = UIViewController()
    phone.rootViewController = phoneRoot
    phone.makeKeyAndVisible()
    #expect(phoneRoot.supportedInterfaceOrientations == .allButUpsideDown)
  }

  @Test func R33_theSplitAsksItsDelegateFirst() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    let delegate = OrientationDelegate(.landscape)
    md.split.delegate = delegate
    let root: UIViewController = md.split                        // through the base class's property
    #expect(root.supportedInterfaceOrientations == .landscape)
    #expect(delegate.calls == 1)
    delegate.answer = .portrait
    #expect(md.window.rootViewController?.supportedInterfaceOrientations == .portrait)
  }

  @Test func R33_withoutTheDelegateHookTheSplitAnswersFromItsChildren() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)             // its delegate does not implement the hook
    #expect(md.split.supportedInterfaceOrientations == .all)      // pad children: all
    let window = UIWindow(device: .iPadAir11, orientation: .landscapeLeft)
    let split = UISplitViewController()
    let primary = OrientationLockedViewController([.landscape, .portrait])
    let secondary = OrientationLockedViewController(.landscape)
    split.viewControllers = [primary, secondary]
    window.rootViewController = split
    window.makeKeyAndVisible()
    #expect(split.supportedInterfaceOrientations == .landscape)   // what both children support
    let delegate = OrientationDelegate([])                        // an empty answer: not implemented
    split.delegate = delegate
    #expect(split.supportedInterfaceOrientations == .landscape)
    #expect(delegate.calls == 1)
    delegate.answer = .all
    #expect(split.supportedInterfaceOrientations == .all)         // the delegate wins over the children
    let phone = MasterDetail(.iPhone16)                           // collapsed: the primary alone
    #expect(phone.split.viewControllers.count == 1)
    #expect(phone.split.supportedInterfaceOrientations == .allButUpsideDown)
  }
}
