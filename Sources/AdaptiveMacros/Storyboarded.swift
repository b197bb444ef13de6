import AdaptiveKit

/// Makes a class's `@IBAction` and `@IBSegueAction` methods known to storyboards, which connect
/// actions, unwind segues and segue actions by their Objective-C names (`didTapButton:`). Write it
/// above each class that has such methods, and register the class with
/// `UIStoryboard.register(_:)`.
///
/// ```swift
/// @Storyboarded
/// class HomeViewController: UIViewController {
///   @IBAction func didTapButton(_ sender: UIButton) { … }
///   @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {}
/// }
/// ```
@attached(extension, conformances: StoryboardActionProviding, names: named(storyboardActions))
public macro Storyboarded() = #externalMacro(module: "AdaptiveKitMacros", type: "StoryboardedMacro")
