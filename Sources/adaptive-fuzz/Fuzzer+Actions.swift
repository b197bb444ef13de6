import AdaptiveKit
import Foundation

/// The actions the driver draws, each a random use of public API, and the callbacks that act
/// (re-entrant calls from inside a transition).
extension Fuzzer {
  // MARK: Callbacks that act

  func maybeAct(during callback: String) {
    guard nesting < 2, failure == nil else { return }
    if armed > 0 {
      armed -= 1
    } else if !random.chance(4) {
      return
    }
    nesting += 1
    record("from \(callback):")
    act()
    if tracing { for window in windows { print(HierarchyDump.describe(window)) } }
    nesting -= 1
  }

  // MARK: Actions

  /// Draws an action kind of the run's mix (``ActionMix``) and plays it.
  func act() {
    let kinds = mix.kinds
    var kind = random.int(kinds)
    for _ in 0..<kinds where skipped.contains(kind) { kind = (kind + 1) % kinds }
    guard !skipped.contains(kind) else { return }
    switch kind {
    case 0: pushAction()
    case 1: popAction()
    case 2: setStackAction()
    case 3: tabsAction()
    case 4: splitAction()
    case 5, 6: presentAction()
    case 7: dismissAction()
    case 8: gestureAction()
    case 9: windowTransitionAction()
    case 10: containmentAction()
    case 11: traitOverrideAction()
    case 12: rootAction()
    case 13: sizeAction()
    case 14: showAction()
    case 15: windowsAction()
    case 16: popToAction()
    case 17: badWindowAction()
    case 20: splitWidthAction()
    case 21: sameControllerAction()
    case 22: windowLifecycleAction()
    case 23: reentrantAction()
    case 24, 25: tabObjectsAction()
    case 26: inspectorAction()
    case 27: freeWindowAction()
    case 28: arrangementAction()
    default: presentAction()
    }
  }

  func pushAction() {
    guard let navigation = any(UINavigationController.self) else { return }
    let pushed = random.chance(85) ? leaf("p\(counter)") : anyController()
    counter += 1
    record("push \(pushed.debugName) on \(navigation.debugName)")
    navigation.pushViewController(pushed, animated: random.chance(50))
  }

  func popAction() {
    guard let navigation = any(UINavigationController.self) else { return }
    record("pop \(navigation.debugName)")
    navigation.popViewController(animated: random.chance(50))
  }

  func popToAction() {
    guard let navigation = any(UINavigationController.self) else { return }
    if random.chance(50) {
      record("popToRoot \(navigation.debugName)")
      navigation.popToRootViewController(animated: random.chance(50))
    } else {
      let target = random.pick(navigation.viewControllers) ?? anyController()
      record("popTo \(target.debugName) on \(navigation.debugName)")
      navigation.popToViewController(target, animated: false)
    }
  }

  func setStackAction() {
    guard let navigation = any(UINavigationController.self) else { return }
    var stack = navigation.viewControllers.filter { _ in random.chance(70) }
    for _ in 0..<random.int(3) { stack.append(random.chance(70) ? leaf("s\(counter)") : anyController()); counter += 1 }
    if random.chance(10), let duplicate = stack.first { stack.append(duplicate) }
    record("setViewControllers \(stack.map(\.debugName)) on \(navigation.debugName)")
    navigation.setViewControllers(stack, animated: random.chance(50))
  }

  func tabsAction() {
    guard let tabs = any(UITabBarController.self) else { return }
    switch random.int(3) {
    case 0:
      var list = (tabs.viewControllers ?? []).filter { _ in random.chance(70) }
      for _ in 0..<random.int(4) { list.append(random.chance(70) ? leaf("t\(counter)") : anyController()); counter += 1 }
      if random.chance(10), let duplicate = list.first { list.append(duplicate) }
      record("tabs setViewControllers \(list.map(\.debugName)) on \(tabs.debugName)")
      tabs.setViewControllers(list, animated: false)
    case 1:
      let index = random.int(8)
      record("tabs selectedIndex \(index) on \(tabs.debugName)")
      tabs.selectedIndex = index
    default:
      let index = random.int(6)
      record("tabs tap \(index) on \(tabs.debugName)")
      tabs.simulateTap(onTabAt: index)
    }
  }

  func splitAction() {
    guard let split = any(UISplitViewController.self) else { return }
    switch random.int(4) {
    case 0:
      let column: UISplitViewController.Column = [.primary, .secondary, .supplementary, .compact][random.int(4)]
      let controller = random.chance(70) ? leaf("col\(counter)") : anyController()
      counter += 1
      record("split setViewController \(controller.debugName) for \(column) on \(split.debugName)")
      split.setViewController(controller, for: column)
    case 1:
      let mode: UISplitViewController.DisplayMode = [.automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary][random.int(4)]
      record("split preferredDisplayMode \(mode)")
      split.preferredDisplayMode = mode
    case 2:
      record("split presentation gesture")
      _ = split.simulatePresentationGesture()
    default:
      record("split tap on dimmed secondary")
      _ = split.simulateTapOnDimmedSecondary()
    }
  }

  func presentAction() {
    let source = anyController()
    let presented = random.chance(85) ? makeController() : anyController()
    let styles: [UIModalPresentationStyle] = [.automatic, .pageSheet, .formSheet, .popover, .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom]
    presented.modalPresentationStyle = styles[random.int(styles.count)]
    if presented.modalPresentationStyle == .popover { presented.popoverPresentationController?.sourceView = source.view }
    if random.chance(30) {
      let delegate = adaptationDelegates[random.int(adaptationDelegates.count)]
      delegate.style = [.none, .fullScreen, .formSheet, .overFullScreen, .pageSheet][random.int(5)]
      let kind = random.int(5)
      delegate.answer = { [unowned self] controller in
        switch kind {
        case 0: return controller.presentingViewController
        case 1: return self.pool.first { $0.parent != nil }
        case 2: return UINavigationController(rootViewController: controller.presentedViewController)
        default: return nil
        }
      }
      presented.presentationController?.delegate = delegate
    }
    if let sheet = presented.sheetPresentationController, random.chance(40) {
      sheet.detents = random.chance(50) ? [.medium(), .large()] : [.custom { [unowned self] _ in [CGFloat.nan, 120, -5, .infinity][self.resolverRandom.int(4)] }, .large()]
    }
    record("present \(presented.debugName) \(presented.modalPresentationStyle) from \(source.debugName)")
    let act = random.chance(10)
    source.present(presented, animated: random.chance(50)) { [unowned self] in
      if act { self.maybeActAlways(during: "present completion") }
    }
  }

  func maybeActAlways(during callback: String) {
    guard nesting < 2, failure == nil else { return }
    nesting += 1
    record("from \(callback):")
    act()
    if tracing { for window in windows { print(HierarchyDump.describe(window)) } }
    nesting -= 1
  }

  func dismissAction() {
    let presentations = windows.flatMap(\.presentationControllers)
    let target = random.pick(presentations.map(\.presentedViewController)) ?? anyController()
    record("dismiss from \(target.debugName)")
    let act = random.chance(10)
    target.dismiss(animated: random.chance(50)) { [unowned self] in
      if act { self.maybeActAlways(during: "dismiss completion") }
    }
  }

  func gestureAction() {
    guard let presentation = random.pick(windows.flatMap(\.presentationControllers)) else { return }
    switch random.int(3) {
    case 0:
      record("swipe to dismiss \(presentation.presentedViewController.debugName)")
      _ = presentation.simulateInteractiveDismissal(completing: random.chance(70))
    case 1:
      record("drag sheet of \(presentation.presentedViewController.debugName)")
      _ = (presentation as? UISheetPresentationController)?.simulateDrag(toDetent: [.medium, .large][random.int(2)])
    default:
      record("tap outside popover of \(presentation.presentedViewController.debugName)")
      _ = (presentation as? UIPopoverPresentationController)?.simulateTapOutside(on: nil)
    }
  }

  func windowTransitionAction() {
    guard let window = random.pick(windows) else { return }
    switch random.int(4) {
    case 0:
      let orientation: UIInterfaceOrientation = [.portrait, .landscapeLeft, .landscapeRight][random.int(3)]
      // A Duo (current mix) folds or unfolds half the time instead (its own stream: see `duoRandom`).
      if window.device?.isFoldable == true, duoRandom.chance(50), let posture = duoRandom.pick(Device.Posture.allCases) {
        record("fold to \(posture)")
        window.fold(to: posture)
        stats.count("fold")
        stats.count("foldedToInnerDisplay", if: posture.showsInnerDisplay && window.traitCollection.horizontalSizeClass == .regular)
        return
      }
      record("rotate to \(orientation)")
      window.rotate(to: orientation)
    case 1:
      let size = CGSize(width: [320, 375, 507, 694, 1024, 1366][random.int(6)], height: [768, 1024, 1366][random.int(3)])
      record("resize to \(size)")
      window.resize(to: size)
    case 2:
      let category = UIContentSizeCategory.allSpecified[random.int(UIContentSizeCategory.allSpecified.count)]
      record("content size category \(category)")
      window.preferredContentSizeCategory = category
    default:
      record("layout direction flip")
      window.layoutDirection = window.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
    }
  }

  func containmentAction() {
    // Manual containment is what custom containers (plain controllers) do; the standard
    // containers manage their own children.
    guard let parent = random.pick(pool.filter { $0 is FuzzController }) else { return }
    let child = anyController()
    if random.chance(50) {
      record("addChild \(child.debugName) to \(parent.debugName)")
      parent.addChild(child)
      // As a well-behaved container: loading or laying out the parent's view runs callbacks that
      // may take the child away again, so the child's view goes in only if it is still a child.
      guard child.parent === parent else { return }
      let container = parent.view!
      let childView = child.view!
      guard child.parent === parent else { return }
      container.addSubview(childView)
      child.didMove(toParent: parent)
    } else if child.parent != nil, !(child.parent is UINavigationController), !(child.parent is UITabBarController), !(child.parent is UISplitViewController),
              !(child.parent is UIArrangementViewController) {
      record("removeFromParent \(child.debugName)")
      let formerParent = child.parent
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      // As a well-behaved container, again: the view's removal runs appearance callbacks that may
      // give the child to another container (a push from its viewDidDisappear), which keeps it.
      guard child.parent === formerParent else { return }
      child.removeFromParent()
    }
  }

  func traitOverrideAction() {
    let controller = anyController()
    guard let child = random.pick(controller.children) else { return }
    let override: UITraitCollection? = random.chance(30) ? nil : UITraitCollection(horizontalSizeClass: [.compact, .regular][random.int(2)])
    record("override traits of \(child.debugName)")
    controller.setOverrideTraitCollection(override, forChild: child)
  }

  func rootAction() {
    guard let window = random.pick(windows) else { return }
    let root = random.chance(15) ? nil : anyController()
    // Making the root may run callbacks that release this window; a released window is not used
    // (AdaptiveKit does not tear down a window freed while it shows a root: see MisuseAndInvariants).
    guard windows.contains(where: { $0 === window }) else { return }
    record("root of window = \(root?.debugName ?? "nil")")
    window.rootViewController = root
  }

  func sizeAction() {
    let controller = anyController()
    let values: [CGFloat] = [0, 200, 500, .nan, .infinity, -10, 1e12]
    let size = CGSize(width: values[random.int(values.count)], height: values[random.int(values.count)])
    record("preferredContentSize \(size) on \(controller.debugName)")
    controller.preferredContentSize = size
  }

  func badWindowAction() {
    guard let window = random.pick(windows) else { return }
    let size = hostileSize()
    record("resize to \(size)")
    window.resize(to: size)
  }

  /// A size whose sides may be NaN, ±infinity, huge, negative, zero or tiny.
  func hostileSize() -> CGSize {
    let values: [CGFloat] = [.nan, .infinity, -.infinity, -100, 1e12, .greatestFiniteMagnitude, 0, 1e-300, 500, 1024]
    return CGSize(width: values[random.int(values.count)], height: values[random.int(values.count)])
  }

  /// A column width or fraction: NaN, ±infinity, huge, negative, a fraction out of 0...1, a
  /// plausible value or the automatic dimension.
  func splitWidthAction() {
    guard let split = any(UISplitViewController.self) else { return }
    let values: [CGFloat] = [.nan, .infinity, -.infinity, 1e12, .greatestFiniteMagnitude, -50, 0, 0.3, 2, 320, UISplitViewController.automaticDimension]
    let value = values[random.int(values.count)]
    let property = random.int(8)
    record("split width property \(property) = \(value) on \(split.debugName)")
    switch property {
    case 0: split.preferredPrimaryColumnWidthFraction = value
    case 1: split.preferredPrimaryColumnWidth = value
    case 2: split.minimumPrimaryColumnWidth = value
    case 3: split.maximumPrimaryColumnWidth = value
    case 4: split.preferredSupplementaryColumnWidthFraction = value
    case 5: split.preferredSupplementaryColumnWidth = value
    case 6: split.minimumSupplementaryColumnWidth = value
    default: split.maximumSupplementaryColumnWidth = value
    }
  }

  /// The same controller in several places: in two columns of a split or of two splits, in every
  /// column at once, or pushed or made a tab while it is shown elsewhere.
  func sameControllerAction() {
    let columns: [UISplitViewController.Column] = [.primary, .supplementary, .secondary, .compact]
    switch random.int(4) {
    case 0:
      guard let split = any(UISplitViewController.self), let other = any(UISplitViewController.self) else { return }
      guard let controller = random.pick(columns.compactMap { other.viewController(for: $0) }) else { return }
      let column = columns[random.int(columns.count)]
      record("split setViewController \(controller.debugName) (held by \(other.debugName)) for \(column) on \(split.debugName)")
      split.setViewController(controller, for: column)
    case 1:
      guard let split = any(UISplitViewController.self) else { return }
      let controller = random.chance(50) ? leaf("every\(counter)") : anyController()
      counter += 1
      record("split setViewController \(controller.debugName) for every column on \(split.debugName)")
      for column in columns { split.setViewController(controller, for: column) }
    case 2:
      guard let navigation = any(UINavigationController.self) else { return }
      let shown = random.pick(windows.flatMap { controllers(in: $0) }) ?? anyController()
      record("push shown \(shown.debugName) on \(navigation.debugName)")
      navigation.pushViewController(shown, animated: random.chance(50))
    default:
      guard let tabs = any(UITabBarController.self) else { return }
      let shown = random.pick(windows.flatMap { controllers(in: $0) }) ?? anyController()
      let list = (tabs.viewControllers ?? []) + [shown, shown]
      record("tabs setViewControllers \(list.map(\.debugName)) on \(tabs.debugName)")
      tabs.setViewControllers(list, animated: random.chance(50))
    }
  }

  /// A window released while it still shows its root, emptied and given a new root, or made key
  /// and visible again; a second window whose frame is hostile.
  func windowLifecycleAction() {
    switch random.int(4) {
    case 0:
      guard windows.count == 2 else { return }
      record("release window 2 while it shows its root")
      windows.removeLast()
    case 1:
      guard let window = random.pick(windows) else { return }
      record("empty a window")
      window.rootViewController = nil
      // A callback may have released the window meanwhile: a released window is not used.
      guard windows.contains(where: { $0 === window }) else { return }
      let root = anyController()
      guard windows.contains(where: { $0 === window }) else { return }
      record("reuse the window with \(root.debugName)")
      window.rootViewController = root
    case 2:
      guard let window = random.pick(windows) else { return }
      record("makeKeyAndVisible again")
      window.makeKeyAndVisible()
    default:
      guard windows.count < 2 else { return }
      let size = hostileSize()
      record("second window of size \(size)")
      let window = UIWindow(frame: CGRect(origin: .zero, size: size))
      window.rootViewController = random.chance(50) ? anyController() : makeController()
      window.makeKeyAndVisible()
      windows.append(window)
    }
  }

  /// Arms the next callbacks: the next callback of any kind acts (re-entrant calls), whatever the
  /// usual odds.
  func reentrantAction() {
    record("arm callbacks")
    armed = 1 + random.int(3)
  }

  func showAction() {
    let source = anyController()
    let shown = random.chance(80) ? leaf("show\(counter)") : anyController()
    counter += 1
    if random.chance(50) {
      record("show \(shown.debugName) from \(source.debugName)")
      source.show(shown, sender: nil)
    } else {
      record("showDetail \(shown.debugName) from \(source.debugName)")
      source.showDetailViewController(shown, sender: nil)
    }
  }

  func windowsAction() {
    if windows.count < 2, random.chance(50) {
      let window = makeWindow()
      record("second window")
      window.rootViewController = random.chance(50) ? anyController() : makeController()
      window.makeKeyAndVisible()
      windows.append(window)
    } else if windows.count == 2 {
      if random.chance(50) {
        record("move root of window 2 to window 1")
        windows[0].rootViewController = windows[1].rootViewController
      } else {
        record("release window 2")
        windows.removeLast().rootViewController = nil
      }
    }
  }
}
