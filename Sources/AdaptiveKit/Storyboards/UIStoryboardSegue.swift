/// A transition between two view controllers that a storyboard declares, as UIKit's
/// `UIStoryboardSegue`. Subclass it and override ``perform()`` for a custom segue; the storyboard
/// creates it with `init(identifier:source:destination:)`.
@MainActor
open class UIStoryboardSegue {
  /// The segue's identifier in the storyboard.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller the segue shows.
  public let destination: UIViewController
  /// What a segue made with `init(identifier:source:destination:performHandler:)` runs.
  var performHandler: (@MainActor () -> Void)?

  /// Creates a segue between two controllers.
  public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  /// Creates a segue that runs a closure when it performs.
  public convenience init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping @MainActor () -> Void
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
    self.performHandler = performHandler
  }

  /// Performs the transition. The storyboard's segues (show, showDetail, presentation, popover,
  /// embed, unwind) are subclasses; a plain segue runs its perform handler.
  open func perform() { performHandler?() }
}

/// Where an unwind segue starts, as UIKit's `UIStoryboardUnwindSegueSource`: what a container's
/// ``UIViewController/allowedChildrenForUnwinding(from:)`` is asked about.
@MainActor
public final class UIStoryboardUnwindSegueSource {
  /// The controller the unwind starts from.
  public let source: UIViewController
  /// The unwind action, such as `unwindToList:`.
  public let unwindAction: Selector
  /// The object that triggered the unwind.
  public let sender: Any?

  package init(source: UIViewController, unwindAction: Selector, sender: Any?) {
    self.source = source
    self.unwindAction = unwindAction
    self.sender = sender
  }
}
