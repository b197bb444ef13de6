/// What a simulated interactive pop did (an AdaptiveKit harness addition).
public enum InteractivePopResult: Sendable, Equatable {
  /// The top controller was popped.
  case popped
  /// The gesture started and was abandoned: the top controller stays.
  case cancelled
  /// No gesture could start: the stack has one controller, the navigation controller is not on
  /// screen, a stack transition is running, something is presented over it, or its
  /// ``UINavigationController/interactivePopGestureRecognizer`` is disabled or refused by its
  /// delegate.
  case notInteractivelyPoppable
}

extension UINavigationController {
  /// The gesture recognizer of the swipe from the leading edge that pops the top controller, as
  /// UIKit's `interactivePopGestureRecognizer`. Disable it (`isEnabled = false`), or refuse it
  /// through its delegate's `gestureRecognizerShouldBegin(_:)`, to turn the gesture off;
  /// ``simulateInteractivePop(completing:)`` plays it. AdaptiveKit does not attach it to a view.
  public var interactivePopGestureRecognizer: UIGestureRecognizer? {
    if let recognizer = storedInteractivePopGestureRecognizer { return recognizer }
    let recognizer = UIScreenEdgePanGestureRecognizer()
    recognizer.edges = .left
    storedInteractivePopGestureRecognizer = recognizer
    return recognizer
  }

  /// Plays the user's swipe from the leading edge (an AdaptiveKit harness addition, named like
  /// ``UIPresentationController/simulateInteractiveDismissal(completing:)``). `completing: false`
  /// is a swipe that starts and is abandoned.
  ///
  /// - Completing: the pop of ``popViewController(animated:)``, animated: the delegate's
  ///   `willShow`, the top's `viewWillDisappear` and `viewDidDisappear`, the controller beneath's
  ///   `viewWillAppear` and `viewDidAppear`, then `didShow` (R88).
  /// - Abandoned (R109): the delegate hears `willShow` for the controller beneath as the swipe
  ///   starts; the top gets `viewWillDisappear` (moving from its parent), then `viewWillAppear` and
  ///   `viewDidAppear` as it comes back; the controller beneath gets `viewWillAppear`,
  ///   `viewWillDisappear`, `viewDidDisappear`. The order is top `viewWillDisappear`, beneath
  ///   `viewWillAppear`, beneath `viewWillDisappear`, top `viewWillAppear`, beneath
  ///   `viewDidDisappear`, top `viewDidAppear`. Ending with `viewDidAppear` rather than
  ///   `viewDidDisappear`, sending no `didShow` and no containment calls are AdaptiveKit's choices
  ///   ([INF]). Stack changes asked for meanwhile run after it (R110).
  @discardableResult
  public func simulateInteractivePop(completing: Bool = true) -> InteractivePopResult {
    let stack = children
    guard stack.count > 1, let top = stack.last, !isChangingStack, isOnScreen, top.isOnScreen,
          presentedViewController == nil, interactivePopGestureMayBegin else { return .notInteractivelyPoppable }
    guard !completing else {
      popViewController(animated: true)
      return .popped
    }
    let beneath = stack[stack.count - 2]
    isChangingStack = true
    defer {
      isChangingStack = false
      runQueuedStackChanges()
    }
    if let delegate {
      CallbackRecorder.recordDelegate("navigationController(_:willShow: \(beneath.debugName), animated: true)")
      delegate.navigationController(self, willShow: beneath, animated: true)
    }
    top.movingFromParent = true
    top.performBeginAppearance(false, animated: true)
    beneath.performBeginAppearance(true, animated: true)
    // The finger lifts short of the threshold: the transition runs back.
    top.movingFromParent = false
    beneath.performBeginAppearance(false, animated: true)
    top.performBeginAppearance(true, animated: true)
    beneath.performEndAppearance()
    top.performEndAppearance()
    return .cancelled
  }

  /// Whether the pop gesture's recognizer is enabled and its delegate lets it begin.
  private var interactivePopGestureMayBegin: Bool {
    guard let recognizer = interactivePopGestureRecognizer, recognizer.isEnabled else { return false }
    return recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
  }
}
