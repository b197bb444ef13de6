import Foundation

/// A storyboard: the scenes of an app's interface and the segues between them, as UIKit's
/// `UIStoryboard`. The `AdaptiveStoryboard` library reads Xcode's `.storyboard` files into one
/// (`UIStoryboard(name:bundle:)`, `UIStoryboard(contentsOf:)`).
///
/// ```swift
/// let storyboard = UIStoryboard(name: "Main", bundle: .module)
/// window.rootViewController = storyboard.instantiateInitialViewController()
/// ```
@MainActor
open class UIStoryboard {
  /// What the storyboard holds, read by the loader.
  package let content: any StoryboardContent

  /// Creates a storyboard over content a loader read.
  package init(content: any StoryboardContent) { self.content = content }

  /// Opens the storyboard `name.storyboard` in a bundle, as UIKit does; nil is the launched app's
  /// bundle (the one ``UIApplication/launch(delegate:sceneDelegate:bundle:on:orientation:posture:host:options:)``
  /// was given), else the main bundle. A missing or unreadable file is reported and gives an empty
  /// storyboard, whose `instantiateInitialViewController()` returns nil. The `AdaptiveStoryboard`
  /// library reads the file: an app links it and registers its storyboard classes with
  /// `UIStoryboard.register(_:)` at launch.
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    let bundle = storyboardBundleOrNil ?? UIApplication.launchedBundle ?? .main
    guard let reader = Self.reader else {
      MisuseReport.exception(
        "Could not open the storyboard '\(name)': storyboards are read by the AdaptiveStoryboard library; link it and call UIStoryboard.register(_:) at launch"
      ).report()
      self.init(content: EmptyStoryboard(name: name))
      return
    }
    self.init(content: reader(name, bundle))
  }

  /// What reads a storyboard file by name from a bundle: set by the `AdaptiveStoryboard` library
  /// when an app registers its classes (AdaptiveKit does not depend on it).
  package static var reader: (@MainActor (_ name: String, _ bundle: Bundle) -> any StoryboardContent)?

  /// A new instance of the initial view controller; nil when the storyboard names none.
  open func instantiateInitialViewController() -> UIViewController? {
    instantiateInitialViewController(creator: nil as ((NSCoder) -> UIViewController?)?)
  }

  /// A new instance of the initial view controller, made by `creator` when it returns one (as with
  /// an `@IBSegueAction`, to pass the controller what it needs); nil when there is no initial one.
  open func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)?
  ) -> ViewController? {
    guard let sceneID = content.initialSceneID else { return nil }
    return content.instantiate(sceneID: sceneID, in: self, creator: creator.map { make in { make($0) } }) as? ViewController
  }

  /// A new instance of the view controller with a storyboard ID. An unknown identifier is misuse:
  /// reported with UIKit's message, and a plain view controller is returned.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    instantiateViewController(identifier: identifier, creator: nil)
  }

  /// A new instance of the view controller with a storyboard ID, made by `creator` when it
  /// returns one.
  open func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    if let sceneID = content.sceneID(forIdentifier: identifier),
       let controller = content.instantiate(sceneID: sceneID, in: self, creator: creator.map { make in { make($0) } }) as? ViewController {
      return controller
    }
    MisuseReport.exception(
      "Storyboard (\(content.name)) doesn't contain a view controller with identifier '\(identifier)'"
    ).report()
    // UIKit raises here; AdaptiveKit goes on with an empty controller of the type asked for (made
    // with a coder that decodes nothing).
    guard let empty = ViewController(coder: NSCoder()) else {
      preconditionFailure("\(ViewController.self)(coder:) returned nil for an empty coder")
    }
    return empty
  }
}

/// What a loaded storyboard offers the API: its scenes, made into controllers on demand.
@MainActor
package protocol StoryboardContent: AnyObject {
  /// The storyboard's name, for messages.
  var name: String { get }
  /// The scene of the initial view controller.
  var initialSceneID: String? { get }
  /// The scene whose controller has a storyboard ID.
  func sceneID(forIdentifier identifier: String) -> String?
  /// A new controller for a scene, with its segues, outlets and view description attached.
  func instantiate(
    sceneID: String, in storyboard: UIStoryboard, creator: ((NSCoder) -> UIViewController?)?
  ) -> UIViewController?
}

/// The content of a storyboard that could not be opened: no scenes.
@MainActor
package final class EmptyStoryboard: StoryboardContent {
  package let name: String
  package init(name: String) { self.name = name }
  package var initialSceneID: String? { nil }
  package func sceneID(forIdentifier identifier: String) -> String? { nil }
  package func instantiate(
    sceneID: String, in storyboard: UIStoryboard, creator: ((NSCoder) -> UIViewController?)?
  ) -> UIViewController? { nil }
}
