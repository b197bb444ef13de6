import Foundation

extension UISplitViewController {
  /// `viewControllers` for the current state (R13, R40).
  var currentViewControllers: [UIViewController] { behavior.viewControllers }

  /// The regular columns of this style, leading first.
  var columnsOfStyle: [Column] {
    style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
  }

  /// Columns whose containers are pushed onto the primary's navigation stack while collapsed.
  var stackedColumns: [Column] {
    columnsOfStyle.filter { column in
      guard column != .primary, let container = columnContainers[column] else { return false }
      return container.parent != nil && container.parent !== self
    }
  }

  /// The children the split should have for its current roles.
  var desiredChildren: [UIViewController] { behavior.desiredChildren }

  /// The setter of `viewControllers`.
  func setViewControllers(_ newValue: [UIViewController]) {
    behavior.setViewControllers(newValue)
    notifyKeyValueObservers()
  }

  /// Applies a change of roles: containment calls, traits, appearance callbacks for columns that
  /// appear or disappear, and layout — one transition, in UIKit's containment order.
  ///
  /// - Parameter keepRemovedOnScreen: removed children keep their view and appearance state (the
  ///   collapse moves the secondary into the primary without callbacks, R16 step 5).
  func changeChildren(animated: Bool, keepRemovedOnScreen: Bool = false, _ update: () -> Void) {
    let oldChildren = children
    let oldVisible = visibleColumnControllers
    update()
    let newChildren = desiredChildren
    let removed = oldChildren.excludingIdentical(newChildren)
    let added = newChildren.excludingIdentical(oldChildren)
    for controller in removed { controller.willMove(toParent: nil) }
    for controller in added {
      addChild(controller)
      controller.definesPresentationContext = true
    }
    // A callback of an adoption may have changed the columns meanwhile (taken a column elsewhere):
    // the children are the columns as they are now.
    children = adoptedChildren(among: desiredChildren)
    // A controller adopted for a column that a callback of its adoption hid meanwhile (a rotation
    // from its `willMove(toParent:)` expanded the split) is not a child: it leaves again, or it
    // would name the split as its parent and keep the traits of that moment (fuzz seed 802532).
    for controller in added where controller.parentIdentifier == ObjectIdentifier(self) && !children.containsIdentical(controller) {
      controller.removeFromParent()
    }
    // A callback of an earlier child's traits may have moved a later one meanwhile (a rotation
    // collapsed the split and stacked a column in the primary's navigation controller): it got
    // its traits there, and keeps them (fuzz seed 10004170).
    for controller in children where controller.parentIdentifier == ObjectIdentifier(self) && !added.containsIdentical(controller) {
      controller.applyTraitsFromHost(traitCollection)
    }
    let newVisible = visibleColumnControllers
    let swap = {
      self.layoutForChildTransition()
      guard !keepRemovedOnScreen else { return }
      for controller in removed {
        if let view = controller.storedView, view.superview === self.storedView { view.removeFromSuperview() }
      }
    }
    if isOnScreen {
      let appearing = newVisible.excludingIdentical(oldVisible)
      var disappearing: [UIViewController] = []
      for old in oldVisible where !newVisible.containsIdentical(old) && !(keepRemovedOnScreen && removed.containsIdentical(old)) {
        disappearing.append(old)
      }
      UIViewController.runAppearanceTransition(appearing: appearing, disappearing: disappearing, animated: animated, swapViews: swap)
    } else {
      swap()
    }
    // A callback of the transition may have adopted a removed controller elsewhere: it stays there.
    for controller in removed where controller.parentIdentifier == ObjectIdentifier(self) { controller.removeFromParent() }
    for controller in added where controller.parentIdentifier == ObjectIdentifier(self) { controller.didMove(toParent: self) }
    updateDisplayModeButtonItem()
  }

  /// Removes from the split's view the views of controllers that are no longer shown by it
  /// (a discarded secondary): they disappear.
  func removeStrayColumnViews() {
    guard let container = storedView else { return }
    let visible = visibleColumnControllers
    for subview in container.subviews {
      guard let owner = subview.owningViewController, !visible.containsIdentical(owner) else { continue }
      subview.removeFromSuperview()
    }
  }

  /// Whether `child` is a sidebar that gets compact horizontal traits (R34).
  func isSidebar(_ child: UIViewController) -> Bool { behavior.isSidebar(child) }

  /// The dump's role of a child: `column primary`, `column secondary`, …
  func columnRole(of child: UIViewController) -> String { behavior.role(of: child) }
}
