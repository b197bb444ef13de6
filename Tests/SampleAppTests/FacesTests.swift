import Testing
import AdaptiveKit
import AdaptiveStoryboard
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct FacesTests {
  /// Launches Faces from its Info.plist's scene configuration, as iOS does.
  static func launch(on device: Device) throws -> (FacesSceneDelegate, UINavigationController, FaceViewController) {
    UIStoryboard.register(FaceViewController.self, HistoryViewController.self)
    let bundle = try #require(Bundle.module.url(forResource: "Faces", withExtension: nil, subdirectory: "Bundles").flatMap(Bundle.init(url:)))
    let sceneDelegate = FacesSceneDelegate()
    UIApplication.launch(delegate: FacesAppDelegate(), sceneDelegate: { sceneDelegate }, bundle: bundle, on: device)
    let navigation = try #require(sceneDelegate.window?.rootViewController as? UINavigationController)
    return (sceneDelegate, navigation, try #require(navigation.topViewController as? FaceViewController))
  }

  static func button(_ title: String, in face: FaceViewController) throws -> UIButton {
    try #require(face.view.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == title })
  }

  @Test(arguments: [Device.iPhone16, .iPadAir11])
  func theStoryboardWindowIsTheScenesAndTheOutletsObserversSetUpTheFace(device: Device) throws {
    let (sceneDelegate, navigation, face) = try Self.launch(on: device)
    #expect(sceneDelegate.rootAtConnection === navigation)
    #expect(sceneDelegate.window?.isKeyWindow == true)
    #expect(face.view.window === sceneDelegate.window)
    #expect(face.moodLabel.text == "Neutral")
    #expect(face.scrollView.delegate === face)
    #expect(face.scrollView.minimumZoomScale == 0.5 && face.scrollView.maximumZoomScale == 2)

    try Self.button("Happier", in: face).simulateTap()
    try Self.button("Happier", in: face).simulateTap()
    #expect(face.moodLabel.text == "Happy")
    #expect(face.scrollView.zoomScale == 2)
    #expect(face.faceImageView.frame.size == CGSize(width: 748, height: 748))
    #expect(face.scrollView.contentSize == CGSize(width: 748, height: 748))
  }

  @Test(arguments: [Device.iPhone16, .iPadAir11])
  func theHistoryButtonsShowDetailSeguePresentsTheHistory(device: Device) throws {
    let (sceneDelegate, navigation, face) = try Self.launch(on: device)
    try Self.button("Happier", in: face).simulateTap()
    face.navigationItem.rightBarButtonItem?.simulateTap()
    // Show Detail outside a split presents (the stack keeps only the face).
    #expect(navigation.viewControllers == [face])
    let history = try #require(face.presentedViewController as? HistoryViewController)
    #expect(history.historyLabel.text == "Neutral")
    let window = try #require(sceneDelegate.window)
    if device.idiom == .pad {
      #expect(history.view.frame.width < window.bounds.width)   // a page sheet on iPad
    } else {
      #expect(history.view.frame.width == window.bounds.width)
    }
  }

  /// The storyboard's tap recognizer on the face and swipe recognizer on the root view, each
  /// sending its action to the controller with itself as the sender.
  @Test func aTapOnTheFaceAndASwipeLeftReachTheControllerThroughTheStoryboardsRecognizers() throws {
    let (_, _, face) = try Self.launch(on: .iPhone16)
    let tap = try #require(face.faceImageView.gestureRecognizers?.first as? UITapGestureRecognizer)
    #expect(tap.view === face.faceImageView && tap.numberOfTapsRequired == 1 && tap.isEnabled)
    #expect(tap.targetActions.map { $0.action.name } == ["faceTapped:"] && tap.targetActions.first?.target === face)
    face.faceImageView.simulateTap()
    #expect(face.moodLabel.text == "Content")

    let swipe = try #require(face.view.gestureRecognizers?.first as? UISwipeGestureRecognizer)
    #expect(swipe.direction == .left && swipe.view === face.view)
    #expect(swipe.simulateRecognition())
    #expect(swipe.simulateRecognition())
    #expect(face.moodLabel.text == "Sad")
    #expect(face.history == [.neutral, .content, .neutral])
    // A tap on a button is the button's, not the face's (the root view has no tap recognizer).
    try Self.button("Sadder", in: face).simulateTap()
    #expect(face.moodLabel.text == "Grumpy")
  }

  @Test func atItsGrumpiestTheFacePerformsTheHistorySegue() throws {
    let (_, _, face) = try Self.launch(on: .iPhone16)
    let sadder = try Self.button("Sadder", in: face)
    sadder.simulateTap()
    sadder.simulateTap()
    #expect(face.moodLabel.text == "Grumpy")
    #expect(face.presentedViewController == nil)
    sadder.simulateTap()
    let history = try #require(face.presentedViewController as? HistoryViewController)
    #expect(history.historyLabel.text == "Neutral, Sad, Grumpy")
  }
}
