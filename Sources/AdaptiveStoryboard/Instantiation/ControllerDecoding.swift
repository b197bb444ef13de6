import AdaptiveKit

/// Decodes a controller element: storyboard, title, presentation attributes, navigation and tab
/// bar items, container relationships, segues and the description of its view.
@MainActor
struct ControllerDecoding {
  let element: StoryboardElement
  let scene: SceneInstance

  func decode(into controller: UIViewController) {
    scene.controller = controller
    controller.storyboard = scene.storyboard
    if let title = element["title"] { controller.title = title }
    if let style = AttributeValues.presentationStyle(element["modalPresentationStyle"]) { controller.modalPresentationStyle = style }
    if let style = AttributeValues.transitionStyle(element["modalTransitionStyle"]) { controller.modalTransitionStyle = style }
    if element.flag("definesPresentationContext") { controller.definesPresentationContext = true }
    if element.flag("providesPresentationContextTransitionStyle") { controller.providesPresentationContextTransitionStyle = true }
    if element.flag("hidesBottomBarWhenPushed") { controller.hidesBottomBarWhenPushed = true }
    if element.flag("modalInPresentation") { controller.isModalInPresentation = true }
    if let size = element.child(key: "preferredContentSize"), let width = Double(size["width"] ?? ""),
       let height = Double(size["height"] ?? "") {
      controller.preferredContentSize = CGSize(width: width, height: height)
    }
    if let table = controller as? UITableViewController, element["clearsSelectionOnViewWillAppear"] == "NO" {
      table.clearsSelectionOnViewWillAppear = false
    }
    if let item = element.child(key: "navigationItem") { decodeNavigationItem(item, of: controller) }
    if let item = element.child(key: "tabBarItem") { controller.tabBarItem = tabBarItem(item) }
    decodeRelationships(of: controller)
    for template in scene.segueTemplates() {
      if let identifier = template.identifier { controller.storyboardSegues[identifier] = template }
    }
    if element.child(key: "view") != nil {
      controller.storyboardViewBuilder = { [scene] _ in scene.buildRootView() }
    }
    RuntimeAttributes(element: element, scene: scene).apply(to: controller)
  }

  // MARK: Items

  private func decodeNavigationItem(_ item: StoryboardElement, of controller: UIViewController) {
    let navigationItem = controller.navigationItem
    if let title = item["title"] { navigationItem.title = title }
    if let title = item["backButtonTitle"] { navigationItem.backButtonTitle = title }
    if item.flag("hidesBackButton") { navigationItem.hidesBackButton = true }
    if item.flag("leftItemsSupplementBackButton") { navigationItem.leftItemsSupplementBackButton = true }
    if let left = item.child(key: "leftBarButtonItem") { navigationItem.leftBarButtonItem = scene.makeBarButtonItem(left) }
    if let right = item.child(key: "rightBarButtonItem") { navigationItem.rightBarButtonItem = scene.makeBarButtonItem(right) }
    if let left = item.child("leftBarButtonItems") {
      navigationItem.leftBarButtonItems = left.children.filter { $0.name == "barButtonItem" }.map(scene.makeBarButtonItem)
    }
    if let right = item.child("rightBarButtonItems") {
      navigationItem.rightBarButtonItems = right.children.filter { $0.name == "barButtonItem" }.map(scene.makeBarButtonItem)
    }
    if let back = item.child(key: "backBarButtonItem") { navigationItem.backBarButtonItem = scene.makeBarButtonItem(back) }
    if let id = item.id { scene.register(navigationItem, as: id) }
  }

  private func tabBarItem(_ item: StoryboardElement) -> UITabBarItem {
    let tabItem: UITabBarItem
    if let system = AttributeValues.tabSystemItem(item["systemItem"]) {
      tabItem = UITabBarItem(tabBarSystemItem: system, tag: Int(item["tag"] ?? "") ?? 0)
    } else {
      tabItem = UITabBarItem(
        title: item["title"], image: AttributeValues.image(item["image"], catalog: item["catalog"]),
        tag: Int(item["tag"] ?? "") ?? 0)
    }
    if let id = item.id { scene.register(tabItem, as: id) }
    return tabItem
  }

  // MARK: Relationships

  /// Makes the controllers a container's relationship segues name and installs them.
  private func decodeRelationships(of controller: UIViewController) {
    var related: [(relationship: String, controller: UIViewController)] = []
    for segue in element.connections where segue.name == "segue" && segue["kind"] == "relationship" {
      guard let destination = segue["destination"], let relationship = segue["relationship"],
            let child = scene.instantiate(destination) else { continue }
      related.append((relationship, child))
    }
    guard !related.isEmpty else { return }
    func first(_ name: String) -> UIViewController? { related.first { $0.relationship == name }?.controller }
    let known: Set<String>
    switch controller {
    case let navigation as UINavigationController:
      known = ["rootViewController"]
      if let root = first("rootViewController") { navigation.setViewControllers([root], animated: false) }
    case let tabs as UITabBarController:
      known = ["viewControllers"]
      tabs.viewControllers = related.filter { $0.relationship == "viewControllers" }.map(\.controller)
    case let split as UISplitViewController:
      known = Self.splitRelationships
      decodeSplit(split, first: first)
    default:
      scene.note(element, "relationship segues on a \(type(of: controller)) are skipped")
      return
    }
    for name in Self.unknownRelationships(in: related.map(\.relationship), known: known) {
      scene.note(element, "the \"\(name)\" relationship is not one Interface Builder is known to write for a \(type(of: controller)); skipped")
    }
  }

  /// The relationships a split view controller's element may name: both styles' columns.
  private static let splitRelationships: Set<String> = [
    "masterViewController", "supplementaryViewController", "detailViewController", "compactViewController",
  ]

  /// Each relationship name outside `known`, once, in file order: the containers' newer children
  /// (an inspector column, tab objects) have no encoding Interface Builder is known to write.
  private static func unknownRelationships(in names: [String], known: Set<String>) -> [String] {
    var seen: Set<String> = []
    return names.filter { !known.contains($0) && seen.insert($0).inserted }
  }

  private func decodeSplit(_ split: UISplitViewController, first: (String) -> UIViewController?) {
    if let mode = AttributeValues.displayMode(element["preferredDisplayMode"]) { split.preferredDisplayMode = mode }
    if let behavior = AttributeValues.splitBehavior(element["behavior"]) { split.preferredSplitBehavior = behavior }
    if element["primaryBackgroundStyle"] == "sidebar" { split.primaryBackgroundStyle = .sidebar }
    if element["presentsWithGesture"] == "NO" { split.presentsWithGesture = false }
    if split.style == .unspecified {
      split.viewControllers = [first("masterViewController"), first("detailViewController")].compactMap { $0 }
      return
    }
    let columns: [(String, UISplitViewController.Column)] = [
      ("masterViewController", .primary), ("supplementaryViewController", .supplementary),
      ("detailViewController", .secondary), ("compactViewController", .compact),
    ]
    for (relationship, column) in columns {
      if let child = first(relationship) { split.setViewController(child, for: column) }
    }
  }
}
