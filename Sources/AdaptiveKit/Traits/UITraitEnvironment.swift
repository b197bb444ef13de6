import Foundation

/// An object with traits that change over time, as UIKit's `UITraitEnvironment`.
@MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The current traits.
  var traitCollection: UITraitCollection { get }
  /// Called after the traits changed.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// An object whose content can be resized and whose traits can transition, as UIKit's
/// `UIContentContainer`.
@MainActor
public protocol UIContentContainer: AnyObject {
  /// The preferred size of the content.
  var preferredContentSize: CGSize { get }
  /// Called when a child container's preferred size changes.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// The size a child should have given the parent's size.
  func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
  /// Called before the size changes.
  func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  /// Called before the traits change.
  func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}
