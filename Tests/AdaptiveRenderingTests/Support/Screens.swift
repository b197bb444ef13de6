import AdaptiveKit
import Foundation

/// A list of photographers: a table with subtitle rows and disclosure indicators.
@MainActor
final class PhotographersViewController: UITableViewController {
  let names = ["Ansel Adams", "Dorothea Lange", "Henri Cartier-Bresson", "Imogen Cunningham", "Vivian Maier"]
  var selections: [String] = []
  var onSelect: ((String) -> Void)?

  init() {
    super.init(style: .plain)
    title = "Photographers"
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = names[indexPath.row]
    cell.detailTextLabel?.text = "\(12 + indexPath.row * 7) photos"
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selections.append(names[indexPath.row])
    onSelect?(names[indexPath.row])
  }
}

/// One photo with a caption and a button.
@MainActor
final class PhotoViewController: UIViewController {
  let caption = UILabel(text: "Moonrise, Hernandez, New Mexico, 1941")
  let button = UIButton(type: .system)
  let photo = UIImageView(image: UIImage(named: "moonrise", size: CGSize(width: 1200, height: 900)))
  var taps = 0

  init(title: String) {
    super.init()
    self.title = title
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    photo.frame = .zero
    photo.contentMode = .scaleAspectFit
    caption.textColor = .secondaryLabel
    caption.font = .preferredFont(forTextStyle: .subheadline)
    button.setTitle("Show URL", for: .normal)
    button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
    view.addSubview(photo)
    view.addSubview(caption)
    view.addSubview(button)
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action)
  }
}

/// A settings form: a grouped table with value1 rows and a checkmark, and Cancel/Done items.
@MainActor
final class SettingsViewController: UITableViewController {
  let rows = [["Account", "Signed in"], ["Thumbnails", "Large"], ["Show captions", ""]]
  var doneTaps = 0

  init() {
    super.init(style: .insetGrouped)
    title = "Settings"
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.doneTaps += 1 })
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 2 }
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section == 0 ? "General" : "Display"
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 2 : 1 }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let row = rows[indexPath.section * 2 + indexPath.row]
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    cell.textLabel?.text = row[0]
    cell.detailTextLabel?.text = row[1]
    cell.accessoryType = indexPath.section == 1 ? .checkmark : .disclosureIndicator
    return cell
  }
}

/// Windows for the snapshot tests.
@MainActor
enum Screens {
  static func show(_ root: UIViewController, on device: Device, orientation: UIInterfaceOrientation = .portrait) -> UIWindow {
    let window = UIWindow(device: device, orientation: orientation)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }

  /// Photographers → Ansel Adams on an iPhone 16.
  static func navigationStack(device: Device = .iPhone16) -> (UIWindow, UINavigationController) {
    let list = PhotographersViewController()
    let navigation = UINavigationController(rootViewController: list)
    let window = show(navigation, on: device)
    navigation.pushViewController(PhotoViewController(title: "Ansel Adams"), animated: false)
    return (window, navigation)
  }

  /// A tab bar with Photographers and Recents (badge) tabs.
  static func tabBar(device: Device = .iPhone16) -> (UIWindow, UITabBarController) {
    let tabs = UITabBarController()
    let photographers = UINavigationController(rootViewController: PhotographersViewController())
    photographers.tabBarItem = UITabBarItem(tabBarSystemItem: .featured, tag: 0)
    photographers.tabBarItem.title = "Photographers"
    let recents = UINavigationController(rootViewController: PhotoViewController(title: "Recents"))
    recents.tabBarItem = UITabBarItem(tabBarSystemItem: .recents, tag: 1)
    recents.tabBarItem.badgeValue = "3"
    tabs.viewControllers = [photographers, recents]
    return (show(tabs, on: device), tabs)
  }

  /// Settings presented as a page sheet over the photographers list.
  static func pageSheet(device: Device = .iPhone16) -> (UIWindow, UINavigationController) {
    let (window, tabs) = tabBar(device: device)
    let settings = UINavigationController(rootViewController: SettingsViewController())
    tabs.present(settings, animated: false)
    return (window, settings)
  }

  /// Settings presented as a form sheet on an iPad Air in landscape.
  static func formSheetOnPad() -> (UIWindow, UINavigationController) {
    let list = UINavigationController(rootViewController: PhotographersViewController())
    let window = show(list, on: .iPadAir11, orientation: .landscapeLeft)
    let settings = UINavigationController(rootViewController: SettingsViewController())
    settings.modalPresentationStyle = .formSheet
    list.present(settings, animated: false)
    return (window, settings)
  }
}
