extension UIViewController {
  /// How this controller is presented. Reading never returns `.automatic`: a plain controller's
  /// automatic style reads as `.pageSheet`, as on iOS 13–17 (R58; iOS 18 reads `.formSheet`, see
  /// the DocC article "How a presentation adapts").
  public var modalPresentationStyle: UIModalPresentationStyle {
    get { requestedModalPresentationStyle == .automatic ? .pageSheet : requestedModalPresentationStyle }
    set {
      // Setting the style it already has keeps the presentation controller and its delegate, as a
      // popover segue does after `awakeFromNib` set the delegate (R78).
      guard newValue != requestedModalPresentationStyle else { return }
      requestedModalPresentationStyle = newValue
      // A controller that is presented keeps its presentation controller, also while an adaptive
      // substitute is shown in its place (the presentation controller is what says it is still
      // presented), or while the adaptation delegate is asked for that substitute (its presenter
      // still names it, or its first presentation is under way; fuzz seeds 10000715, 750000200):
      // the new style applies to its next presentation.
      if storedPresentingViewController == nil, presenterBehindSubstitute == nil, !isPresentedDuringAdaptation,
         presenterAwaitingSubstitute == nil {
        storedPresentationController = nil
      }
    }
  }

  /// The controller this one presented, or that its nearest ancestor presented (R64).
  public var presentedViewController: UIViewController? {
    storedPresentedViewController ?? parent?.presentedViewController
  }

  /// The controller that presented this one or its farthest ancestor (R64).
  public var presentingViewController: UIViewController? {
    containmentRoot.storedPresentingViewController
  }

  /// The presentation controller for this controller's style, created on first access so a delegate
  /// can be set before presenting; on a descendant of a presented controller, the ancestor's.
  public var presentationController: UIPresentationController? {
    if let controller = storedPresentationController { return controller }
    if let ancestor = parent { return ancestor.presentationController }
    return presentationController(forStyle: modalPresentationStyle)
  }

  /// The sheet presentation controller, when the style is a page or form sheet (R71).
  public var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// The popover presentation controller, when the style is `.popover` (R78).
  public var popoverPresentationController: UIPopoverPresentationController? {
    presentationController as? UIPopoverPresentationController
  }

  /// The existing presentation controller if it fits `style`, else a new one.
  func presentationController(forStyle style: UIModalPresentationStyle) -> UIPresentationController {
    if let existing = storedPresentationController, existing.presentationStyle == style { return existing }
    let controller: UIPresentationController
    switch style {
    case .pageSheet, .formSheet:
      controller = UISheetPresentationController(presentedViewController: self, presenting: nil)
    case .popover:
      controller = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
    case .custom:
      controller = transitioningDelegate?.presentationController(forPresented: self, presenting: nil, source: self)
        ?? UIPresentationController(presentedViewController: self, presenting: nil)
    default:
      controller = FullScreenPresentationController(presentedViewController: self, presenting: nil)
    }
    storedPresentationController = controller
    return controller
  }

  /// Runs `dismissals`, which end presentations this controller's tree made, for a controller on
  /// its way out of its container: a dismissal puts back the view its current-context
  /// presentation covered, and a view that was out of its superview before stays out.
  func dismissingWithoutPuttingBackItsView(_ dismissals: () -> Void) {
    let viewWasOut = storedView?.superview == nil
    dismissals()
    if viewWasOut { storedView?.removeFromSuperview() }
  }

  /// Ends, without animation, the current-context presentations this controller and its
  /// descendants host: their views cover this controller's and leave with it.
  func dismissContextPresentationsInContainmentTree() {
    var hosted: [UIViewController] = []
    forEachInContainmentTree { controller in
      if let presented = controller.storedPresentedViewController,
         presented.storedPresentationController?.presentationStyle.isContextStyle == true {
        hosted.append(presented)
      }
    }
    PresentationPipeline.takingDownPresentations(of: self) {
      for presented in hosted { PresentationPipeline.dismissPresentation(of: presented, animated: false, completion: nil) }
    }
  }

  /// Ends, without animation, every presentation made from this controller's containment tree
  /// (and everything presented above them), topmost first, so each presented controller gets its
  /// disappear callbacks. Used when a window's root is replaced or a window is released.
  ///
  /// A callback of those dismissals may present again, or resize the window so that a
  /// presentation adapts into a new substitute the dismissals never named: what the tree presents
  /// once they end is dismissed in a further round, for at most ``presentationTakedownRounds``.
  func dismissEveryPresentationWithoutAnimation() {
    for _ in 0..<UIViewController.presentationTakedownRounds {
      var bottoms: [UIViewController] = []
      forEachInContainmentTree { node in
        if let presented = node.storedPresentedViewController { bottoms.append(presented) }
      }
      guard !bottoms.isEmpty else { return }
      PresentationPipeline.takingDownPresentations(of: self) {
        for presented in bottoms.reversed() {
          PresentationPipeline.dismissPresentation(of: presented, animated: false, completion: nil)
        }
      }
    }
  }

  /// How many rounds ``dismissEveryPresentationWithoutAnimation()`` takes at most: an app whose
  /// callbacks present again in every round keeps what its last round presented.
  static let presentationTakedownRounds = 4
}

extension UIViewController {
  /// Whether this controller is presented while its link to its presenter is released for the
  /// adaptation delegate's answer (it may wrap this controller in a container): the presenter of
  /// its presentation controller still names it as presented.
  var isPresentedDuringAdaptation: Bool {
    storedPresentationController?.storedPresenting?.storedPresentedViewController === self
  }

  /// The presenter of this controller when an adaptive substitute that does not contain it is shown
  /// in its place (R62): it is still presented, so it cannot become a child, a window's root or a
  /// presented controller elsewhere.
  var presenterBehindSubstitute: UIViewController? {
    guard parent == nil, let controller = storedPresentationController,
          let substitute = controller.adaptiveSubstitute, substitute.standsInFor === self else { return nil }
    return controller.storedPresenting
  }

  /// The presenter of this controller while the adaptation delegate is asked for a controller to
  /// show in its place, which may wrap this one in a container: its presentation is under way, so
  /// a callback of that answer (its `willMove(toParent:)`) cannot present it elsewhere (fuzz seed
  /// 750000200, current mix).
  var presenterAwaitingSubstitute: UIViewController? {
    guard PresentationAdaptation.presentedAwaitingSubstitute.contains(where: { $0 === self }) else { return nil }
    return storedPresentationController?.storedPresenting
  }
}
