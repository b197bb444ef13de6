import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

/// Element ids are identities: the same controller keeps its id whatever happens around it.
@Suite(.checksInvariants) @MainActor
struct IdentityTests {
  /// The id of every controller drawn, by controller.
  private func controllerIDs(_ window: UIWindow) -> [ObjectIdentifier: String] {
    var result: [ObjectIdentifier: String] = [:]
    for node in AdaptiveRenderer.layoutTree(for: window).flattened where node.role == .controller {
      if let controller = node.controller { result[ObjectIdentifier(controller)] = node.id }
    }
    return result
  }

  private func id(of controller: UIViewController, in window: UIWindow) -> String? {
    controllerIDs(window)[ObjectIdentifier(controller)]
  }

  /// Every controller drawn in both maps has the same id in both; returns how many there are.
  private func sharedControllersAgree(_ before: [ObjectIdentifier: String], _ after: [ObjectIdentifier: String]) -> Int {
    let shared = Set(before.keys).intersection(after.keys)
    for key in shared { #expect(before[key] == after[key]) }
    return shared.count
  }

  @Test func aControllerKeepsItsIDAcrossPushesAndPops() {
    let list = PhotographersViewController()
    let navigation = UINavigationController(rootViewController: list)
    let window = Screens.show(navigation, on: .iPhone16)
    let listID = id(of: list, in: window)
    #expect(listID != nil)
    let photo = PhotoViewController(title: "Ansel Adams")
    navigation.pushViewController(photo, animated: false)
    let photoID = id(of: photo, in: window)
    #expect(photoID != nil && photoID != listID)
    navigation.popViewController(animated: false)
    #expect(id(of: list, in: window) == listID)
    // The same controller pushed again is the same element; another controller is another.
    navigation.pushViewController(photo, animated: false)
    #expect(id(of: photo, in: window) == photoID)
    navigation.popViewController(animated: false)
    let other = PhotoViewController(title: "Dorothea Lange")
    navigation.pushViewController(other, animated: false)
    #expect(id(of: other, in: window) != photoID)
    // Chrome and rows derive from their owners' identities.
    let tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(tree.node(withID: "nav0.bar.back")?.id == "\(id(of: navigation, in: window)!).bar.back")
  }

  @Test func rowIDsDeriveFromTheirTableView() {
    let (window, navigation) = Screens.navigationStack()
    navigation.popViewController(animated: false)
    let list = navigation.topViewController as! PhotographersViewController
    let row = AdaptiveRenderer.layoutTree(for: window).node(withID: "vc0.table0.row.2")
    #expect(row?.id == "v\(window.context.identity(of: list.tableView)).row.0.2")
    #expect(row?.label == "vc0.table0.row.2")
  }

  @Test func idsSurviveCollapseExpandAndRotation() {
    let split = UISplitViewController(style: .doubleColumn)
    let list = PhotographersViewController()
    let photo = PhotoViewController(title: "Moonrise")
    split.setViewController(list, for: .primary)
    split.setViewController(photo, for: .secondary)
    let window = Screens.show(split, on: .iPhone16ProMax)
    let collapsed = controllerIDs(window)
    window.rotate(to: .landscapeLeft)
    #expect(!split.isCollapsed)
    let expanded = controllerIDs(window)
    #expect(sharedControllersAgree(collapsed, expanded) > 0)
    window.rotate(to: .portrait)
    #expect(split.isCollapsed)
    let collapsedAgain = controllerIDs(window)
    #expect(sharedControllersAgree(collapsed, collapsedAgain) == collapsed.count)
    #expect(sharedControllersAgree(expanded, collapsedAgain) > 0)
    #expect(id(of: split, in: window) == collapsed[ObjectIdentifier(split)])
  }

  @Test func aRepresentedControllerKeepsItsID() {
    let (window, tabs) = Screens.tabBar()
    let settings = UINavigationController(rootViewController: SettingsViewController())
    tabs.present(settings, animated: false)
    let first = id(of: settings, in: window)
    let sheet = AdaptiveRenderer.layoutTree(for: window).node(withID: "modal0")?.id
    #expect(first != nil)
    tabs.dismiss(animated: false)
    #expect(id(of: settings, in: window) == nil)
    tabs.present(settings, animated: false)
    #expect(id(of: settings, in: window) == first)
    #expect(AdaptiveRenderer.layoutTree(for: window).node(withID: "modal0")?.id == sheet)
  }

  @Test func aWindowRebuiltAndReplayedGivesIdenticalIDs() {
    func replay() -> [String] {
      let (window, navigation) = Screens.navigationStack()
      navigation.popViewController(animated: false)
      AdaptiveRenderer.target(labelOrID: "Dorothea Lange", in: window)?.perform()
      navigation.pushViewController(PhotoViewController(title: "Dorothea Lange"), animated: false)
      window.rotate(to: .landscapeLeft)
      return AdaptiveRenderer.layoutTree(for: window).flattened.map(\.id)
    }
    let first = replay()
    #expect(first.count > 5)
    #expect(replay() == first)
  }

  @Test func renderingDoesNotAllocateIdentitiesForWhatIsAlreadyOnScreen() {
    let (window, _) = Screens.navigationStack()
    let before = window.context.identity(of: UIView())
    _ = AdaptiveRenderer.frame(for: window)
    _ = AdaptiveRenderer.frame(for: window)
    // Only the probe views themselves took numbers.
    #expect(window.context.identity(of: UIView()) == before + 1)
  }
}
