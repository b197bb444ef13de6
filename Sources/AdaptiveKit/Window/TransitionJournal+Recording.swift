extension UIViewController {
  /// Records a transition this controller performed in its window's journal (nothing when the
  /// controller is in no window).
  func journal(
    _ transition: TransitionJournal.Transition, animated: Bool, from: UIViewController?, to: UIViewController?,
    zoomSource: CGRect? = nil
  ) {
    windowContext?.journal.record(TransitionJournal.Entry(
      transition: transition, animated: animated, container: ObjectIdentifier(self),
      from: from.map(ObjectIdentifier.init), to: to.map(ObjectIdentifier.init), zoomSource: zoomSource
    ))
  }
}

extension UINavigationController {
  /// Records a stack change: a push when `newStack` extends the stack, a pop when it is a prefix of
  /// it, else a `setViewControllers`.
  func journalStackChange(to newStack: [UIViewController], animated: Bool) {
    let old = children
    let transition: TransitionJournal.Transition
    if newStack.count > old.count, newStack.startsWithIdentical(old) {
      transition = .push
    } else if newStack.count < old.count, old.startsWithIdentical(newStack) {
      transition = .pop
    } else {
      transition = .setViewControllers
    }
    // A zoom pushes the new top out of the old one's source view, and a pop returns the old top
    // to the new one's (R108).
    var zoomSource: CGRect?
    if let oldTop = old.last, let newTop = newStack.last {
      if case .push = transition, newTop.preferredTransition != nil {
        zoomSource = oldTop.zoomSourceFrame(zooming: newTop)
      } else if case .pop = transition, oldTop.preferredTransition != nil {
        zoomSource = newTop.zoomSourceFrame(zooming: oldTop)
      }
    }
    journal(transition, animated: animated, from: old.last, to: newStack.last, zoomSource: zoomSource)
  }
}

extension UISplitViewController {
  /// Records the columns a display mode change shows and hides.
  func journalColumnChanges(from before: [Column], to after: [Column], animated: Bool) {
    for column in after where !before.contains(column) { journal(.showColumn(column), animated: animated, from: nil, to: container(for: column)) }
    for column in before where !after.contains(column) { journal(.hideColumn(column), animated: animated, from: container(for: column), to: nil) }
  }
}
