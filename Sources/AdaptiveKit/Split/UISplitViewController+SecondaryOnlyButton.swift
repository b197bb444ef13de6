import Foundation

extension UISplitViewController {
  /// The selector of the secondary-only button's action (an AdaptiveKit name; UIKit's is private).
  public static let secondaryOnlyButtonAction = Selector("_triggerSecondaryOnlyAction:")

  /// The button `showsSecondaryOnlyButton` adds to a triple-column split (R45), modelled like
  /// ``displayModeButtonItem``: an AdaptiveKit addition, because UIKit puts the button in the
  /// secondary column's navigation bar itself. Tapping it goes to `secondaryOnly`, and from
  /// `secondaryOnly` back to the mode it left. Hidden unless the split is triple column, expanded,
  /// and `showsSecondaryOnlyButton` is true.
  public var secondaryOnlyButtonItem: UIBarButtonItem {
    if let item = storedSecondaryOnlyButtonItem { return item }
    let item = makeButtonItem(title: "Secondary Only", action: Self.secondaryOnlyButtonAction,
                              identifier: "split-secondary-only-button") { $0.performSecondaryOnlyAction() }
    storedSecondaryOnlyButtonItem = item
    updateSecondaryOnlyButtonItem()
    return item
  }

  /// Whether the secondary-only button applies now: triple column, the property on, expanded.
  var secondaryOnlyButtonIsActive: Bool {
    style == .tripleColumn && showsSecondaryOnlyButton && collapseState == .expanded && hasMovedToWindow
      && traitCollection.horizontalSizeClass != .compact
  }

  /// What the secondary-only button does (R45), animated: from a mode with sidebars, remember it
  /// and go to `secondaryOnly`; from `secondaryOnly`, go back to the remembered mode, or to one
  /// sidebar beside (overlay behaviour: over) the secondary when there is none [INF].
  func performSecondaryOnlyAction() {
    guard secondaryOnlyButtonIsActive else { return }
    let mode = displayMode
    let target: DisplayMode
    if mode == .secondaryOnly {
      target = normalized(modeBeforeSecondaryOnly ?? .oneBesideSecondary)
      modeBeforeSecondaryOnly = nil
    } else {
      modeBeforeSecondaryOnly = mode
      target = .secondaryOnly
    }
    chosenDisplayMode = target
    changeDisplayModeInTransition(to: target)
    updateSecondaryOnlyButtonItem()
  }

  /// Refreshes the secondary-only button: hidden when inactive; an "expand" image when it would
  /// hide the sidebars, a "collapse" image when it would bring them back.
  func updateSecondaryOnlyButtonItem() {
    guard let item = storedSecondaryOnlyButtonItem else { return }
    let active = secondaryOnlyButtonIsActive
    item.isHidden = !active
    item.isEnabled = active
    item.imageName = active && displayMode == .secondaryOnly
      ? "arrow.down.right.and.arrow.up.left" : "arrow.up.left.and.arrow.down.right"
  }
}
