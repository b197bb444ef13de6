/// The adaptation decision of R61–R62, asked when a presentation starts and whenever the
/// presenter's traits are about to change.
///
/// Order of the delegate calls (R62):
/// 1. `adaptivePresentationStyle(for:traitCollection:)` (its default asks
///    `adaptivePresentationStyle(for:)`), only in a compact width or height;
/// 2. when the style adapts: `presentationController(_:viewControllerForAdaptivePresentationStyle:)`
///    then `presentationController(_:prepare:)`;
/// 3. `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)` with the
///    adapted style, or `.none` when nothing adapts. It is always sent when presenting, and on a
///    trait change only when the shown style changes.
@MainActor
enum PresentationAdaptation {
  /// The styles a delegate may answer (R62); anything else falls back to the controller's default.
  static let validDelegateStyles: Set<UIModalPresentationStyle> = [.fullScreen, .overFullScreen, .formSheet, .none]
  /// The styles `adaptivePresentationStyle(for:)`, the legacy variant, may answer (R62).
  static let validLegacyDelegateStyles: Set<UIModalPresentationStyle> = [.fullScreen, .overFullScreen, .none]
  /// The presented controllers whose adaptation delegate is being asked for a substitute, innermost
  /// last: the container the delegate builds around one of them cannot be placed meanwhile.
  static var presentedAwaitingSubstitute: [UIViewController] = []

  /// The adapted style for the presenter's `traits`, or `.none` when the presentation keeps its style.
  static func adaptedStyle(of controller: UIPresentationController, for traits: UITraitCollection) -> UIModalPresentationStyle {
    let isCompact = traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact
    guard isCompact, controller.consultsAdaptationDelegate else { return .none }
    var style = controller.adaptivePresentationStyle(for: traits)
    if let delegate = controller.delegate {
      let context = controller.adaptationContext
      context?.adaptationAnsweredByLegacyVariant = false
      let answer = delegate.adaptivePresentationStyle(for: controller, traitCollection: traits)
      CallbackRecorder.recordDelegate("adaptivePresentationStyle(for:traitCollection:) → \(answer)")
      let valid = context?.adaptationAnsweredByLegacyVariant == true ? validLegacyDelegateStyles : validDelegateStyles
      context?.adaptationAnsweredByLegacyVariant = false
      if answer != .automatic, valid.contains(answer) { style = answer }
    }
    return style == controller.presentationStyle ? .none : style
  }

  /// What an adaptation decided: the style to show in and the change of substitute.
  struct Outcome {
    /// The style to show in.
    var style: UIModalPresentationStyle
    /// The substitute to show: nil keeps the current one, `.some(nil)` removes it, `.some(vc)`
    /// shows `vc` instead of the presented controller.
    var substitute: UIViewController?? = nil
  }

  /// Runs the decision and its delegate calls. Returns the outcome when the style differs from
  /// `current` (or always, when `initial`), else nil.
  @discardableResult
  static func decide(
    for controller: UIPresentationController, traits: UITraitCollection,
    coordinator: (any UIViewControllerTransitionCoordinator)?, current: UIModalPresentationStyle?, initial: Bool = false
  ) -> Outcome? {
    let adapted = adaptedStyle(of: controller, for: traits)
    let newStyle = adapted == .none ? controller.presentationStyle : adapted
    guard initial || newStyle != current else { return nil }
    var outcome = Outcome(style: newStyle)
    if adapted != .none {
      if controller.adaptiveSubstitute == nil, !presentsAbove(controller), let delegate = controller.delegate {
        // The delegate may wrap the presented controller in a container: it is released from its
        // presenter for the call, and linked again by the swap (R62).
        let presented = controller.presentedViewController
        let presenter = presented.storedPresentingViewController
        presented.storedPresentingViewController = nil
        presentedAwaitingSubstitute.append(presented)
        let substitute = delegate.presentationController(controller, viewControllerForAdaptivePresentationStyle: adapted)
        presentedAwaitingSubstitute.removeLast()
        // A callback of the answer (the substitute's `willMove(toParent:)` dismissing) may have
        // ended this presentation: nothing is adapted any more.
        if let presenter, presenter.storedPresentedViewController !== presented { return nil }
        presented.storedPresentingViewController = presenter
        if let substitute, substitute !== presented {
          if let problem = substituteProblem(substitute, presenter: presenter ?? controller.storedPresenting ?? controller.source) {
            MisuseReport.log("The adaptation delegate's controller \(substitute.debugName) for \(presented.debugName) \(problem); it is ignored.").report()
          } else {
            outcome.substitute = .some(substitute)
            substitute.substituteAnsweredFor = presented
          }
        }
        if outcome.substitute == nil, presented.parent != nil {
          // The answer is not shown, but the delegate built a container around the presented
          // controller (a navigation controller that a callback then gave a parent): the
          // presented controller stays presented, and a presented controller has no parent.
          reclaim(presented)
          if let presenter, presenter.storedPresentedViewController !== presented { return nil }
        }
      }
      controller.delegate?.presentationController(controller, prepare: controller.adaptivePresentationControllerForDelegate)
    } else if controller.adaptiveSubstitute != nil, !presentsAbove(controller) {
      outcome.substitute = .some(nil)
    }
    controller.delegate?.presentationController(controller, willPresentWithAdaptiveStyle: adapted, transitionCoordinator: coordinator)
    return outcome
  }

  /// Takes `presented` back out of the container an ignored answer built around it, with that
  /// container's own removal (a navigation controller drops it from its stack).
  private static func reclaim(_ presented: UIViewController) {
    presentedAwaitingSubstitute.append(presented)
    defer { presentedAwaitingSubstitute.removeLast() }
    if let parent = presented.parent { parent.releaseChildForAdoption(presented, by: presented) }
  }

  /// Why a controller the adaptation delegate answered cannot be shown in place of the presented
  /// one, or nil: it must not host the presenter, have a parent, be presented or be a window's root.
  private static func substituteProblem(_ substitute: UIViewController, presenter: UIViewController?) -> String? {
    if let presenter, presenter.isHosted(by: substitute) { return "is the presenter or contains it" }
    if let parent = substitute.parent { return "has a parent view controller \(parent.debugName)" }
    if substitute.storedPresentingViewController != nil { return "is already presented" }
    if substitute.windowHosting != nil { return "is a window's root view controller" }
    return nil
  }

  /// Whether the shown controller has presented something: the substitute is then neither swapped
  /// in nor out, so the presentations above keep their presenter ([INF]).
  private static func presentsAbove(_ controller: UIPresentationController) -> Bool {
    controller.storedPresenting != nil && controller.presentationAbove != nil
  }
}
