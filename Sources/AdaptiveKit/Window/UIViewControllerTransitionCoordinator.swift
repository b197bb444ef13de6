import Foundation

/// What a transition's animation blocks can read, as UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the transition was cancelled (never for size and trait transitions).
  var isCancelled: Bool { get }
  /// Whether the user drives the transition.
  var isInteractive: Bool { get }
  /// The duration of the animation in seconds.
  var transitionDuration: TimeInterval { get }
}

/// Lets code run alongside a transition and after it, as UIKit's
/// `UIViewControllerTransitionCoordinator`.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Registers blocks to run with the transition's animations and when it completes.
  /// Returns `true`: AdaptiveKit always runs them.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// The coordinator of one size or trait transition. Alongside blocks run after every
/// `willTransition`/`viewWillTransition` call and after the new traits are applied; completion
/// blocks run after all alongside blocks, in registration order.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
  let isAnimated: Bool
  let isCancelled = false
  let isInteractive = false
  var transitionDuration: TimeInterval { isAnimated ? 0.35 : 0 }

  private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var finished = false

  init(animated: Bool) { isAnimated = animated }

  /// Runs `body` with this coordinator reported as the running transition's in `context`'s
  /// window. Without a window (a hierarchy not yet shown) only the callbacks' argument carries it.
  func whileActive(in context: WindowContext?, _ body: () -> Void) {
    guard let context else { return body() }
    context.transitionCoordinators.append(self)
    defer { context.transitionCoordinators.removeLast() }
    body()
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if finished {
      // Registered after the transition ended: run at once, as UIKit does for a finished transition.
      animation?(self)
      completion?(self)
      return true
    }
    if let animation { alongside.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the alongside blocks, including any registered while they run.
  func runAnimations() { drain(&alongside) }

  /// Runs the completion blocks, including any registered while they run; later registrations run at once.
  func complete() {
    drain(&completions)
    finished = true
  }

  private func drain(_ blocks: inout [(any UIViewControllerTransitionCoordinatorContext) -> Void]) {
    var index = 0
    while index < blocks.count {
      blocks[index](self)
      index += 1
    }
    blocks.removeAll()
  }
}
