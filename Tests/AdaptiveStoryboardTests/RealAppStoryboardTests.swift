import AdaptiveStoryboard
import Foundation
import Testing
import AdaptiveKit
import AdaptiveMacros
import AdaptiveTestSupport

/// What storyboards of real apps do that the other suites' files do not: a show segue storing the
/// show-detail action, outlets with observers, an action with no argument.
@Suite(.serialized, .checksInvariants) @MainActor
struct RealAppStoryboardTests {
  /// A storyboard of `scenes`, whose initial controller is `initial`.
  static func storyboard(initial: String, _ scenes: String) throws -> UIStoryboard {
    UIStoryboard.register(FaceViewController.self, FaceDetailViewController.self, RoundedView.self, RefreshingListController.self)
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
          <scenes>
      \(scenes)
          </scenes>
      </document>
      """
    return try UIStoryboard(data: Data(text.utf8), name: "RealApp")
  }

  /// A navigation controller whose root is a face with a button; the button's segue is `segue`.
  static func faceInNavigation(segue: String) -> String {
    """
    <scene sceneID="s1"><objects>
      <navigationController id="nav" sceneMemberID="viewController">
        <connections><segue destination="face" kind="relationship" relationship="rootViewController" id="r1"/></connections>
      </navigationController>
    </objects></scene>
    <scene sceneID="s2"><objects>
      <viewController id="face" customClass="FaceViewController" customModule="AdaptiveStoryboardTests" sceneMemberID="viewController">
        <view key="view" id="faceView">
          <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
          <subviews>
            <label text="Face" id="faceLabel"><rect key="frame" x="20" y="100" width="350" height="21"/></label>
            <button id="open"><rect key="frame" x="20" y="140" width="100" height="30"/><state key="normal" title="Open"/>
              <connections>\(segue)</connections>
            </button>
            <button id="update"><rect key="frame" x="20" y="180" width="100" height="30"/><state key="normal" title="Update"/>
              <connections><action selector="updateFace" destination="face" eventType="touchUpInside" id="a1"/></connections>
            </button>
          </subviews>
        </view>
        <connections><outlet property="faceLabel" destination="faceLabel" id="o1"/></connections>
      </viewController>
    </objects></scene>
    <scene sceneID="s3"><objects>
      <viewController id="detail" customClass="FaceDetailViewController" customModule="AdaptiveStoryboardTests" sceneMemberID="viewController">
        <view key="view" id="detailView"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>
      </viewController>
    </objects></scene>
    """
  }

  /// The face at the root of the storyboard's navigation controller, in a window on `device`.
  static func launch(segue: String, on device: Device = .iPhone16) throws -> (UIWindow, UINavigationController, FaceViewController) {
    let window = UIWindow(device: device)
    let navigation = try #require(
      try storyboard(initial: "nav", faceInNavigation(segue: segue)).instantiateInitialViewController() as? UINavigationController)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (window, navigation, try #require(navigation.viewControllers.first as? FaceViewController))
  }

  @Test func aShowSegueRunsTheShowDetailActionItStores() throws {
    let (window, navigation, face) = try Self.launch(
      segue: #"<segue destination="detail" kind="show" action="showDetailViewController:sender:" id="g1"/>"#)
    try #require(SegueTests.view(UIButton.self, titled: "Open", in: face.view)).simulateTap()
    // showDetailViewController outside a split presents: the stack keeps only the face.
    #expect(navigation.viewControllers == [face])
    #expect(navigation.presentedViewController is FaceDetailViewController)
    #expect(HierarchyInvariants.violations(in: window).isEmpty)
  }

  @Test func aShowSegueWithTheShowActionPushes() throws {
    let (_, navigation, face) = try Self.launch(
      segue: #"<segue destination="detail" kind="show" action="showViewController:sender:" id="g1"/>"#)
    try #require(SegueTests.view(UIButton.self, titled: "Open", in: face.view)).simulateTap()
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController is FaceDetailViewController)
    #expect(navigation.presentedViewController == nil)
  }

  @Test func anOutletsDidSetRunsWhenTheStoryboardConnectsIt() throws {
    let (_, _, face) = try Self.launch(segue: "")
    // The observer ran once, with the label the storyboard made, before viewDidLoad.
    #expect(face.log == ["faceLabel.didSet(Face)", "viewDidLoad"])
    #expect(face.faceLabel.text == "Face")
  }

  @Test func anActionWithNoArgumentIsCalledByItsConnection() throws {
    let (_, _, face) = try Self.launch(segue: "")
    try #require(SegueTests.view(UIButton.self, titled: "Update", in: face.view)).simulateTap()
    #expect(face.log.last == "updateFace")
    #expect(face.faceLabel.text == "Updated")
  }

  @Test func runtimeAttributesAreSetByKeyWhereTheClassHasTheProperty() throws {
    let storyboard = try Self.storyboard(initial: "c", """
      <scene sceneID="s"><objects>
        <viewController id="c" sceneMemberID="viewController">
          <view key="view" id="v">
            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
            <subviews>
              <view id="r" customClass="RoundedView" customModule="AdaptiveStoryboardTests">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <userDefinedRuntimeAttributes>
                  <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><real key="value" value="12.5"/></userDefinedRuntimeAttribute>
                  <userDefinedRuntimeAttribute type="boolean" keyPath="isHidden" value="YES"/>
                  <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="badge"/>
                  <userDefinedRuntimeAttribute type="string" keyPath="shade" value="dark"/>
                  <userDefinedRuntimeAttribute type="color" keyPath="borderColor"><color key="value" red="1" green="0" blue="0" alpha="1"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
              </view>
            </subviews>
          </view>
          <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="string" keyPath="title" value="Badges"/>
          </userDefinedRuntimeAttributes>
        </viewController>
      </objects></scene>
      """)
    let controller = try #require(storyboard.instantiateInitialViewController())
    #expect(controller.title == "Badges")
    let rounded = try #require(controller.view.subviews.first as? RoundedView)
    #expect(rounded.cornerRadius == 12.5)
    #expect(rounded.cornerRadiusWhenAwoken == 12.5)   // set before awakeFromNib
    #expect(rounded.isHidden && rounded.accessibilityIdentifier == "badge")
    #expect(storyboard.diagnostics.map { "\($0.element): \($0.message)" } == [
      "userDefinedRuntimeAttribute: [<RoundedView> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key shade. (Declare it `@IBInspectable var shade` in a `@Storyboarded` class.)",
      "userDefinedRuntimeAttribute: a runtime attribute of type 'color' is not read; borderColor is not set",
    ])
  }

  @Test func aTableViewControllersRefreshControlSendsItsActionWhenPulled() throws {
    let storyboard = try Self.storyboard(initial: "list", """
      <scene sceneID="s"><objects>
        <tableViewController id="list" customClass="RefreshingListController" customModule="AdaptiveStoryboardTests" sceneMemberID="viewController">
          <tableView key="view" dataMode="prototypes" style="plain" id="t"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></tableView>
          <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="rc">
            <autoresizingMask key="autoresizingMask"/>
            <connections><action selector="refresh:" destination="list" eventType="valueChanged" id="ra"/></connections>
          </refreshControl>
        </tableViewController>
      </objects></scene>
      """)
    let list = try #require(storyboard.instantiateInitialViewController() as? RefreshingListController)
    let window = UIWindow(device: .iPhone16)
    window.rootViewController = list
    window.makeKeyAndVisible()
    let refresh = try #require(list.refreshControl)
    #expect(refresh.superview === list.tableView)
    refresh.simulatePull()
    #expect(list.refreshes == 1)
    #expect(refresh.isRefreshing)   // until the app ends it
    refresh.simulatePull()          // a pull while refreshing sends nothing
    #expect(list.refreshes == 1)
    refresh.endRefreshing()
    #expect(!refresh.isRefreshing)
    #expect(storyboard.diagnostics.isEmpty)
  }

  @Test func aVisualEffectViewHoldsItsSubviewsInItsContentView() throws {
    let storyboard = try Self.storyboard(initial: "c", """
      <scene sceneID="s"><objects>
        <viewController id="c" sceneMemberID="viewController">
          <view key="view" id="v">
            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
            <subviews>
              <visualEffectView opaque="NO" contentMode="scaleToFill" id="fx">
                <rect key="frame" x="20" y="100" width="200" height="80"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" id="fxc">
                  <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
                  <subviews>
                    <label text="Frosted" id="fxl"><rect key="frame" x="10" y="10" width="180" height="21"/></label>
                  </subviews>
                </view>
                <blurEffect style="systemMaterial"/>
              </visualEffectView>
            </subviews>
          </view>
        </viewController>
      </objects></scene>
      """)
    let controller = try #require(storyboard.instantiateInitialViewController())
    let effectView = try #require(controller.view.subviews.first as? UIVisualEffectView)
    #expect((effectView.effect as? UIBlurEffect)?.style == .systemMaterial)
    #expect(effectView.frame == CGRect(x: 20, y: 100, width: 200, height: 80))
    #expect(effectView.subviews.count == 1 && effectView.subviews.first === effectView.contentView)
    let label = try #require(effectView.contentView.subviews.first as? UILabel)
    #expect(label.text == "Frosted")
    #expect(storyboard.diagnostics.isEmpty)
  }
}

/// A list refreshed by its storyboard refresh control.
@Storyboarded
final class RefreshingListController: UITableViewController {
  var refreshes = 0
  @IBAction func refresh(_ sender: UIRefreshControl) { refreshes += 1 }
}

/// A view whose corner radius a runtime attribute sets.
@Storyboarded
final class RoundedView: UIView {
  @IBInspectable var cornerRadius: CGFloat = 0
  private(set) var cornerRadiusWhenAwoken: CGFloat?

  override func awakeFromNib() {
    super.awakeFromNib()
    cornerRadiusWhenAwoken = cornerRadius
  }
}

/// A face whose label is set up in its outlet's observer, with an action that takes no argument
/// (`@IBAction` in a comment, since the Swift compiler accepts `@IBAction` with one argument only
/// outside iOS).
@Storyboarded
final class FaceViewController: UIViewController {
  var log: [String] = []

  @Outlet var faceLabel: UILabel! {
    didSet { log.append("faceLabel.didSet(\(faceLabel.text ?? ""))") }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad")
  }

  /* @IBAction */ func updateFace() {
    log.append("updateFace")
    faceLabel.text = "Updated"
  }
}

/// The destination of the face's segue.
final class FaceDetailViewController: UIViewController {}
