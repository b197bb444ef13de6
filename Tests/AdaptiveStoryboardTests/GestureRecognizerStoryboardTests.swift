import AdaptiveStoryboard
import Foundation
import Testing
import AdaptiveKit
import AdaptiveMacros
import AdaptiveTestSupport

/// Gesture recognizers as Xcode writes them: objects of the scene, attached to views by the
/// views' `gestureRecognizers` outlet collections, with their actions to the controller.
@Suite(.serialized, .checksInvariants) @MainActor
struct GestureRecognizerStoryboardTests {
  static let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="board">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="board" customClass="GestureBoardController" customModule="AdaptiveStoryboardTests" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="card">
                                    <rect key="frame" x="20" y="120" width="200" height="120"/>
                                    <connections>
                                        <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g1"/>
                                        <outletCollection property="gestureRecognizers" destination="doubleTap" appends="YES" id="g2"/>
                                        <outletCollection property="gestureRecognizers" destination="press" appends="YES" id="g3"/>
                                    </connections>
                                </view>
                                <label opaque="NO" contentMode="left" text="Title" id="title">
                                    <rect key="frame" x="20" y="260" width="200" height="21"/>
                                    <connections>
                                        <outletCollection property="gestureRecognizers" destination="hover" appends="YES" id="g4"/>
                                        <outletCollection property="gestureRecognizers" destination="disabledTap" appends="YES" id="g5"/>
                                    </connections>
                                </label>
                            </subviews>
                            <connections>
                                <outletCollection property="gestureRecognizers" destination="swipe" appends="YES" id="g6"/>
                                <outletCollection property="gestureRecognizers" destination="pan" appends="YES" id="g7"/>
                                <outletCollection property="gestureRecognizers" destination="pinch" appends="YES" id="g8"/>
                                <outletCollection property="gestureRecognizers" destination="rotation" appends="YES" id="g9"/>
                                <outletCollection property="gestureRecognizers" destination="edge" appends="YES" id="g10"/>
                            </connections>
                        </view>
                        <connections>
                            <outlet property="card" destination="card" id="o1"/>
                            <outlet property="doubleTapRecognizer" destination="doubleTap" id="o2"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="firstResponder" sceneMemberID="firstResponder"/>
                    <tapGestureRecognizer id="tap">
                        <connections>
                            <action selector="cardTapped:" destination="board" id="a1"/>
                        </connections>
                    </tapGestureRecognizer>
                    <tapGestureRecognizer numberOfTapsRequired="2" numberOfTouchesRequired="2" cancelsTouchesInView="NO" delaysTouchesBegan="YES" delaysTouchesEnded="NO" id="doubleTap">
                        <connections>
                            <action selector="cardDoubleTapped:" destination="board" id="a2"/>
                            <outlet property="delegate" destination="board" id="o3"/>
                        </connections>
                    </tapGestureRecognizer>
                    <pongPressGestureRecognizer allowableMovement="15" minimumPressDuration="1.5" id="press">
                        <connections>
                            <action selector="cardPressed:" destination="board" id="a3"/>
                        </connections>
                    </pongPressGestureRecognizer>
                    <tapGestureRecognizer enabled="NO" id="disabledTap">
                        <connections>
                            <action selector="cardTapped:" destination="firstResponder" id="a4"/>
                        </connections>
                    </tapGestureRecognizer>
                    <swipeGestureRecognizer direction="left" numberOfTouchesRequired="2" id="swipe">
                        <connections>
                            <action selector="swiped:" destination="board" id="a5"/>
                        </connections>
                    </swipeGestureRecognizer>
                    <panGestureRecognizer minimumNumberOfTouches="2" maximumNumberOfTouches="3" id="pan">
                        <connections>
                            <action selector="panned:" destination="board" id="a6"/>
                        </connections>
                    </panGestureRecognizer>
                    <pinchGestureRecognizer customClass="PinchToZoomRecognizer" customModule="AdaptiveStoryboardTests" id="pinch">
                        <connections>
                            <action selector="pinched:" destination="board" id="a7"/>
                        </connections>
                    </pinchGestureRecognizer>
                    <rotationGestureRecognizer id="rotation">
                        <connections>
                            <action selector="rotated:" destination="board" id="a8"/>
                        </connections>
                    </rotationGestureRecognizer>
                    <screenEdgePanGestureRecognizer minimumNumberOfTouches="1" id="edge">
                        <rectEdge key="edges" left="YES"/>
                        <connections>
                            <action selector="edgePanned:" destination="board" id="a9"/>
                        </connections>
                    </screenEdgePanGestureRecognizer>
                    <hoverGestureRecognizer id="hover"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  /// The line of the first line of `text` containing `fragment`.
  static func line(of fragment: String) -> Int {
    (text.components(separatedBy: "\n").firstIndex { $0.contains(fragment) } ?? -1) + 1
  }

  static func board() throws -> (UIStoryboard, GestureBoardController) {
    UIStoryboard.register(GestureBoardController.self)
    let storyboard = try UIStoryboard(data: Data(text.utf8), name: "Gestures")
    let controller = try #require(storyboard.instantiateInitialViewController() as? GestureBoardController)
    _ = makeVisibleWindow(root: controller)
    return (storyboard, controller)
  }

  @Test func storyboardRecognizersAreAttachedToTheirViewsWithTheirInspectorAttributes() throws {
    let (_, board) = try Self.board()
    let card = try #require(board.card)
    let cardRecognizers = try #require(card.gestureRecognizers)
    #expect(cardRecognizers.count == 3)
    let tap = try #require(cardRecognizers[0] as? UITapGestureRecognizer)
    #expect(tap.view === card && tap.numberOfTapsRequired == 1 && tap.isEnabled && tap.cancelsTouchesInView)
    let double = try #require(cardRecognizers[1] as? UITapGestureRecognizer)
    #expect(double === board.doubleTapRecognizer && double.delegate === board)
    #expect(double.numberOfTapsRequired == 2 && double.numberOfTouchesRequired == 2)
    #expect(!double.cancelsTouchesInView && double.delaysTouchesBegan && !double.delaysTouchesEnded)
    let press = try #require(cardRecognizers[2] as? UILongPressGestureRecognizer)
    #expect(press.minimumPressDuration == 1.5 && press.allowableMovement == 15)

    let label = try #require(board.view.subviews.compactMap { $0 as? UILabel }.first)
    let disabled = try #require(label.gestureRecognizers?.first as? UITapGestureRecognizer)
    #expect(label.gestureRecognizers?.count == 1 && !disabled.isEnabled)

    let root = try #require(board.view.gestureRecognizers)
    #expect(root.map { "\(type(of: $0))" } == [
      "UISwipeGestureRecognizer", "UIPanGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
      "UIScreenEdgePanGestureRecognizer",
    ])
    let swipe = try #require(root[0] as? UISwipeGestureRecognizer)
    #expect(swipe.direction == .left && swipe.numberOfTouchesRequired == 2)
    let pan = try #require(root[1] as? UIPanGestureRecognizer)
    #expect(pan.minimumNumberOfTouches == 2 && pan.maximumNumberOfTouches == 3)
    #expect((root[4] as? UIScreenEdgePanGestureRecognizer)?.edges == .left)
    #expect(root.allSatisfy { $0.view === board.view && $0.targetActions.first?.target === board })
  }

  @Test func aTapOnAViewWithAStoryboardTapRecognizerSendsTheControllersActionWithTheRecognizerAsSender() throws {
    let (_, board) = try Self.board()
    let card = try #require(board.card)
    card.simulateTap()
    #expect(board.log == ["cardTapped: ended"])
    #expect(board.senders.first === card.gestureRecognizers?.first)
    // The label's recognizer is disabled, and the root view has no tap recognizer.
    board.view.subviews.compactMap { $0 as? UILabel }.first?.simulateTap()
    #expect(board.log == ["cardTapped: ended"])
  }

  @Test func theOtherRecognizersSendTheirActionsWhenTheHarnessPlaysTheirGesture() throws {
    let (_, board) = try Self.board()
    for recognizer in board.card.gestureRecognizers! + board.view.gestureRecognizers! {
      #expect(recognizer.simulateRecognition())
    }
    #expect(board.log == [
      "cardTapped: ended", "cardDoubleTapped: ended",
      "cardPressed: began", "cardPressed: changed", "cardPressed: ended",
      "swiped: ended",
      "panned: began", "panned: changed", "panned: ended",
      "pinched: began", "pinched: changed", "pinched: ended",
      "rotated: began", "rotated: changed", "rotated: ended",
      "edgePanned: began", "edgePanned: changed", "edgePanned: ended",
    ])
  }

  /// Reported when the file is read (the unknown kind, the custom class) and when the view loads
  /// (the action).
  @Test func anUnknownRecognizerKindACustomClassAndAFirstResponderActionAreLocatedDiagnosticsNotCrashes() throws {
    let (storyboard, _) = try Self.board()
    #expect(storyboard.diagnostics.map(\.description) == [
      "Gestures.storyboard:\(Self.line(of: "<pinchGestureRecognizer")): <pinchGestureRecognizer>: the gesture recognizer class PinchToZoomRecognizer is not made (AdaptiveKit makes recognizers of UIKit's classes only); a UIPinchGestureRecognizer stands in",
      "Gestures.storyboard:\(Self.line(of: "<hoverGestureRecognizer")): <hoverGestureRecognizer>: unsupported gesture recognizer, skipped: its view does not get it and its actions are not sent",
      "Gestures.storyboard:\(Self.line(of: "action selector=\"cardTapped:\" destination=\"firstResponder\"")): <action>: the action cardTapped: is not connected: a gesture recognizer sends its actions to a target of its scene, never along the responder chain",
    ])
  }
}

/// Segues a storyboard's gesture recognizers trigger.
@Suite(.serialized, .checksInvariants) @MainActor
struct GestureRecognizerSegueTests {
  static let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="home">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="home" customClass="GestureSegueSourceController" customModule="AdaptiveStoryboardTests" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="homeView">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <connections>
                                <outletCollection property="gestureRecognizers" destination="openTap" appends="YES" id="g1"/>
                                <outletCollection property="gestureRecognizers" destination="dangling" appends="YES" id="g2"/>
                            </connections>
                        </view>
                    </viewController>
                    <tapGestureRecognizer id="openTap">
                        <connections>
                            <segue destination="detail" kind="presentation" identifier="openDetail" modalPresentationStyle="fullScreen" id="sg1"/>
                        </connections>
                    </tapGestureRecognizer>
                    <pinchGestureRecognizer id="dangling">
                        <connections>
                            <segue destination="nowhere" kind="show" id="sg2"/>
                        </connections>
                    </pinchGestureRecognizer>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController title="Detail" id="detail" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="detailView">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func aTapRecognizersSegueRunsWhenTheTapIsRecognizedWithTheRecognizerAsSender() throws {
    UIStoryboard.register(GestureSegueSourceController.self)
    let storyboard = try UIStoryboard(data: Data(Self.text.utf8), name: "GestureSegues")
    let home = try #require(storyboard.instantiateInitialViewController() as? GestureSegueSourceController)
    _ = makeVisibleWindow(root: home)
    let tap = try #require(home.view.gestureRecognizers?.first as? UITapGestureRecognizer)
    home.view.simulateTap()
    #expect(home.presentedViewController?.title == "Detail")
    #expect(home.preparedSegues.count == 1)
    #expect(home.preparedSegues.first?.identifier == "openDetail" && home.preparedSegues.first?.sender === tap)
    home.dismiss(animated: false)
    home.performSegue(withIdentifier: "openDetail", sender: nil)   // the recognizer's segue is the scene's
    #expect(home.presentedViewController?.title == "Detail")
    let line = (Self.text.components(separatedBy: "\n").firstIndex { $0.contains("destination=\"nowhere\"") } ?? -1) + 1
    #expect(storyboard.diagnostics.map(\.description) == [
      "GestureSegues.storyboard:\(line): <segue>: the destination nowhere is not in the file; the segue is skipped",
    ])
  }
}

/// A controller that records the segues it prepares.
final class GestureSegueSourceController: UIViewController {
  private(set) var preparedSegues: [(identifier: String?, sender: AnyObject?)] = []

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    preparedSegues.append((segue.identifier, sender.map { $0 as AnyObject }))
  }
}

/// A board whose card and root view have recognizers from the storyboard.
@Storyboarded
final class GestureBoardController: UIViewController, UIGestureRecognizerDelegate {
  private(set) var log: [String] = []
  private(set) var senders: [UIGestureRecognizer] = []
  @Outlet var card: UIView!
  @Outlet var doubleTapRecognizer: UITapGestureRecognizer!

  @IBAction func cardTapped(_ sender: UITapGestureRecognizer) { record("cardTapped:", sender) }
  @IBAction func cardDoubleTapped(_ sender: UITapGestureRecognizer) { record("cardDoubleTapped:", sender) }
  @IBAction func cardPressed(_ sender: UILongPressGestureRecognizer) { record("cardPressed:", sender) }
  @IBAction func swiped(_ sender: UISwipeGestureRecognizer) { record("swiped:", sender) }
  @IBAction func panned(_ sender: UIPanGestureRecognizer) { record("panned:", sender) }
  @IBAction func pinched(_ sender: UIPinchGestureRecognizer) { record("pinched:", sender) }
  @IBAction func rotated(_ sender: UIRotationGestureRecognizer) { record("rotated:", sender) }
  @IBAction func edgePanned(_ sender: UIScreenEdgePanGestureRecognizer) { record("edgePanned:", sender) }

  private func record(_ action: String, _ sender: UIGestureRecognizer) {
    log.append("\(action) \(sender.state)")
    senders.append(sender)
  }
}
