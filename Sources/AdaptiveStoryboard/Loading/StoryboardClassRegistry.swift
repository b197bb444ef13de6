import AdaptiveKit

/// The app classes storyboards may name, by name: what the Objective-C runtime's class lookup does
/// on iOS. A class a storyboard names but nobody registered is reported, and the storyboard uses
/// the UIKit class of its element instead, as UIKit does with an unknown class.
@MainActor
enum StoryboardClassRegistry {
  private static var classesByName: [String: AnyClass] = [:]

  /// Records classes under their plain name and their module-qualified name.
  static func register(_ classes: [AnyClass]) {
    for type in classes {
      classesByName[String(reflecting: type)] = type
      let plainName = String(describing: type)
      if classesByName[plainName].map(ObjectIdentifier.init) ?? ObjectIdentifier(type) == ObjectIdentifier(type) {
        classesByName[plainName] = type
      }
      (type as? any StoryboardActionProviding.Type)?.registerStoryboardActions()
    }
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
  /// `@Storyboarded` also makes its `@IBAction` and `@IBSegueAction` methods known.
  ///
  /// ```swift
  /// UIStoryboard.register(PhotosViewController.self, PhotoViewController.self, FadeSegue.self)
  /// ```
  public static func register(_ classes: AnyClass...) {
    StoryboardClassRegistry.register(classes)
  }
}
