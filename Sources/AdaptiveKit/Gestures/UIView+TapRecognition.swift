extension UIView {
  /// Whether a one-finger single tap on this view would be recognized by a tap recognizer of the
  /// view or a superview (see `recognizeSingleTap()`): what renderers' hit-testing asks of a view
  /// that is not a control.
  package var hasSingleTapRecognizer: Bool {
    guard receivesTouches else { return false }
    var current: UIView? = self
    while let view = current {
      if view.attachedGestureRecognizers.contains(where: { ($0 as? UITapGestureRecognizer)?.isSingleTapCandidate == true }) {
        return true
      }
      current = view.superview
    }
    return false
  }

  /// Plays the gesture recognizers' part of a one-finger single tap whose hit-test view is this
  /// one, and returns whether the view still receives the tap's touches.
  ///
  /// The candidates are the enabled ``UITapGestureRecognizer``s needing one tap of one finger
  /// attached to this view and its superviews, nearest first: a control handles its own single
  /// tap before the recognizers of its superviews, so for a control only its own recognizers
  /// compete (UIKit's "Attaching gesture recognizers to UIKit controls"). The nearest candidate
  /// recognizes; a farther one also recognizes only when a delegate lets the two recognize
  /// simultaneously (or one may not prevent the other); a candidate that requires another
  /// candidate to fail does not. Each one recognized sends its actions with itself as the sender.
  /// When one that cancels touches in its view (``UIGestureRecognizer/cancelsTouchesInView``)
  /// recognized, the view's touches are cancelled.
  func recognizeSingleTap() -> Bool {
    var candidates: [UITapGestureRecognizer] = []
    var current: UIView? = self
    while let view = current {
      if !(self is UIControl) || view === self {
        for case let tap as UITapGestureRecognizer in view.attachedGestureRecognizers where tap.isSingleTapCandidate {
          candidates.append(tap)
        }
      }
      current = view.superview
    }
    var recognized: [UITapGestureRecognizer] = []
    for tap in candidates {
      if tap.failureRequirements.contains(where: { required in candidates.contains { $0 === required } }) { continue }
      let excluded = recognized.contains { earlier in
        earlier.canPrevent(tap) && tap.canBePrevented(by: earlier) && !earlier.recognizesSimultaneously(with: tap)
      }
      if !excluded { recognized.append(tap) }
    }
    for tap in recognized { tap.recognize() }
    return !recognized.contains { $0.cancelsTouchesInView }
  }
}

extension UITapGestureRecognizer {
  /// Whether this recognizer competes for a one-finger single tap: it needs one tap of one finger
  /// and may begin now. The renderers' question and the tap itself ask the same.
  var isSingleTapCandidate: Bool { recognizesSingleTap && mayBegin }
}
