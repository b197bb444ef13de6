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
///
/// It carries the transition's target, so containers read where the transition goes instead of
/// parking values of their own: a window's transition knows the window's new size, traits and
/// orientation; every controller told about the transition has its own new traits and size
/// recorded (``target(of:)``); presentations record the adaptation they decided
/// (``adaptation(of:)``), adopted once the traits are applied.
@MainActor
package final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
  package let isAnimated: Bool
  package let isCancelled = false
  package let isInteractive = false
  package var transitionDuration: TimeInterval { isAnimated ? 0.35 : 0 }
  /// The window's size after the transition; nil for a transition inside a hierarchy (a trait
  /// override, a display-mode change).
  package let targetSize: CGSize?
  /// The window's traits after the transition; nil for a transition inside a hierarchy.
  package let targetTraits: UITraitCollection?
  /// The window's interface orientation after the transition; nil for a transition inside a
  /// hierarchy.
  package let targetOrientation: UIInterfaceOrientation?
  /// The foldable device's posture after the transition; nil for a device that does not fold and
  /// for a transition inside a hierarchy.
  package let targetPosture: Device.Posture?
  /// The callback recorder bound when the transition began (``CallbackRecorder``): read once for
  /// every controller the transition calls, not once per call.
  let callbackRecorder = CallbackRecorder.current

  /// What one controller was told about the transition.
  struct Target {
    /// The traits it was told it will have (`willTransition(to:with:)`), if its traits change.
    var traits: UITraitCollection?
    /// The size it was told it will have (`viewWillTransition(to:with:)`), if its size changes.
    var size: CGSize?
  }

  private var targets: [ObjectIdentifier: Target] = [:]
  private var adaptations: [ObjectIdentifier: PresentationAdaptation.Outcome] = [:]
  private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var finished = false
  /// Whether a window transition nested in this one (started from one of its callbacks) gave the
  /// window another size, traits, orientation or posture after this one's targets were told: its
  /// targets no longer describe where the window goes, and layout reads the window's (or the
  /// nested transition's) instead (``WindowContext/windowTransition``).
  var isSuperseded = false

  /// A coordinator for a transition inside a hierarchy.
  init(animated: Bool) {
    isAnimated = animated
    targetSize = nil
    targetTraits = nil
    targetOrientation = nil
    targetPosture = nil
  }

  /// A coordinator for a window's transition to `size`, `traits`, `orientation` and, on a
  /// foldable device, `posture`.
  init(animated: Bool, size: CGSize, traits: UITraitCollection, orientation: UIInterfaceOrientation, posture: Device.Posture? = nil) {
    isAnimated = animated
    targetSize = size
    targetTraits = traits
    targetOrientation = orientation
    targetPosture = posture
  }

  /// What `controller` was told about this transition (empty when it was told nothing).
  func target(of controller: AnyObject) -> Target { targets[ObjectIdentifier(controller)] ?? Target() }

  /// Records the traits `controller` was told it will have.
  func record(traits: UITraitCollection, for controller: AnyObject) {
    targets[ObjectIdentifier(controller), default: Target()].traits = traits
  }

  /// Records the size `controller` was told it will have.
  func record(size: CGSize, for controller: AnyObject) {
    targets[ObjectIdentifier(controller), default: Target()].size = size
  }

  /// The adaptation a presentation controller decided for this transition, if it asked.
  func adaptation(of controller: UIPresentationController) -> PresentationAdaptation.Outcome? {
    adaptations[ObjectIdentifier(controller)]
  }

  /// Records the adaptation a presentation controller decided, adopted when the traits are applied.
  func record(adaptation: PresentationAdaptation.Outcome, for controller: UIPresentationController) {
    adaptations[ObjectIdentifier(controller)] = adaptation
  }

  /// Runs `body` with this coordinator reported as the running transition's in `context`'s
  /// window. Without a window (a hierarchy not yet shown) only the callbacks' argument carries it.
  func whileActive(in context: WindowContext?, _ body: () -> Void) {
    guard let context else { return body() }
    // A window transition's target orientation is the one its safe areas are computed for.
    if targetOrientation != nil { context.forgetSafeAreas() }
    context.transitionCoordinators.append(self)
    defer {
      context.transitionCoordinators.removeLast()
      if targetOrientation != nil { context.forgetSafeAreas() }
    }
    body()
  }

  @discardableResult
  package func animate(
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
