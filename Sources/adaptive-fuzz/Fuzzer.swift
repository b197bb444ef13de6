import AdaptiveKit
import Foundation

/// The random-action driver: random public-API actions on one or two windows, checking after
/// every action the hierarchy invariants, the appearance rules and, at each reset, that every
/// controller is freed.
@MainActor
final class Fuzzer {
  /// The devices the fuzzer draws from: the catalog as it was when the recorded seeds were found, so
  /// a seed replays on the same device however the catalog grows.
  static let devices: [Device] = [.iPhoneSE, .iPhone16, .iPhone16ProMax, .iPadMini, .iPadAir11, .iPadPro13]
  var random: SeededGenerator
  /// The answers of the custom detents' resolvers: a stream of its own, seeded from the run's seed,
  /// so that a resolver may answer differently at each call without drawing from `random` (the
  /// library calls resolvers at times of its own choosing) and the run stays the same for a seed.
  var resolverRandom: SeededGenerator
  /// The iPhone Duo's draws (current mix): whether a device window is a Duo, and whether a Duo's
  /// rotation is a fold instead. A stream of its own, so that a run that makes no Duo draws from
  /// `random` exactly as before the Duo existed and its seed replays the same run.
  var duoRandom: SeededGenerator
  var windows: [UIWindow] = []
  var pool: [UIViewController] = []
  var created: [WeakController] = []
  var navigationDelegate = FuzzNavigationDelegate()
  var splitDelegate = FuzzSplitDelegate()
  var tabBarDelegate = FuzzTabBarDelegate()
  var adaptationDelegates = [FuzzAdaptationDelegate(), FuzzAdaptationDelegate()]
  var log: [String] = []
  var nesting = 0
  var counter = 0
  var failure: String?
  /// From this action index on, every action, the callbacks it made and the windows after it are
  /// printed (`--trace-from`).
  var traceFrom = Int.max
  var tracing = false
  /// The callbacks recorded while tracing, and how many of them are printed.
  let recorder = CallbackRecorder(limit: 1_000_000)
  var printedCalls = 0
  /// How many of the next callbacks act for sure (``reentrantAction()``).
  var armed = 0
  /// The action kinds left out of this run (`--skip`).
  var skipped: Set<Int> = []
  /// The actions drawn from (`--mix`).
  let mix: ActionMix
  /// What the new actions achieved (`--stats`).
  var stats = FuzzStats()
  /// The app launched for the current scene window, if the main window is one (``ActionMix/current``).
  var sceneApp: SceneApp?

  init(seed: UInt64, mix: ActionMix = .current, skipping skipped: Set<Int> = []) {
    self.skipped = skipped
    self.mix = mix
    random = SeededGenerator(state: seed)
    resolverRandom = SeededGenerator(state: seed ^ 0x5DEE_CE66_D1CE_5EED)
    duoRandom = SeededGenerator(state: seed ^ 0xD0_F01D_0D0F_01D5)
    navigationDelegate.onCallback = { [unowned self] name in self.maybeAct(during: name) }
    splitDelegate.onCallback = { [unowned self] name in self.maybeAct(during: name) }
    tabBarDelegate.onCallback = { [unowned self] name in self.maybeAct(during: name) }
    for delegate in adaptationDelegates { delegate.onCallback = { [unowned self] name in self.maybeAct(during: name) } }
    reset()
  }

  // MARK: Running

  /// With `--keep-going`, the failures met so far: after each the windows are released and the
  /// run goes on from a fresh window, so one run measures every kind of failure it meets.
  var keepGoing = false
  var failures: [(index: Int, failure: String)] = []

  /// Runs `count` actions; returns the failure description or nil (with ``keepGoing``, the first
  /// of ``failures``).
  func run(actions count: Int) -> (index: Int, failure: String)? {
    for index in 0..<count {
      if index % 250 == 249 {
        record("reset")
        if let leak = resetAndCheckLeaks() {
          guard keepGoing else { return (index, leak) }
          failures.append((index, leak))
          if let problem = resetAndCheckLeaks() { failures.append((index, problem)) }
        }
        continue
      }
      tracing = index >= traceFrom
      if tracing { print("== action \(index)") }
      if tracing { CallbackRecorder.$current.withValue(recorder) { act() } } else { act() }
      printCalls()
      if tracing { for window in windows { print(HierarchyDump.describe(window)) } }
      if let problem = failure ?? check() {
        guard keepGoing else { return (index, problem) }
        failures.append((index, problem))
        failure = nil
        record("reset after a failure")
        if let leak = resetAndCheckLeaks() { failures.append((index, leak)) }
      }
    }
    return failures.first
  }

  /// Prints the callbacks recorded since the last call (`--trace-from`).
  func printCalls() {
    guard tracing else { return }
    for call in recorder.calls.dropFirst(printedCalls) { print(String(repeating: "  ", count: nesting) + "    . " + call) }
    printedCalls = recorder.calls.count
  }

  func record(_ entry: String) {
    printCalls()
    if tracing { print(String(repeating: "  ", count: nesting) + entry) }
    log.append(String(repeating: "  ", count: nesting) + entry)
    if log.count > 60 { log.removeFirst(log.count - 40) }
  }

  // MARK: Checks

  func check() -> String? {
    for window in windows {
      let problems = HierarchyInvariants.violations(in: window)
      if !problems.isEmpty { return problems.joined(separator: "\n") + "\n" + HierarchyDump.describe(window) }
    }
    let onScreen = Set(windows.flatMap { controllers(in: $0) }.map(ObjectIdentifier.init))
    for controller in pool where !onScreen.contains(ObjectIdentifier(controller)) {
      if let problem = HierarchyInvariants.appearanceViolation(ofDetached: controller) {
        return problem + "\n" + ancestry(of: controller)
      }
    }
    return nil
  }

  /// Where a detached controller hangs: its chain of parents and presenters, up to the top.
  func ancestry(of controller: UIViewController) -> String {
    var lines: [String] = []
    var current: UIViewController? = controller
    while let node = current, lines.count < 50 {
      let link = node.parent != nil ? "child of" : (node.presentingViewController != nil ? "presented by" : "top")
      lines.append("\(node.debugName) in window: \(node.viewIfLoaded?.window != nil) — \(link)")
      current = node.parent ?? node.presentingViewController
    }
    return lines.joined(separator: "\n")
  }

  /// Every controller in a window's hierarchy, reached through public API.
  func controllers(in window: UIWindow) -> [UIViewController] {
    var result: [UIViewController] = []
    var pending: [UIViewController] = window.rootViewController.map { [$0] } ?? []
    for presentation in window.presentationControllers {
      var top = presentation.presentedViewController
      while let parent = top.parent { top = parent }
      pending.append(top)
    }
    var seen = Set<ObjectIdentifier>()
    while let controller = pending.popLast() {
      guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
      result.append(controller)
      pending.append(contentsOf: controller.children)
    }
    return result
  }


  func reset() {
    if mix == .current, random.chance(30) {
      windows = []
      if let window = launchSceneWindow() {
        windows.insert(window, at: 0)
        return
      }
    }
    let window = makeWindow()
    windows = []
    window.rootViewController = makeController()
    // A callback may have opened a second window meanwhile: it stays listed after this one.
    windows.insert(window, at: 0)
    window.makeKeyAndVisible()
  }

  func makeWindow() -> UIWindow {
    if mix == .current, random.chance(15) { return UIWindow(frame: CGRect(origin: .zero, size: freeSize())) }
    if random.chance(30) {
      return UIWindow(frame: CGRect(x: 0, y: 0, width: [320, 694, 1024, 1366][random.int(4)], height: [768, 1024][random.int(2)]))
    }
    let device = Self.devices[random.int(Self.devices.count)]
    let orientation: UIInterfaceOrientation = [.portrait, .landscapeLeft][random.int(2)]
    if mix == .current, duoRandom.chance(Self.duoPercent) { return UIWindow(device: .iPhoneDuo, orientation: orientation) }
    return UIWindow(device: device, orientation: orientation)
  }

  /// How often (in percent) the current mix makes a device window an iPhone Duo instead.
  static let duoPercent = 25

  // MARK: Controllers

  func makeController() -> UIViewController {
    counter += 1
    let name = "c\(counter)"
    let controller: UIViewController
    switch random.int(mix.controllerKinds) {
    case 0, 1:
      let navigation = UINavigationController(rootViewController: leaf("\(name).root"))
      if random.chance(50) { navigation.delegate = navigationDelegate }
      controller = navigation
    case 2:
      let tabs = UITabBarController()
      if random.chance(50) { tabs.delegate = tabBarDelegate }
      tabs.setViewControllers((0..<random.int(7)).map { leaf("\(name).tab\($0)") }, animated: false)
      controller = tabs
    case 3:
      let split = UISplitViewController(style: [.doubleColumn, .tripleColumn][random.int(2)])
      if random.chance(50) { split.delegate = splitDelegate }
      split.setViewController(leaf("\(name).primary"), for: .primary)
      split.setViewController(random.chance(50) ? UINavigationController(rootViewController: leaf("\(name).detail")) : leaf("\(name).detail"), for: .secondary)
      if split.style == .tripleColumn { split.setViewController(leaf("\(name).supplementary"), for: .supplementary) }
      controller = split
    case 8:
      controller = makeTabObjectsController(name)
    case 9:
      controller = makeInspectedSplit(name)
    default:
      return leaf(name)
    }
    controller.title = name
    track(controller)
    return controller
  }

  func leaf(_ name: String) -> UIViewController {
    let controller = FuzzController()
    controller.title = name
    controller.onCallback = { [unowned self] callback in self.maybeAct(during: callback) }
    track(controller)
    return controller
  }

  func track(_ controller: UIViewController) {
    created.append(WeakController(controller: controller, name: controller.title ?? "?"))
    pool.append(controller)
    if pool.count > 40 { pool.removeFirst(pool.count - 40) }
  }

  /// Makes a new container named `c<counter>` with `make`, tracks it, and makes it the root of a
  /// window, recorded as a new `kind`.
  func installNewRoot(described kind: String, _ make: (String) -> UIViewController) {
    counter += 1
    let root = make("c\(counter)")
    root.title = "c\(counter)"
    track(root)
    guard let window = random.pick(windows) else { return }
    record("root of window = new \(kind) \(root.debugName)")
    window.rootViewController = root
  }

  /// A controller: mostly one already in a hierarchy or pool, sometimes a new one.
  func anyController() -> UIViewController {
    if random.chance(20) { return makeController() }
    let visible = windows.flatMap { controllers(in: $0) }
    return random.pick(random.chance(60) ? visible : pool) ?? makeController()
  }

  func any<T: UIViewController>(_ type: T.Type) -> T? {
    let candidates = (windows.flatMap { controllers(in: $0) } + pool).compactMap { $0 as? T }
    return random.pick(candidates)
  }
}
