import Testing
import AdaptiveKit
import AdaptiveStoryboard
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct RecipesTests {
  /// Launches Recipes from its Info.plist's main storyboard, as iOS does.
  static func launch(on device: Device) throws -> (RecipesAppDelegate, UITabBarController) {
    UIStoryboard.register(RecipeListViewController.self, RecipeDetailViewController.self, ShoppingListViewController.self)
    let bundle = try #require(Bundle.module.url(forResource: "Recipes", withExtension: nil, subdirectory: "Bundles").flatMap(Bundle.init(url:)))
    let delegate = RecipesAppDelegate()
    UIApplication.launch(delegate: delegate, bundle: bundle, on: device)
    return (delegate, try #require(delegate.window?.rootViewController as? UITabBarController))
  }

  @Test(arguments: [Device.iPhone16, .iPadAir11])
  func aRecipeMadeByIdentifierWithItsCreatorIsPushedInItsTab(device: Device) throws {
    let (delegate, tabs) = try Self.launch(on: device)
    #expect(delegate.window?.isKeyWindow == true)
    #expect(tabs.viewControllers?.map { $0.tabBarItem.title } == ["Recipes", "Shopping"])
    let navigation = try #require(tabs.selectedViewController as? UINavigationController)
    let list = try #require(navigation.topViewController as? RecipeListViewController)
    #expect(list.tableView.visibleCells.map { $0.detailTextLabel?.text } == ["3 ingredients", "3 ingredients"])

    list.tableView.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    let detail = try #require(navigation.topViewController as? RecipeDetailViewController)
    #expect(navigation.viewControllers.count == 2)
    #expect(detail.recipe.name == "Guacamole")
    #expect(detail.title == "Guacamole")
    #expect(detail.ingredientsLabel.text == "Avocados, Lime, Salt")
    #expect(detail.storyboard != nil)
    #expect(detail.view.window === delegate.window)
  }

  @Test(arguments: [Device.iPhone16, .iPadAir11])
  func addingToTheShoppingListSelectsItsTab(device: Device) throws {
    let (delegate, tabs) = try Self.launch(on: device)
    let navigation = try #require(tabs.selectedViewController as? UINavigationController)
    let list = try #require(navigation.topViewController as? RecipeListViewController)
    list.tableView.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
    let detail = try #require(navigation.topViewController as? RecipeDetailViewController)
    let button = try #require(detail.view.subviews.compactMap { $0 as? UIButton }.first)
    button.simulateTap()

    #expect(tabs.selectedIndex == 1)
    let shopping = try #require((tabs.selectedViewController as? UINavigationController)?.topViewController as? ShoppingListViewController)
    #expect(shopping.items == ["Flour", "Milk", "Eggs"])
    #expect(shopping.itemsLabel.text == "Flour\nMilk\nEggs")
    #expect(shopping.appearances == 1)
    #expect(shopping.view.window === delegate.window)
    // Selecting from code does not call the delegate (only the user's taps do).
    #expect(delegate.selectedTabs.isEmpty)
    tabs.simulateTap(onTabAt: 0)
    #expect(delegate.selectedTabs == ["Recipes"])
    #expect(navigation.topViewController === detail)
  }
}
