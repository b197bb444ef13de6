// Recipes: a tab bar app launched from its Info.plist's main storyboard. A recipe's screen is made
// from the storyboard by identifier with a creator (its initializer takes the recipe) and shown;
// adding to the shopping list reaches the other tab through the tab bar controller. The app
// delegate observes the tab bar controller's selection. Edits for AdaptiveKit: the import, `@main`
// gone, `@IBOutlet weak` written `@Outlet`, `@Storyboarded` above the class with an action.
import AdaptiveKit
import AdaptiveMacros

struct Recipe {
  let name: String
  let ingredients: [String]
}

class RecipesAppDelegate: UIResponder, UIApplicationDelegate, UITabBarControllerDelegate {
  var window: UIWindow?
  private(set) var selectedTabs: [String] = []

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    if let tabBarController = window?.rootViewController as? UITabBarController {
      tabBarController.delegate = self
    }
    return true
  }

  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    selectedTabs.append(viewController.tabBarItem.title ?? "?")
  }
}

class RecipeListViewController: UITableViewController {
  let recipes = [
    Recipe(name: "Pancakes", ingredients: ["Flour", "Milk", "Eggs"]),
    Recipe(name: "Guacamole", ingredients: ["Avocados", "Lime", "Salt"]),
  ]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return recipes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath)
    let recipe = recipes[indexPath.row]
    cell.textLabel?.text = recipe.name
    cell.detailTextLabel?.text = "\(recipe.ingredients.count) ingredients"
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let recipe = recipes[indexPath.row]
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let detail = storyboard.instantiateViewController(identifier: "RecipeDetail") { coder in
      RecipeDetailViewController(coder: coder, recipe: recipe)
    }
    show(detail, sender: self)
  }
}

@Storyboarded
class RecipeDetailViewController: UIViewController {
  let recipe: Recipe
  @Outlet var ingredientsLabel: UILabel!

  init?(coder: NSCoder, recipe: Recipe) {
    self.recipe = recipe
    super.init(coder: coder)
  }

  required init?(coder: NSCoder) {
    fatalError("Use init(coder:recipe:)")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = recipe.name
    ingredientsLabel.text = recipe.ingredients.joined(separator: ", ")
  }

  @IBAction func addToShoppingList(_ sender: Any) {
    guard let tabBarController = tabBarController,
          let navigationController = tabBarController.viewControllers?[1] as? UINavigationController,
          let shoppingList = navigationController.viewControllers.first as? ShoppingListViewController
    else { return }
    shoppingList.items.append(contentsOf: recipe.ingredients)
    tabBarController.selectedIndex = 1
  }
}

class ShoppingListViewController: UIViewController {
  var items: [String] = [] {
    didSet { updateList() }
  }
  @Outlet var itemsLabel: UILabel!
  private(set) var appearances = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    updateList()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearances += 1
  }

  private func updateList() {
    guard isViewLoaded, !items.isEmpty else { return }
    itemsLabel.text = items.joined(separator: "\n")
  }
}
