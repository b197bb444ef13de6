// Faces: a scene-based app launched from its Info.plist's scene configuration storyboard. The face
// is set up in its outlets' observers (the scroll view's zoom range, the label's first mood), a
// zero-argument action makes it happier, and the History bar button's segue is a Show Detail that
// Xcode stored as `kind="show"` with the show-detail action; a tap on the face makes it happier and a
// swipe to the left sadder, through the storyboard's gesture recognizers. Edits for AdaptiveKit: the import,
// `@main` gone, `@IBOutlet weak` written `@Outlet`, `@Storyboarded` above the class with actions,
// and the zero-argument `@IBAction` kept in a comment (the Swift compiler outside iOS accepts
// `@IBAction` with one argument only).
import AdaptiveKit
import AdaptiveMacros

class FacesAppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    return true
  }

  func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
    return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
}

class FacesSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private(set) var rootAtConnection: UIViewController?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    // The storyboard's window is already attached to the scene.
    // swift-format-ignore: UseExplicitNilCheckInConditions
    guard let _ = (scene as? UIWindowScene) else { return }
    rootAtConnection = window?.rootViewController
  }
}

enum Mood: Int, CaseIterable {
  case grumpy, sad, neutral, content, happy

  var description: String {
    switch self {
    case .grumpy: return "Grumpy"
    case .sad: return "Sad"
    case .neutral: return "Neutral"
    case .content: return "Content"
    case .happy: return "Happy"
    }
  }
}

@Storyboarded
class FaceViewController: UIViewController, UIScrollViewDelegate {
  private(set) var mood = Mood.neutral { didSet { updateUI() } }
  private(set) var history: [Mood] = []

  @Outlet var moodLabel: UILabel! {
    didSet { updateUI() }
  }

  @Outlet var faceImageView: UIImageView!

  @Outlet var scrollView: UIScrollView! {
    didSet {
      scrollView.minimumZoomScale = 0.5
      scrollView.maximumZoomScale = 2.0
      scrollView.delegate = self
    }
  }

  /* @IBAction */ func updateFace() {
    history.append(mood)
    mood = Mood(rawValue: min(mood.rawValue + 1, Mood.happy.rawValue))!
  }

  @IBAction func faceTapped(_ sender: UITapGestureRecognizer) {
    guard sender.state == .ended else { return }
    updateFace()
  }

  @IBAction func swipedToSadder(_ sender: UISwipeGestureRecognizer) {
    guard mood != .grumpy else { return }
    history.append(mood)
    mood = Mood(rawValue: mood.rawValue - 1)!
  }

  @IBAction func makeSadder(_ sender: UIButton) {
    history.append(mood)
    if mood == .grumpy {
      performSegue(withIdentifier: "showHistory", sender: sender)
    } else {
      mood = Mood(rawValue: mood.rawValue - 1)!
    }
  }

  private func updateUI() {
    moodLabel?.text = mood.description
    scrollView?.zoomScale = mood == .happy ? 2.0 : 1.0
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    return faceImageView
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "showHistory", let historyViewController = segue.destination as? HistoryViewController {
      historyViewController.moods = history
    }
  }
}

class HistoryViewController: UIViewController {
  var moods: [Mood] = []
  @Outlet var historyLabel: UILabel!

  override func viewDidLoad() {
    super.viewDidLoad()
    if !moods.isEmpty {
      historyLabel.text = moods.map { $0.description }.joined(separator: ", ")
    }
  }
}
