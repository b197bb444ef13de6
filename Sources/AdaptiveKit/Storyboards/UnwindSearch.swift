/// UIKit's search for an unwind segue's destination, and the unwinding itself.
///
/// The search walks up from the source, through parents and then presenters. At each container it
/// looks, depth first, into the children ``UIViewController/allowedChildrenForUnwinding(from:)``
/// offers, then at the container itself; the first controller whose
/// ``UIViewController/canPerformUnwindSegueAction(_:from:sender:)`` is true is the destination.
@MainActor
package enum UnwindSearch {
  /// The destination of an unwind with `action` from `source`, or nil when no controller takes it.
  package static func destination(for action: Selector, from source: UIViewController, sender: Any?) -> UIViewController? {
    let unwindSource = UIStoryboardUnwindSegueSource(source: source, unwindAction: action, sender: sender)
    var current = source
    while let container = current.parent ?? current.storedPresentingViewController {
      for child in container.allowedChildrenForUnwinding(from: unwindSource) {
        if let found = search(child, unwindSource) { return found }
      }
      if container.canPerformUnwindSegueAction(action, from: source, sender: sender) { return container }
      current = container
    }
    return nil
  }

  /// A subtree, depth first: its allowed children, then the controller itself.
  private static func search(_ controller: UIViewController, _ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
    for child in controller.allowedChildrenForUnwinding(from: source) {
      if let found = search(child, source) { return found }
    }
    return controller.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender)
      ? controller : nil
  }

  /// Unwinds to the segue's destination: dismisses what is presented above it, then asks each
  /// container on the way down to bring the next controller towards the destination to the front.
  package static func unwind(_ segue: UIStoryboardSegue, animated: Bool) {
    let destination = segue.destination
    var chain: [UIViewController] = [destination]
    while let parent = chain.last?.parent { chain.append(parent) }
    if let presenter = chain.first(where: { $0.storedPresentedViewController != nil
        && segue.source.isHosted(by: $0.storedPresentedViewController!) }) {
      presenter.dismiss(animated: animated)
    }
    for index in stride(from: chain.count - 1, to: 0, by: -1) {
      chain[index].unwind(for: segue, towards: chain[index - 1])
    }
  }
}
