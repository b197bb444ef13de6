// Harbour: an iOS 27.1 ferry app built in code for iPhone Duo. A scene delegate makes a tab bar
// controller from UITab objects: Routes is a double-column split (the routes, then a route's
// timetable), and Crossing is a navigation controller whose root is a UIArrangementViewController
// holding the deck plan (primary) and the departures board (secondary) in a split arrangement,
// each wanting at least 360 pt of height, so that a screen too short for both shows the deck plan
// alone. Edits for AdaptiveKit: the imports and `@main` gone.
import AdaptiveKit

/// What the app saw, in order.
final class HarbourJournal {
  private(set) var events: [String] = []

  func record(_ event: String) { events.append(event) }
  func clear() { events.removeAll() }
}

class HarbourAppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
    return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
}

class HarbourSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let journal = HarbourJournal()
  private(set) var routes: RoutesSplitViewController!
  private(set) var crossing: UIArrangementViewController!

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    let routes = RoutesSplitViewController(journal: journal)
    let crossing = Self.makeCrossing(journal: journal)
    self.routes = routes
    self.crossing = crossing
    let tabBarController = UITabBarController(tabs: [
      UITab(title: "Routes", image: UIImage(systemName: "ferry"), identifier: "routes") { _ in routes },
      UITab(title: "Crossing", image: UIImage(systemName: "water.waves"), identifier: "crossing") { _ in
        UINavigationController(rootViewController: crossing)
      },
    ])
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = tabBarController
    window?.makeKeyAndVisible()
  }

  /// The crossing: the deck plan above or beside the departures, as the screen's shape allows.
  static func makeCrossing(journal: HarbourJournal) -> UIArrangementViewController {
    let crossing = UIArrangementViewController()
    crossing.title = "Crossing"
    var arrangement = UISplitArrangement()
    var tall = arrangement.defaultViewProperties
    tall.height.minimum = .absolute(360)
    arrangement.setViewProperties(tall, for: .primary)
    arrangement.setViewProperties(tall, for: .secondary)
    crossing.updateArrangement(arrangement)
    crossing.setViewController(DeckPlanViewController(journal: journal), for: .primary)
    crossing.setViewController(DeparturesViewController(journal: journal), for: .secondary)
    return crossing
  }
}

struct Route: Equatable {
  let name: String
  let minutes: Int
}

/// Routes: the list of routes and a route's timetable.
class RoutesSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
  let journal: HarbourJournal
  let list: RouteListViewController
  let timetable: TimetableViewController

  init(journal: HarbourJournal) {
    self.journal = journal
    list = RouteListViewController()
    timetable = TimetableViewController(journal: journal)
    super.init(style: .doubleColumn)
    preferredDisplayMode = .oneBesideSecondary
    setViewController(list, for: .primary)
    setViewController(timetable, for: .secondary)
    delegate = self
    list.onSelect = { [weak self] route in
      self?.timetable.route = route
      self?.show(.secondary)
    }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
    timetable.route == nil ? .primary : proposedTopColumn
  }

  func splitViewControllerDidCollapse(_ svc: UISplitViewController) { journal.record("routes.didCollapse") }
  func splitViewControllerDidExpand(_ svc: UISplitViewController) { journal.record("routes.didExpand") }
}

class RouteListViewController: UITableViewController {
  let routes = [Route(name: "Harbour – Lighthouse", minutes: 25), Route(name: "Harbour – North Island", minutes: 50)]
  var onSelect: ((Route) -> Void)?

  init() {
    super.init(style: .plain)
    title = "Routes"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { routes.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = routes[indexPath.row].name
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onSelect?(routes[indexPath.row])
  }
}

class TimetableViewController: UIViewController {
  let journal: HarbourJournal
  var route: Route? {
    didSet { title = route?.name ?? "Timetable" }
  }

  init(journal: HarbourJournal) {
    self.journal = journal
    super.init(nibName: nil, bundle: nil)
    title = "Timetable"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    journal.record("timetable.viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
      journal.record("timetable.horizontalSizeClass(\(traitCollection.horizontalSizeClass))")
    }
  }
}

class DeckPlanViewController: UIViewController {
  let journal: HarbourJournal

  init(journal: HarbourJournal) {
    self.journal = journal
    super.init(nibName: nil, bundle: nil)
    title = "Deck plan"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    journal.record("deckPlan.viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
  }
}

class DeparturesViewController: UIViewController {
  let journal: HarbourJournal

  init(journal: HarbourJournal) {
    self.journal = journal
    super.init(nibName: nil, bundle: nil)
    title = "Departures"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    journal.record("departures.viewWillAppear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    journal.record("departures.viewDidDisappear")
  }
}
