import Foundation
import Observation

/// The properties update of iOS 26 (R126): ``UIView/updateProperties()`` and
/// ``UIViewController/updateProperties()`` configure content and styling, each view's run in the
/// update pass after its traits are current and before its layout (`layoutSubviews`, and a root
/// view's controller's `viewWillLayoutSubviews`), parents before children.
///
/// A view runs it when it first takes part in a pass, after ``UIView/setNeedsUpdateProperties()``,
/// after a change of traits when its last run read its `traitCollection`, and after a change of an
/// `@Observable` property its last run read. A layout invalidated inside it is done in the same
/// pass. It never lays a view out by itself.
///
/// Where UIKit is silent, AdaptiveKit chooses, and tests the choice:
/// - A root view's controller runs its `updateProperties()` just before the view's own. [INF]
/// - A run that read any trait runs again after any trait change (UIKit tracks each trait read).
///   [INF]
/// - AdaptiveKit has no run loop. Requests made while it defers layout (in a transition's
///   animations, and the other operations that lay the window out once at their end) run once, at
///   that end; elsewhere each request runs at once, as `setNeedsLayout()` does. A change of an
///   observed property marks the view at once and runs the pass on the next main-actor turn, or
///   earlier with the next layout or `updatePropertiesIfNeeded()`. [INF]
@MainActor
enum PropertiesUpdatePass {
  /// Whether an `updateProperties()` is running (reads of traits are then noted).
  static var isRunning = false
  /// Whether the running `updateProperties()` read a trait collection.
  static var didReadTraits = false

  /// Notes a read of a trait collection: called by the `traitCollection` getters.
  @inline(__always) static func noteTraitRead() {
    if isRunning { didReadTraits = true }
  }

  /// AdaptiveKit's own classes, the most common first: their `updateProperties()` does nothing,
  /// so the pass skips them. (A class of AdaptiveKit's missing here only runs its empty update.)
  private static let ownClasses: [ObjectIdentifier] = [
    UIView.self, UILabel.self, UIImageView.self, UITableViewCell.self, UIButton.self, UITableView.self,
    UIWindow.self, UIControl.self, UIScrollView.self, UITextField.self, UITextView.self, UINavigationBar.self,
    UIToolbar.self, UIVisualEffectView.self, UIActivityIndicatorView.self, UISegmentedControl.self,
    UIRefreshControl.self, PresentationContainerView.self,
    UIViewController.self, UINavigationController.self, UITabBarController.self, UISplitViewController.self,
    UITableViewController.self, UIAlertController.self, UIMoreListController.self,
  ].map { ObjectIdentifier($0 as AnyClass) }

  /// Whether `type` is an app's class, whose `updateProperties()` may do something: a few pointer
  /// comparisons, no hashing (the pass asks for every view it reaches).
  static func isAppClass(_ type: AnyClass) -> Bool {
    !ownClasses.contains(ObjectIdentifier(type))
  }
}

extension UIView {
  /// Runs this view's pending properties update, its controller's first; called by the update
  /// pass before the view's layout. AdaptiveKit's own classes have nothing to update and are
  /// skipped.
  final func runPropertiesUpdateIfNeeded() {
    guard needsPropertiesUpdate else { return }
    needsPropertiesUpdate = false
    let owner = owningViewController.flatMap { PropertiesUpdatePass.isAppClass(type(of: $0)) ? $0 : nil }
    let viewRuns = PropertiesUpdatePass.isAppClass(type(of: self))
    guard owner != nil || viewRuns else { return }
    let outer = (PropertiesUpdatePass.isRunning, PropertiesUpdatePass.didReadTraits)
    PropertiesUpdatePass.isRunning = true
    PropertiesUpdatePass.didReadTraits = false
    let target = propertiesObservation ?? PropertiesUpdateTarget(self)
    propertiesObservation = target
    withObservationTracking({
      owner?.updateProperties()
      if viewRuns { self.updateProperties() }
    }, onChange: { target.observedValueWillChange() })
    updatePropertiesReadsTraits = PropertiesUpdatePass.didReadTraits
    (PropertiesUpdatePass.isRunning, PropertiesUpdatePass.didReadTraits) = outer
  }
}

/// The view an observation tracked for: `withObservationTracking` calls back before the observed
/// value changes, from whichever thread changes it. The view owns its target and tells it when it
/// goes away; the target does not keep the view. (A weak reference would give each view a side
/// table, making its retains and releases slower on every layout walk.)
final class PropertiesUpdateTarget: @unchecked Sendable {
  // Unchecked: `view` and `isAlive` are read and written on the main actor only.
  private unowned(unsafe) let view: UIView
  /// False once the view is gone.
  var isAlive = true

  @MainActor init(_ view: UIView) { self.view = view }

  /// Marks the view now (on the main actor) and runs the pass on the next main-actor turn, once
  /// the new value is stored.
  func observedValueWillChange() {
    let onMainThread = MainQueueCheck.isOnMain
    if onMainThread { MainActor.assumeIsolated { mark() } }
    Task { @MainActor in
      if !onMainThread { mark() }
      guard isAlive, view.needsPropertiesUpdate, !view.isLayingOut, !view.isLayoutDeferred else { return }
      view.layoutIfNeeded()
    }
  }

  @MainActor private func mark() {
    guard isAlive else { return }
    view.needsPropertiesUpdate = true
    view.markAncestorsNeedLayout()
  }
}
