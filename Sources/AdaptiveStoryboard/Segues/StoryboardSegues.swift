import AdaptiveKit

/// A `show` segue: `show(_:sender:)` from the source, which pushes in a navigation controller and
/// adapts in a split.
final class ShowSegue: UIStoryboardSegue {
  override func perform() { source.show(destination, sender: source) }
}

/// A `showDetail` segue: `showDetailViewController(_:sender:)` from the source.
final class ShowDetailSegue: UIStoryboardSegue {
  override func perform() { source.showDetailViewController(destination, sender: source) }
}

/// A `presentation` or `popoverPresentation` segue: the source presents the destination, in the
/// style the storyboard (or `prepare(for:sender:)`) set on it.
final class PresentationSegue: UIStoryboardSegue {
  /// Whether the presentation animates.
  var animates = true
  override func perform() { source.present(destination, animated: animates) }
}

/// An `unwind` segue: dismisses and pops back to the destination.
final class UnwindSegue: UIStoryboardSegue {
  override func perform() { UnwindSearch.unwind(self, animated: true) }
}

/// An `embed` segue: the destination becomes a child whose view fills a container view.
final class EmbedSegue: UIStoryboardSegue {
  private(set) weak var containerView: UIView?

  init(identifier: String?, source: UIViewController, destination: UIViewController, containerView: UIView) {
    self.containerView = containerView
    super.init(identifier: identifier, source: source, destination: destination)
  }

  required init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
  }

  /// Lets the parent prepare, then embeds.
  func run(sender: Any?) {
    source.prepare(for: self, sender: sender)
    perform()
  }

  override func perform() {
    guard let containerView else { return }
    source.addChild(destination)
    destination.view.frame = containerView.bounds
    containerView.addSubview(destination.view)
    destination.didMove(toParent: source)
  }
}
