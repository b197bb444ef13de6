import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct TraitChangeRegistrationTests {
  private func hosted(on device: Device = .iPhone16) -> (UIWindow, UIViewController, UIViewController) {
    let window = UIWindow(device: device)
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    window.rootViewController = parent
    window.makeKeyAndVisible()
    return (window, parent, child)
  }

  @Test func R56_registeredHandlerRunsOnlyForItsTraits() {
    let (window, _, child) = hosted()
    var calls: [String] = []
    child.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (controller: UIViewController, previous: UITraitCollection) in
      calls.append("\(previous.verticalSizeClass)→\(controller.traitCollection.verticalSizeClass)")
    }
    window.rotate(to: .landscapeLeft)
    window.preferredContentSizeCategory = .extraLarge
    window.rotate(to: .portrait)
    #expect(calls == ["R→C", "C→R"])
  }

  @Test func R56_unregisteredHandlerStops() {
    let (window, _, child) = hosted()
    var count = 0
    let token = child.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (_: UIViewController, _: UITraitCollection) in
      count += 1
    }
    window.rotate(to: .landscapeLeft)
    child.unregisterForTraitChanges(token)
    window.rotate(to: .portrait)
    #expect(count == 1)
  }

  @Test func R56_traitOverridesApplyToSelfAndDescendants() {
    let (window, parent, child) = hosted()
    parent.traitOverrides.horizontalSizeClass = .regular
    #expect(parent.traitCollection.horizontalSizeClass == .regular)
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(parent.traitOverrides.contains(UITraitHorizontalSizeClass.self))
    window.rotate(to: .landscapeLeft)
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(child.traitCollection.verticalSizeClass == .compact)
    parent.traitOverrides.remove(UITraitHorizontalSizeClass.self)
    #expect(!parent.traitOverrides.contains(UITraitHorizontalSizeClass.self))
    #expect(child.traitCollection.horizontalSizeClass == .compact)
  }

  @Test func R56_traitOverridesTriggerTraitCollectionDidChange() {
    let log = CallLog()
    let window = UIWindow(device: .iPadMini)
    let root = RecordingViewController("R", log: log)
    window.rootViewController = root
    window.makeKeyAndVisible()
    log.clear()
    root.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
    #expect(log.entries == ["R.traitCollectionDidChange(RR)"])
    #expect(root.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
  }

  @Test func R56_viewIsAppearingRunsBetweenWillAndDidAppear() {
    final class Watcher: UIViewController {
      var calls: [String] = []
      override func viewWillAppear(_ animated: Bool) { calls.append("will") }
      override func viewIsAppearing(_ animated: Bool) { calls.append("is:\(traitCollection.horizontalSizeClass)") }
      override func viewDidAppear(_ animated: Bool) { calls.append("did") }
    }
    let window = UIWindow(device: .iPadPro13)
    let watcher = Watcher()
    window.rootViewController = watcher
    window.makeKeyAndVisible()
    #expect(watcher.calls == ["will", "is:R", "did"])
  }

  /// Records each callback with whether the view is in a window and its frame.
  final class GeometryWatcher: UIViewController {
    let name: String
    let log: (String) -> Void
    init(_ name: String, log: @escaping (String) -> Void) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewWillAppear(_ animated: Bool) { log("\(name).will window:\(view.window != nil)") }
    override func viewIsAppearing(_ animated: Bool) {
      log("\(name).is window:\(view.window != nil) \(Int(view.frame.width))x\(Int(view.frame.height))")
    }
    override func viewDidAppear(_ animated: Bool) { log("\(name).did") }
    override func viewDidDisappear(_ animated: Bool) { log("\(name).didDisappear") }
  }

  @Test func viewIsAppearingRunsWithTheViewInTheWindowAndItsFinalGeometry() {
    var log: [String] = []
    let root = GeometryWatcher("Root") { log.append($0) }
    let window = UIWindow(device: .iPadPro13, orientation: .portrait)
    window.rootViewController = root
    window.makeKeyAndVisible()
    #expect(log.dropFirst().elementsEqual(["Root.is window:true 1032x1376", "Root.did"]))
    #expect(log.first?.hasPrefix("Root.will") == true)
  }

  @Test func aPushedControllersViewIsAppearingComesBeforeThePreviousTopsDidDisappear() {
    var log: [String] = []
    let first = GeometryWatcher("A") { log.append($0) }
    let navigation = UINavigationController(rootViewController: first)
    _ = makeVisibleWindow(root: navigation, device: .iPadPro13, orientation: .portrait)
    log.removeAll()
    navigation.pushViewController(GeometryWatcher("B") { log.append($0) }, animated: true)
    #expect(log == ["B.will window:false", "B.is window:true 1032x1376", "A.didDisappear", "B.did"])
  }
}
