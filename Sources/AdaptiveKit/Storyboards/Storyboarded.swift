import Foundation

/// A class whose storyboard actions `@Storyboarded` (in AdaptiveMacros) lists.
@MainActor
public protocol StoryboardActionProviding: AnyObject {
  /// The class's action and segue-action selectors, each carrying its method.
  static var storyboardActions: [Selector] { get }
}

/// What a segue action receives: the coder to create the destination with, the sender and the
/// segue's identifier.
@MainActor
package struct SegueActionArguments {
  package let coder: NSCoder
  package let sender: Any?
  package let identifier: String?

  package init(coder: NSCoder, sender: Any?, identifier: String?) {
    self.coder = coder
    self.sender = sender
    self.identifier = identifier
  }
}

extension Selector {
  /// What `@Storyboarded` makes for an `@IBSegueAction` method taking the coder.
  @MainActor
  public init<T: AnyObject, ViewController: UIViewController>(
    objCBaseName: String, argumentLabels: [String]?, segueAction method: @escaping @MainActor (T) -> (NSCoder) -> ViewController?
  ) {
    self.init(objCBaseName: objCBaseName, argumentLabels: argumentLabels, arity: 1) { target, arguments in
      method(target)(arguments.coder)
    }
  }

  /// What `@Storyboarded` makes for an `@IBSegueAction` method taking the coder and the sender.
  @MainActor
  public init<T: AnyObject, ViewController: UIViewController>(
    objCBaseName: String, argumentLabels: [String]?,
    segueAction method: @escaping @MainActor (T) -> (NSCoder, Any?) -> ViewController?
  ) {
    self.init(objCBaseName: objCBaseName, argumentLabels: argumentLabels, arity: 2) { target, arguments in
      method(target)(arguments.coder, arguments.sender)
    }
  }

  /// What `@Storyboarded` makes for an `@IBSegueAction` method taking the coder, the sender and
  /// the segue's identifier.
  @MainActor
  public init<T: AnyObject, ViewController: UIViewController>(
    objCBaseName: String, argumentLabels: [String]?,
    segueAction method: @escaping @MainActor (T) -> (NSCoder, Any?, String?) -> ViewController?
  ) {
    self.init(objCBaseName: objCBaseName, argumentLabels: argumentLabels, arity: 3) { target, arguments in
      method(target)(arguments.coder, arguments.sender, arguments.identifier)
    }
  }

  /// A segue action: the storyboard passes ``SegueActionArguments`` as the sender.
  @MainActor
  private init<T: AnyObject>(
    objCBaseName: String, argumentLabels: [String]?, arity: Int,
    make: @escaping @MainActor (T, SegueActionArguments) -> UIViewController?
  ) {
    self.init(Selector.objCName(objCBaseName, labels: argumentLabels, arity: arity), implementedBy: T.self) { target, sender, _ in
      guard let arguments = sender as? SegueActionArguments else { return nil }
      return make(target, arguments)
    }
  }
}

extension UIViewController {
  /// Runs a segue action (`destinationCreationSelector`) on this controller: the destination it
  /// makes, or nil when it returns nil or the class does not have the action (reported).
  package func makeDestination(with action: Selector, coder: NSCoder, sender: Any?, identifier: String?) -> UIViewController? {
    let arguments = SegueActionArguments(coder: coder, sender: sender, identifier: identifier)
    guard let result = action.call(on: self, sender: arguments, event: nil) else {
      MisuseReport.exception("-[\(type(of: self)) \(action.name)]: unrecognized selector sent to instance").report()
      return nil
    }
    return result as? UIViewController
  }

  /// Sends an unwind action to this controller with its segue.
  package func performUnwindAction(_ action: Selector, segue: UIStoryboardSegue) {
    if action.call(on: self, sender: segue, event: nil) == nil {
      MisuseReport.exception("-[\(type(of: self)) \(action.name)]: unrecognized selector sent to instance").report()
    }
  }
}
