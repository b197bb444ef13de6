import Foundation

extension UISplitViewController {
  /// The selector of the display-mode button's action (the name UIKit uses).
  public static let displayModeButtonAction = Selector("_triggerDisplayModeAction:")
  /// The display-mode button's `accessibilityIdentifier`, which a tap can find it by.
  public static let displayModeButtonIdentifier = "split-display-mode-button"

  func makeDisplayModeButtonItemIfNeeded() -> UIBarButtonItem {
    if let item = storedDisplayModeButtonItem { return item }
    let item = makeButtonItem(title: "Display Mode", action: Self.displayModeButtonAction,
                              identifier: Self.displayModeButtonIdentifier) { $0.performDisplayModeAction() }
    storedDisplayModeButtonItem = item
    updateDisplayModeButtonItem()
    return item
  }

  /// A bar button item of the split: its action runs `perform` on the split, and its target and
  /// action name the split and UIKit's selector, for renderers and source compatibility.
  func makeButtonItem(
    title: String, action: Selector, identifier: String, perform: @escaping @MainActor (UISplitViewController) -> Void
  ) -> UIBarButtonItem {
    let item = UIBarButtonItem(title: title, primaryAction: nil)
    // The action reaches the split through the item's target, which the split clears as it goes
    // away: neither holds the split weakly (see `UIBarButtonItem.setTarget(owner:)`).
    item.primaryAction = UIAction(title: title) { [weak item] _ in
      if let split = item?.target as? UISplitViewController { perform(split) }
    }
    item.setTarget(owner: self)
    item.action = action
    item.accessibilityIdentifier = identifier
    return item
  }

  /// What the display-mode button and the swipe do: switch to ``targetDisplayModeForAction`` (R27),
  /// animated. Does nothing when the target is `.automatic`.
  func performDisplayModeAction() {
    let target = targetDisplayModeForAction
    guard target != .automatic, collapseState == .expanded else { return }
    chosenDisplayMode = normalized(target)
    changeDisplayModeInTransition(to: normalized(target))
  }

  /// Refreshes the button (R28, R45): hidden when it would do nothing or without the gesture; a
  /// full-screen button when the target hides the primary; otherwise a Back button titled with the
  /// primary's title (classic) or a sidebar toggle (column tile). The look is the style's.
  func updateDisplayModeButtonItem() {
    updateSecondaryOnlyButtonItem()
    guard let item = storedDisplayModeButtonItem else { return }
    behavior.configureDisplayModeButton(item, target: targetDisplayModeForAction)
  }
}
