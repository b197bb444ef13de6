import Foundation

/// A storyboard view installed for some size classes only (Interface Builder's "Installed" box per
/// size class): the controller adds it to its superview while its traits say it is installed and
/// removes it otherwise, when its view loads and whenever its traits change.
@MainActor
package struct SizeClassInstallation {
  /// The view installed or not.
  let view: UIView
  /// The view it is a subview of while installed.
  let superview: UIView
  /// The subviews the storyboard lists before it: it goes back just above the last of them that is
  /// installed.
  let precedingSiblings: [UIView]
  /// Whether the view is installed for a trait collection's size classes.
  let isInstalled: @MainActor (UITraitCollection) -> Bool

  /// A view installed in `superview`, after `precedingSiblings`, for the size classes `isInstalled`
  /// accepts.
  package init(view: UIView, superview: UIView, precedingSiblings: [UIView],
               isInstalled: @escaping @MainActor (UITraitCollection) -> Bool) {
    self.view = view
    self.superview = superview
    self.precedingSiblings = precedingSiblings
    self.isInstalled = isInstalled
  }

  /// Adds or removes the view for `traits`; nothing when it already is where it belongs.
  func apply(for traits: UITraitCollection) {
    let installed = view.superview === superview
    guard isInstalled(traits) != installed else { return }
    if installed {
      view.removeFromSuperview()
      return
    }
    let above = precedingSiblings.last { $0.superview === superview }
    if let above { superview.insertSubview(view, aboveSubview: above) } else { superview.insertSubview(view, at: 0) }
  }
}

extension UIViewController {
  /// Records a storyboard view installed for some size classes only; it is applied when the view
  /// loads and when the traits change.
  package func addSizeClassInstallation(_ installation: SizeClassInstallation) {
    sizeClassInstallations.append(installation)
  }

  /// Installs and removes the storyboard's size-class views for the current traits (inlined: on
  /// the trait pass of every controller, most of which have none).
  @inline(__always) func applySizeClassInstallations() {
    guard !sizeClassInstallations.isEmpty else { return }
    for installation in sizeClassInstallations { installation.apply(for: traitCollection) }
  }
}
