import AdaptiveKit

/// The app classes storyboards may name, by name, and the actions they connect: what the
/// Objective-C runtime's class and method lookups do on iOS. A class a storyboard names but nobody
/// registered is reported, and the storyboard uses the UIKit class of its element instead, as UIKit
/// does with an unknown class.
@MainActor
enum StoryboardClassRegistry {
  private static var classesByName: [String: AnyClass] = [:]
  /// The `@Storyboarded` classes' actions by name, each carrying the methods of every class that
  /// has one of that name.
  private static var actionsByName: [String: Selector] = [:]

  /// Records classes under their plain name and their module-qualified name.
  static func register(_ classes: [AnyClass]) {
    for type in classes {
      classesByName[String(reflecting: type)] = type
      let plainName = String(describing: type)
      if classesByName[plainName].map(ObjectIdentifier.init) ?? ObjectIdentifier(type) == ObjectIdentifier(type) {
        classesByName[plainName] = type
      }
      for action in (type as? any StoryboardActionProviding.Type)?.storyboardActions ?? [] {
        actionsByName[action.name] = actionsByName[action.name]?.merging(action) ?? action
      }
    }
  }

  /// The selector a storyboard connects for an action name, carrying the registered classes'
  /// methods of that name.
  static func action(named name: String) -> Selector {
    actionsByName[name] ?? Selector(name)
  }

  /// The class for a `customClass` (and `customModule`, when the storyboard names one).
  static func lookUp(_ name: String, module: String?) -> AnyClass? {
    if let module, let qualified = classesByName["\(module).\(name)"] { return qualified }
    return classesByName[name]
  }
}

extension UIStoryboard {
  /// Makes app classes available to storyboards by name, once at launch: view controllers, views,
  /// cells and segues that storyboards name in their `customClass`. A class marked
  /// `@Storyboarded` also makes its `@IBAction` and `@IBSegueAction` methods known. Registering
  /// also lets `UIStoryboard(name:bundle:)` and a launch from an Info.plist read storyboard files.
  ///
  /// ```swift
  /// UIStoryboard.register(PhotosViewController.self, PhotoViewController.self, FadeSegue.self)
  /// ```
  public static func register(_ classes: AnyClass...) {
    reader = LoadedStoryboard.open(name:in:)
    StoryboardClassRegistry.register(classes)
  }
}
