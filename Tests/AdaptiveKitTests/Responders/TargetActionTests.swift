import Foundation
import Testing
import AdaptiveKit
import AdaptiveMacros
import AdaptiveTestSupport

/// A controller whose action methods record their calls, written as UIKit code writes them
/// (with `#Selector` for `#selector` and without `@objc`).
@MainActor
final class ActionRecordingController: UIViewController {
  var calls: [String] = []
  let button = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(button)
    button.addTarget(self, action: #Selector(didTap(_:)), for: .touchUpInside)
  }

  func didTap(_ sender: UIButton) { calls.append("didTap from \(sender === button ? "button" : "other")") }
  func save(sender: Any?) { calls.append("save") }
  func refresh() { calls.append("refresh") }
  func didTap(_ sender: UIButton, forEvent event: UIEvent) { calls.append("didTap:forEvent:") }
  func rename(_ sender: UIBarButtonItem) { calls.append("rename") }
}

/// A view that can become first responder and handles `refresh`.
@MainActor
final class RefreshingView: UIView {
  var refreshes = 0
  override var canBecomeFirstResponder: Bool { true }
  func refresh() { refreshes += 1 }
}

/// A controller that refreshes differently from ``ActionRecordingController``, by overriding.
@MainActor
final class OverridingRefreshController: RefreshingBaseController {
  override func refresh() { calls.append("override") }
}

/// The class whose `refresh` ``OverridingRefreshController`` overrides.
@MainActor
class RefreshingBaseController: UIViewController {
  var calls: [String] = []
  func refresh() { calls.append("base") }
}

/// A navigation controller that handles `save(sender:)` for whatever its bar shows.
@MainActor
final class SavingNavigationController: UINavigationController {
  var saves = 0
  var savingEnabled = true
  func save(sender: Any?) { saves += 1 }
  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    action == #Selector(SavingNavigationController.save(sender:)) ? savingEnabled : super.canPerformAction(action, withSender: sender)
  }
}

@Suite(.checksInvariants) @MainActor
struct TargetActionTests {
  @Test func selectorNamesFollowSwiftsObjectiveCNames() {
    #expect(#Selector(ActionRecordingController.didTap(_:)).name == "didTap:")
    #expect(#Selector(ActionRecordingController.save(sender:)).name == "saveWithSender:")
    #expect(#Selector(ActionRecordingController.refresh).name == "refresh")
    #expect(#Selector(ActionRecordingController.didTap(_:forEvent:)).name == "didTap:forEvent:")
    #expect(#Selector(ActionRecordingController.rename).name == "rename:")
    #expect(#Selector(ActionRecordingController.didTap(_:)) == Selector("didTap:"))
  }

  @Test func aTapSendsTheActionToItsTarget() {
    let window = UIWindow(device: .iPhone16)
    let controller = ActionRecordingController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.button.simulateTap()
    #expect(controller.calls == ["didTap from button"])
    #expect(controller.button.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["didTap:"])
  }

  @Test func actionsAndTargetsRunInTheOrderTheyWereAdded() {
    let controller = ActionRecordingController()
    let button = UIButton(type: .system)
    button.addAction(UIAction { _ in controller.calls.append("action") }, for: .touchUpInside)
    button.addTarget(controller, action: #Selector(ActionRecordingController.refresh), for: .touchUpInside)
    button.addTarget(controller, action: #Selector(ActionRecordingController.didTap(_:forEvent:)), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(controller.calls == ["action", "refresh", "didTap:forEvent:"])
    button.removeTarget(controller, action: nil, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(controller.calls == ["action", "refresh", "didTap:forEvent:", "action"])
  }

  @Test func aTargetIsNotRetained() {
    let button = UIButton(type: .system)
    weak var gone: ActionRecordingController?
    do {
      let controller = ActionRecordingController()
      gone = controller
      button.addTarget(controller, action: #Selector(ActionRecordingController.refresh), for: .touchUpInside)
    }
    #expect(gone == nil)
    let (_, reports) = MisuseReport.capture { button.sendActions(for: .touchUpInside) }
    #expect(reports.isEmpty)
  }

  @Test func aNilTargetedActionTravelsTheResponderChainToAnAncestor() {
    let window = UIWindow(device: .iPhone16)
    let navigation = SavingNavigationController(rootViewController: UIViewController())
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let button = UIButton(type: .system)
    navigation.topViewController!.view.addSubview(button)
    button.addTarget(nil, action: #Selector(SavingNavigationController.save(sender:)), for: .touchUpInside)
    button.simulateTap()
    #expect(navigation.saves == 1)
    // canPerformAction opts the navigation controller out: nobody handles it, nothing is reported.
    navigation.savingEnabled = false
    let (_, reports) = MisuseReport.capture { button.simulateTap() }
    #expect(navigation.saves == 1)
    #expect(reports.isEmpty)
  }

  @Test func aNilTargetedActionStartsAtTheFirstResponder() {
    let window = UIWindow(device: .iPhone16)
    let controller = ActionRecordingController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let field = RefreshingView()
    controller.view.addSubview(field)
    let button = UIButton(type: .system)
    controller.view.addSubview(button)
    button.addTarget(nil, action: #Selector(RefreshingView.refresh), for: .touchUpInside)
    button.simulateTap()
    #expect(field.refreshes == 0)   // the button's chain does not pass through its sibling
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
    button.simulateTap()
    #expect(field.refreshes == 1)
    field.removeFromSuperview()
    #expect(!field.isFirstResponder)   // a view that left the window is no longer first responder
  }

  @Test func aBarButtonItemSendsItsActionToItsTarget() {
    let window = UIWindow(device: .iPhone16)
    let controller = ActionRecordingController()
    let item = UIBarButtonItem(title: "Rename", style: .plain, target: controller, action: #Selector(ActionRecordingController.rename))
    controller.navigationItem.rightBarButtonItem = item
    window.rootViewController = UINavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    item.simulateTap()
    #expect(controller.calls == ["rename"])
  }

  @Test func aNilTargetedBarButtonActionReachesTheNavigationControllerOfItsBar() {
    let window = UIWindow(device: .iPhone16)
    let controller = ActionRecordingController()
    let navigation = SavingNavigationController(rootViewController: controller)
    let item = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: #Selector(SavingNavigationController.save(sender:)))
    controller.navigationItem.rightBarButtonItem = item
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    item.simulateTap()
    #expect(navigation.saves == 1)
  }

  @Test func anActionTheTargetDoesNotImplementIsReportedWithUIKitsMessage() {
    let button = UIButton(type: .system)
    let target = UIViewController()
    button.addTarget(target, action: Selector("missing:"), for: .touchUpInside)
    let (_, reports) = MisuseReport.capture { button.sendActions(for: .touchUpInside) }
    #expect(reports.map(\.message) == ["-[UIViewController missing:]: unrecognized selector sent to instance"])
  }

  @Test func aSenderOfTheWrongTypeIsReportedAndTheMethodIsNotCalled() {
    let controller = ActionRecordingController()
    let item = UIBarButtonItem(title: "Tap", style: .plain, target: controller, action: #Selector(ActionRecordingController.didTap(_:)))
    let (_, reports) = MisuseReport.capture { item.simulateTap() }
    #expect(controller.calls.isEmpty)
    #expect(reports.count == 1)
    #expect(reports.first?.message.contains("is not a UIButton") == true)
  }

  @Test func theApplicationSendsANilTargetedActionToTheKeyWindowsFirstResponder() {
    let window = UIWindow(device: .iPhone16)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let field = RefreshingView()
    controller.view.addSubview(field)
    field.becomeFirstResponder()
    let sent = UIApplication.shared.sendAction(#Selector(RefreshingView.refresh), to: nil, from: field, for: nil)
    #expect(sent)
    #expect(field.refreshes == 1)
  }

  @Test func aSelectorReachesOnlyTheMethodsItWasMadeFromWhateverOtherSelectorsExist() {
    let window = UIWindow(device: .iPhone16)
    let controller = ActionRecordingController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    // Another class's method of the same name, made into a selector first, changes nothing.
    let controllersRefresh = #Selector(ActionRecordingController.refresh)
    #expect(controller.responds(to: controllersRefresh))
    let viewsRefresh = #Selector(RefreshingView.refresh)
    #expect(viewsRefresh == controllersRefresh)   // equal names…
    #expect(!controller.responds(to: viewsRefresh))   // …but not the controller's method
    #expect(!controller.responds(to: Selector("refresh")))
    let sent = UIApplication.shared.sendAction(viewsRefresh, to: nil, from: controller.button, for: nil)
    #expect(!sent)
    #expect(controller.calls.isEmpty)
    let (result, reports) = MisuseReport.capture { controller.perform(Selector("refresh")) }
    #expect(result == nil)
    #expect(reports.map(\.message) == ["-[ActionRecordingController refresh]: unrecognized selector sent to instance"])
  }

  @Test func aSelectorMadeFromAMethodRunsASubclassOverride() {
    let overriding = OverridingRefreshController()
    let base = RefreshingBaseController()
    let refresh = #Selector(RefreshingBaseController.refresh)
    overriding.perform(refresh)
    base.perform(refresh)
    #expect(overriding.calls == ["override"])
    #expect(base.calls == ["base"])
  }

  @Test func aMergedSelectorReachesEachClasssMethodAndKeepsTheFirstOfAClass() {
    let merged = #Selector(ActionRecordingController.refresh)
      .merging(#Selector(RefreshingView.refresh))
      .merging(Selector("refresh", implementation: ActionRecordingController.save(sender:)))
    #expect(merged.implementations.count == 2)
    let controller = ActionRecordingController()
    let view = RefreshingView()
    #expect(controller.responds(to: merged) && view.responds(to: merged))
    controller.perform(merged)
    view.perform(merged)
    #expect(controller.calls == ["refresh"])
    #expect(view.refreshes == 1)
  }

  @Test func aSelectorIsANameAndOneWord() {
    #expect(MemoryLayout<Selector>.size == 24)
    #expect(Selector.show.isShowAction && Selector.showDetail.isShowAction)
    #expect(!#Selector(ActionRecordingController.refresh).isShowAction)
  }
}
