import Foundation

extension UISplitViewController {
  /// R33: the delegate's `splitViewControllerSupportedInterfaceOrientations(_:)` first; an empty
  /// answer (the default, "not implemented") lets the split answer from its children: the
  /// orientations all of its current `viewControllers` support [INF]. With no children, or when
  /// the children share no orientation, the base default for the idiom.
  var resolvedSupportedInterfaceOrientations: UIInterfaceOrientationMask {
    if let answer = delegate?.splitViewControllerSupportedInterfaceOrientations(self), !answer.isEmpty { return answer }
    let children = viewControllers
    let shared = children.reduce(UIInterfaceOrientationMask.all) { $0.intersection($1.supportedInterfaceOrientations) }
    if children.isEmpty || shared.isEmpty {
      return traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    return shared
  }
}
