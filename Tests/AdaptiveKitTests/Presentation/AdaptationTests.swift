import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// R61–R62, SC26: adaptation decided against the presenter's traits, and the delegate's calls in
/// UIKit's order.
@Suite(.checksInvariants) @MainActor
struct AdaptationTests {
  let log = CallLog()

  private func effectiveStyle(_ style: UIModalPresentationStyle, on device: Device, _ orientation: UIInterfaceOrientation) -> UIModalPresentationStyle {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: device, orientation: orientation)
    let presented = UIViewController()
    presented.modalPresentationStyle = style
    presented.popoverPresentationController?.sourceView = root.view
    root.present(presented, animated: false)
    return presented.presentationController!.effectivePresentationStyle
  }

  @Test func R61_adaptationTable() {
    // (style, iPhone portrait: compact width; iPhone landscape: compact both;
    //  Pro Max landscape: regular width, compact height; iPad: regular)
    let table: [(UIModalPresentationStyle, [UIModalPresentationStyle])] = [
      (.pageSheet, [.pageSheet, .fullScreen, .fullScreen, .pageSheet]),
      (.formSheet, [.formSheet, .fullScreen, .fullScreen, .formSheet]),
      (.popover, [.formSheet, .formSheet, .formSheet, .popover]),
      (.fullScreen, [.fullScreen, .fullScreen, .fullScreen, .fullScreen]),
      (.overFullScreen, [.overFullScreen, .overFullScreen, .overFullScreen, .overFullScreen]),
      (.overCurrentContext, [.overCurrentContext, .overCurrentContext, .overCurrentContext, .overCurrentContext]),
      (.custom, [.custom, .custom, .custom, .custom]),
    ]
    let environments: [(Device, UIInterfaceOrientation)] = [
      (.iPhone16, .portrait), (.iPhone16, .landscapeLeft), (.iPhone16ProMax, .landscapeLeft), (.iPadAir11, .landscapeLeft),
    ]
    for (style, expected) in table {
      let actual = environments.map { effectiveStyle(style, on: $0.0, $0.1) }
      #expect(actual == expected, "\(style)")
    }
  }

  @Test func R62_delegateOrderWhenTheStyleAdapts() {
    let delegate = RecordingPresentationDelegate(log: log)
    delegate.style = { _ in .fullScreen }
    let root = RecordingViewController("A", log: log)
    _ = makeVisibleWindow(root: root, device: .iPhone16)
    let sheet = RecordingViewController("S", log: log)
    sheet.presentationController!.delegate = delegate
    log.clear()
    root.present(sheet, animated: true) { self.log.record("completion") }
    #expect(log.entries == [
      "delegate.adaptiveStyle(traits: wChR) -> fullScreen",
      "delegate.viewControllerForAdaptiveStyle(fullScreen)",
      "delegate.prepare(UISheetPresentationController)",
      "delegate.willPresentWithAdaptiveStyle(fullScreen, coordinator: false)",
      "S.viewDidLoad", "A.viewWillDisappear", "S.viewWillAppear(presented)", "S.viewDidAppear", "A.viewDidDisappear",
      "completion",
    ])
  }

  @Test func R62_willPresentWithNoneWhenNothingAdapts() {
    let delegate = RecordingPresentationDelegate(log: log)
    delegate.style = { _ in .fullScreen }
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPadAir11)
    let sheet = UIViewController()
    sheet.presentationController!.delegate = delegate
    root.present(sheet, animated: false)
    // In a regular environment the adaptation question is not asked at all.
    #expect(log.entries == ["delegate.willPresentWithAdaptiveStyle(none, coordinator: false)"])
    #expect(sheet.presentationController!.effectivePresentationStyle == .pageSheet)
  }

  @Test func R62_legacyVariantIsAskedWhenTheTraitVariantIsNotImplemented() {
    let delegate = RecordingPresentationDelegate(log: log)
    delegate.legacyStyle = .overFullScreen
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhone16)
    let sheet = UIViewController()
    sheet.presentationController!.delegate = delegate
    root.present(sheet, animated: false)
    #expect(log.entries.first == "delegate.adaptiveStyle -> overFullScreen")
    #expect(sheet.presentationController!.effectivePresentationStyle == .overFullScreen)
    #expect(sheet.view.frameInWindow == window.bounds)
    #expect(root.view.window === window)
  }

  @Test func R62_invalidAnswersFallBackToTheControllersDefault() {
    for answer in [UIModalPresentationStyle.popover, .pageSheet, .currentContext, .custom] {
      let delegate = RecordingPresentationDelegate(log: log)
      delegate.style = { _ in answer }
      let root = UIViewController()
      _ = makeVisibleWindow(root: root, device: .iPhone16, orientation: .landscapeLeft)
      let sheet = UIViewController()
      sheet.presentationController!.delegate = delegate
      root.present(sheet, animated: false)
      #expect(sheet.presentationController!.effectivePresentationStyle == .fullScreen, "\(answer)")
    }
  }

  @Test func R62_noneKeepsTheOriginalStyleInCompactHeight() {
    let delegate = RecordingPresentationDelegate(log: log)
    delegate.style = { _ in .none }
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPhone16, orientation: .landscapeLeft)
    let form = UIViewController()
    form.modalPresentationStyle = .formSheet
    form.presentationController!.delegate = delegate
    root.present(form, animated: false)
    #expect(form.presentationController!.effectivePresentationStyle == .formSheet)
    #expect(log.entries.last == "delegate.willPresentWithAdaptiveStyle(none, coordinator: false)")
    #expect(root.view.window != nil)
  }

  @Test func SC26_fullScreenInCompactWidthOnIPhoneSheetOnIPad() {
    for (device, expected) in [(Device.iPhone16, UIModalPresentationStyle.fullScreen), (.iPhoneSE, .fullScreen), (.iPadAir11, .pageSheet), (.iPadPro13, .pageSheet)] {
      let delegate = RecordingPresentationDelegate(log: log)
      delegate.style = { traits in traits.horizontalSizeClass == .compact ? .fullScreen : .none }
      let root = UIViewController()
      let window = makeVisibleWindow(root: root, device: device)
      let settings = UIViewController()
      settings.presentationController!.delegate = delegate
      root.present(settings, animated: false)
      #expect(settings.presentationController!.effectivePresentationStyle == expected, "\(device.name)")
      #expect((settings.view.frameInWindow == window.bounds) == (expected == .fullScreen), "\(device.name)")
    }
  }

  @Test func R62_substituteIsShownInsteadOfThePresentedController() {
    let delegate = RecordingPresentationDelegate(log: log)
    delegate.substitute = { original in UINavigationController(rootViewController: original) }
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhone16)
    let content = RecordingViewController("P", log: log)
    content.modalPresentationStyle = .popover
    content.popoverPresentationController!.sourceView = root.view
    content.popoverPresentationController!.delegate = delegate
    log.clear()
    root.present(content, animated: false)
    let navigation = try! #require(content.parent as? UINavigationController)
    #expect(root.presentedViewController === navigation)
    #expect(navigation.presentingViewController === root)
    #expect(content.presentingViewController === root)
    #expect(navigation.presentationController === content.popoverPresentationController)
    #expect(content.presentationController!.presentedViewController === content)
    #expect(content.presentationController!.presentedView === navigation.view)
    #expect(navigation.view.frameInWindow == CGRect(x: 0, y: 69, width: 393, height: 783))
    #expect(content.view.window === window)
    #expect(log.entries == [
      "delegate.adaptiveStyle -> automatic",
      "delegate.viewControllerForAdaptiveStyle(formSheet)",
      // The delegate wraps the content in a navigation controller here.
      "P.willMove(parent)", "P.didMove(parent)",
      "delegate.prepare(UISheetPresentationController)",
      "delegate.willPresentWithAdaptiveStyle(formSheet, coordinator: false)",
      "delegate.prepareForPopoverPresentation",
      "P.traitCollectionDidChange(CR)",
      "P.viewDidLoad", "P.viewWillAppear", "P.viewDidAppear",
    ])
    #expect(HierarchyDump.describe(window).contains("<UINavigationController> [presented formSheet from popover]"))
    content.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
  }

  /// R62 [INF]: a presented controller moved out of the adaptation delegate's substitute (made a
  /// tab) is presented again in its own place once the window is wide enough for the style, and
  /// the tab bar controller lets it go as when another container adopts it (legacy fuzz seed
  /// 900000070 left it named among the tabs, in no container).
  @Test func R62_aControllerMovedOutOfItsSubstituteLeavesItsNewContainerWhenTheSubstituteIsUndone() {
    let delegate = RecordingPresentationDelegate(log: log)
    delegate.substitute = { original in UINavigationController(rootViewController: original) }
    let first = RecordingViewController("A", log: log)
    let second = RecordingViewController("B", log: log)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let window = makeVisibleWindow(root: tabs, device: .iPhone16)
    let content = RecordingViewController("P", log: log)
    content.modalPresentationStyle = .popover
    content.popoverPresentationController!.sourceView = tabs.view
    content.popoverPresentationController!.delegate = delegate
    tabs.present(content, animated: false)
    #expect(content.parent is UINavigationController)
    tabs.setViewControllers([first, second, content], animated: false)
    #expect(tabs.viewControllers?.last === content && content.parent === tabs)
    window.resize(to: CGSize(width: 1024, height: 1366))
    #expect(tabs.viewControllers?.count == 2 && tabs.viewControllers?.last === second)
    #expect(content.parent == nil)
    #expect(tabs.presentedViewController === content && content.presentingViewController === tabs)
    #expect(content.view.window === window && content.appearanceState == .appeared)
    content.dismiss(animated: false)
    #expect(tabs.presentedViewController == nil && tabs.viewControllers?.count == 2)
  }
}

@Suite(.checksInvariants) @MainActor
struct NonAdaptingStyleTests {
  @Test func R61_fullScreenStylesDoNotAskTheDelegate() {
    let log = CallLog()
    for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .overCurrentContext] {
      let delegate = RecordingPresentationDelegate(log: log)
      delegate.style = { _ in .formSheet }
      let root = UIViewController()
      _ = makeVisibleWindow(root: root, device: .iPhone16)
      let presented = UIViewController()
      presented.modalPresentationStyle = style
      presented.presentationController!.delegate = delegate
      log.clear()
      root.present(presented, animated: false)
      #expect(log.entries == ["delegate.willPresentWithAdaptiveStyle(none, coordinator: false)"], "\(style)")
      #expect(presented.presentationController!.effectivePresentationStyle == style)
    }
  }
}

@Suite(.checksInvariants) @MainActor
struct LegacyAdaptationDelegateTests {
  /// Implements only the legacy `adaptivePresentationStyle(for:)`.
  final class LegacyOnly: UIAdaptivePresentationControllerDelegate {
    var answer: UIModalPresentationStyle
    init(_ answer: UIModalPresentationStyle) { self.answer = answer }
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { answer }
  }

  @Test func R62_legacyVariantCannotAnswerFormSheet() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPhone16, orientation: .landscapeLeft)
    let legacy = LegacyOnly(.formSheet)
    let sheet = UIViewController()
    sheet.presentationController!.delegate = legacy
    root.present(sheet, animated: false)
    // .formSheet is valid only from the trait-collection variant: the sheet's own choice applies.
    #expect(sheet.presentationController!.effectivePresentationStyle == .fullScreen)
    legacy.answer = .overFullScreen
    let other = UIViewController()
    other.presentationController!.delegate = legacy
    sheet.present(other, animated: false)
    #expect(other.presentationController!.effectivePresentationStyle == .overFullScreen)
    let log = CallLog()
    let modern = RecordingPresentationDelegate(log: log)
    modern.style = { _ in .formSheet }
    let third = UIViewController()
    third.presentationController!.delegate = modern
    other.present(third, animated: false)
    #expect(third.presentationController!.effectivePresentationStyle == .formSheet)
  }
}
