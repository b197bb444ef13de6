import Foundation
import Testing
import AdaptiveKit
import AdaptiveMacros
import AdaptiveTestSupport

/// A target whose actions record the sender and the state it was in, as UIKit code writes them.
@MainActor
final class GestureLog: UIGestureRecognizerDelegate {
  var entries: [String] = []
  var senders: [UIGestureRecognizer] = []
  var allowsBegin = true
  var recognizesSimultaneously = false

  func handleTap(_ sender: UITapGestureRecognizer) { record("tap", sender) }
  func handleOuterTap(_ sender: UITapGestureRecognizer) { record("outer tap", sender) }
  func handlePress(_ sender: UILongPressGestureRecognizer) { record("press", sender) }
  func handleSwipe(_ sender: UISwipeGestureRecognizer) { record("swipe", sender) }
  func buttonTapped(_ sender: UIButton) { entries.append("button") }

  private func record(_ name: String, _ sender: UIGestureRecognizer) {
    entries.append("\(name) \(sender.state)")
    senders.append(sender)
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allowsBegin }
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
    recognizesSimultaneously
  }
}

/// `UIGestureRecognizer` and its subclasses: UIKit's defaults, attachment to a view, target–action
/// with the recognizer as the sender, and how a tap is arbitrated between recognizers, controls
/// and table rows.
@Suite(.checksInvariants) @MainActor
struct GestureRecognizerTests {
  /// A window whose root view holds `inner` (100 × 100 at 50, 50).
  private func windowWithView() -> (UIWindow, UIView, UIView) {
    let controller = UIViewController()
    let window = makeVisibleWindow(root: controller)
    let inner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    controller.view.addSubview(inner)
    return (window, controller.view, inner)
  }

  @Test func recognizersHaveUIKitsDefaults() {
    let tap = UITapGestureRecognizer()
    #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    #expect(tap.isEnabled && tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
    #expect(tap.state == .possible && tap.view == nil && tap.numberOfTouches == 0)
    let press = UILongPressGestureRecognizer()
    #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
    #expect(press.numberOfTouchesRequired == 1 && press.numberOfTapsRequired == 0)
    let swipe = UISwipeGestureRecognizer()
    #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
    let pan = UIPanGestureRecognizer()
    #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
    #expect(pan.translation(in: nil) == .zero && pan.velocity(in: nil) == .zero)
    #expect(UIScreenEdgePanGestureRecognizer().edges == [])
    #expect(UIPinchGestureRecognizer().scale == 1)
    #expect(UIRotationGestureRecognizer().rotation == 0)
    #expect(UIGestureRecognizer.State.recognized == .ended)
  }

  @Test func addGestureRecognizerAttachesTheRecognizerToOneViewAtATime() {
    let first = UIView(frame: .zero), second = UIView(frame: .zero)
    let tap = UITapGestureRecognizer()
    #expect(first.gestureRecognizers == nil)
    first.addGestureRecognizer(tap)
    #expect(tap.view === first && first.gestureRecognizers == [tap])
    second.addGestureRecognizer(tap)
    #expect(tap.view === second && first.gestureRecognizers == nil && second.gestureRecognizers == [tap])
    second.removeGestureRecognizer(tap)
    #expect(tap.view == nil && second.gestureRecognizers == nil)
    first.gestureRecognizers = [tap, UISwipeGestureRecognizer()]
    #expect(first.gestureRecognizers?.count == 2 && tap.view === first)
  }

  @Test func aTapOnAViewSendsItsTapRecognizersActionsWithTheRecognizerAsSender() {
    let (_, _, inner) = windowWithView()
    let log = GestureLog()
    let tap = UITapGestureRecognizer(target: log, action: #Selector(GestureLog.handleTap(_:)))
    inner.addGestureRecognizer(tap)
    inner.simulateTap()
    #expect(log.entries == ["tap ended"])
    #expect(log.senders.first === tap)
    #expect(tap.state == .possible)   // reset once the gesture ended
    #expect(tap.location(in: nil) == CGPoint(x: 100, y: 100))
  }

  @Test func aTapOnASubviewReachesTheRecognizersOfItsSuperviews() {
    let (_, root, inner) = windowWithView()
    let log = GestureLog()
    root.addGestureRecognizer(UITapGestureRecognizer(target: log, action: #Selector(GestureLog.handleOuterTap(_:))))
    inner.simulateTap()
    #expect(log.entries == ["outer tap ended"])
  }

  @Test func theNearestViewsTapRecognizerWinsUnlessADelegateAllowsBoth() {
    let (_, root, inner) = windowWithView()
    let log = GestureLog()
    let outer = UITapGestureRecognizer(target: log, action: #Selector(GestureLog.handleOuterTap(_:)))
    root.addGestureRecognizer(outer)
    inner.addGestureRecognizer(UITapGestureRecognizer(target: log, action: #Selector(GestureLog.handleTap(_:))))
    inner.simulateTap()
    #expect(log.entries == ["tap ended"])
    outer.delegate = log
    log.recognizesSimultaneously = true
    log.entries = []
    inner.simulateTap()
    #expect(log.entries == ["tap ended", "outer tap ended"])
  }

  @Test func noTapIsRecognizedByADisabledRecognizerARefusedOneOrAViewTouchesDoNotReach() {
    let (_, root, inner) = windowWithView()
    let log = GestureLog()
    let tap = UITapGestureRecognizer(target: log, action: #Selector(GestureLog.handleTap(_:)))
    inner.addGestureRecognizer(tap)
    tap.isEnabled = false
    inner.simulateTap()
    tap.isEnabled = true
    tap.delegate = log
    log.allowsBegin = false
    inner.simulateTap()
    log.allowsBegin = true
    root.isUserInteractionEnabled = false
    inner.simulateTap()
    root.isUserInteractionEnabled = true
    inner.isHidden = true
    inner.simulateTap()
    #expect(log.entries.isEmpty)
    inner.isHidden = false
    inner.simulateTap()
    #expect(log.entries == ["tap ended"])
  }

  /// Labels and image views do not take touches in UIKit: their tap recognizers recognize nothing
  /// until `isUserInteractionEnabled` is set, and a tap on them reaches the view behind.
  @Test func aLabelOrImageViewsTapRecognizerNeedsUserInteractionEnabled() {
    let (_, _, inner) = windowWithView()
    let log = GestureLog()
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 21))
    let image = UIImageView(image: UIImage(systemName: "star"))
    #expect(!label.isUserInteractionEnabled && !image.isUserInteractionEnabled)
    inner.addSubview(label)
    inner.addSubview(image)
    label.addGestureRecognizer(UITapGestureRecognizer(target: log, action: #Selector(GestureLog.handleTap(_:))))
    image.addGestureRecognizer(UITapGestureRecognizer(target: log, action: #Selector(GestureLog.handleTap(_:))))
    label.simulateTap()
    image.simulateTap()
    #expect(log.entries.isEmpty)
    #expect(inner.hitTest(CGPoint(x: 5, y: 5), with: nil) === inner)
    image.isUserInteractionEnabled = true
    image.simulateTap()
    #expect(log.entries == ["tap ended"])
  }

  @Test func aSingleTapIsNotADoubleTapAndASingleTapWaitingForADoubleTapStillRecognizesIt() {
    let (_, _, inner) = windowWithView()
    let log = GestureLog()
    let double = UITapGestureRecognizer(target: log, action: #Selector(GestureLog.handleOuterTap(_:)))
    double.numberOfTapsRequired = 2
    let single = UITapGestureRecognizer(target: log, action: #Selector(GestureLog.handleTap(_:)))
    single.require(toFail: double)
    inner.addGestureRecognizer(double)
    inner.addGestureRecognizer(single)
    inner.simulateTap()
    #expect(log.entries == ["tap ended"])
    #expect(double.simulateRecognition())
    #expect(log.entries == ["tap ended", "outer tap ended"])
  }

  /// "Attaching gesture recognizers to UIKit controls": a control handles its single tap before
  /// its superviews' recognizers; a recognizer on the control itself sees it first and, cancelling
  /// the control's touches, keeps the control from sending its action.
  @Test func aControlHandlesItsTapBeforeItsSuperviewsRecognizersButNotBeforeItsOwn() {
    let (_, root, _) = windowWithView()
    let log = GestureLog()
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 10, y: 200, width: 80, height: 44)
    root.addSubview(button)
    button.addTarget(log, action: #Selector(GestureLog.buttonTapped(_:)), for: .touchUpInside)
    var cancels = 0
    button.addAction(UIAction { _ in cancels += 1 }, for: .touchCancel)
    root.addGestureRecognizer(UITapGestureRecognizer(target: log, action: #Selector(GestureLog.handleOuterTap(_:))))
    button.simulateTap()
    #expect(log.entries == ["button"])

    let own = UITapGestureRecognizer(target: log, action: #Selector(GestureLog.handleTap(_:)))
    button.addGestureRecognizer(own)
    log.entries = []
    button.simulateTap()
    #expect(log.entries == ["tap ended"] && cancels == 1)

    own.cancelsTouchesInView = false
    log.entries = []
    button.simulateTap()
    #expect(log.entries == ["tap ended", "button"] && cancels == 1)
  }

  /// A tap recognizer over a table (the common "dismiss the keyboard" recognizer) takes the tap
  /// from the row unless it lets the table have the touches too.
  @Test func aTapRecognizerOverATableKeepsTheRowFromBeingSelectedUnlessItDoesNotCancelTouches() throws {
    let table = NamesTable()
    let window = UIWindow(device: .iPhone16)
    let navigation = UINavigationController(rootViewController: table)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let log = GestureLog()
    let tap = UITapGestureRecognizer(target: log, action: #Selector(GestureLog.handleOuterTap(_:)))
    navigation.view.addGestureRecognizer(tap)
    table.tableView.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    #expect(log.entries == ["outer tap ended"])
    #expect(table.tableView.indexPathForSelectedRow == nil)
    #expect(!table.log.contains("didSelectRowAt 1"))

    tap.cancelsTouchesInView = false
    table.tableView.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    #expect(log.entries == ["outer tap ended", "outer tap ended"])
    #expect(table.log.contains("didSelectRowAt 1"))
  }

  @Test func aContinuousGestureSendsItsActionsAsItBeginsChangesAndEnds() {
    let (_, _, inner) = windowWithView()
    let log = GestureLog()
    let press = UILongPressGestureRecognizer(target: log, action: #Selector(GestureLog.handlePress(_:)))
    inner.addGestureRecognizer(press)
    inner.simulateTap()   // a tap is not a long press
    #expect(log.entries.isEmpty)
    #expect(press.simulateRecognition())
    #expect(log.entries == ["press began", "press changed", "press ended"])
    #expect(log.senders.allSatisfy { $0 === press } && press.state == .possible)
  }

  @Test func aDiscreteGestureSendsItsActionOnceAndADetachedOneNone() {
    let (_, _, inner) = windowWithView()
    let log = GestureLog()
    let swipe = UISwipeGestureRecognizer(target: log, action: #Selector(GestureLog.handleSwipe(_:)))
    #expect(!swipe.simulateRecognition())
    inner.addGestureRecognizer(swipe)
    #expect(swipe.simulateRecognition())
    #expect(log.entries == ["swipe ended"])
    swipe.removeTarget(log, action: nil)
    #expect(swipe.simulateRecognition())
    #expect(log.entries == ["swipe ended"])
  }

  @Test func aRecognizerDoesNotRetainItsTarget() {
    let (_, _, inner) = windowWithView()
    var log: GestureLog? = GestureLog()
    weak let weakLog = log
    let tap = UITapGestureRecognizer(target: log!, action: #Selector(GestureLog.handleTap(_:)))
    inner.addGestureRecognizer(tap)
    #expect(tap.targetActions.count == 1)
    log = nil
    #expect(weakLog == nil)
    #expect(tap.targetActions.isEmpty)
    inner.simulateTap()
  }
}
