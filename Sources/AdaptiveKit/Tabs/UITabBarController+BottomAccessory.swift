import Foundation

extension UITabBarController {
  /// The accessory shown above the bottom tab bar, or inline with it while it is minimized
  /// (iOS 26, R123). Default nil. Setting it equals `setBottomAccessory(_:animated: false)`.
  public var bottomAccessory: UITabAccessory? {
    get { tabSettings.bottomAccessory }
    set { setBottomAccessory(newValue, animated: false) }
  }

  /// Sets the accessory shown with the bottom tab bar (iOS 26, R123): its content view joins this
  /// controller's view, above the selected tab's, and the content's bottom safe area makes room
  /// for it. An accessory another tab bar controller shows is reported and refused [INF].
  public func setBottomAccessory(_ bottomAccessory: UITabAccessory?, animated: Bool) {
    guard bottomAccessory !== tabSettings.bottomAccessory else { return }
    if let bottomAccessory, let owner = bottomAccessory.owner, owner !== self {
      MisuseReport.exception(
        "The tab accessory is already the bottom accessory of \(owner.debugName); \(debugName) cannot show it too.",
        name: "NSInternalInconsistencyException"
      ).report()
      return
    }
    if let old = tabSettings.bottomAccessory {
      old.owner = nil
      let content = old.contentView
      if content.superview === storedView { content.removeFromSuperview() }
      content.accessoryEnvironment = .unspecified
    }
    tabSettings.bottomAccessory = bottomAccessory
    bottomAccessory?.owner = self
    viewIfLoaded?.setNeedsLayout()
  }

  /// Where the bottom accessory is laid out (R123): `.inline` while the bottom bar is minimized,
  /// `.regular` otherwise; `.none` without an accessory (an AdaptiveKit addition).
  public var bottomAccessoryEnvironment: UITabAccessory.Environment {
    guard tabSettings.bottomAccessory != nil else { return .none }
    return tabBarPosition == .bottom && isTabBarMinimized ? .inline : .regular
  }

  /// The bottom accessory's frame in this controller's view (an AdaptiveKit addition; R123):
  /// ``BarMetrics/bottomAccessoryHeight`` tall just above the bottom bar, or above the bottom
  /// safe-area inset when no bottom bar shows, ``BarMetrics/edgeMargin`` in from the sides; inline,
  /// the minimized bar's row between its selected and prominent tabs [INF]. `.zero` without an
  /// accessory or a loaded view.
  public var bottomAccessoryFrame: CGRect {
    guard tabSettings.bottomAccessory != nil, let view = viewIfLoaded else { return .zero }
    let bounds = view.bounds, margin = BarMetrics.edgeMargin
    if bottomAccessoryEnvironment == .inline {
      let bar = tabBarFrame
      let leading = bar.minX + margin + (minimizedSelectedIndex == nil ? 0 : BarMetrics.minimizedTabWidth + margin)
      let trailing = bar.maxX - margin - (minimizedProminentIndex == nil ? 0 : BarMetrics.minimizedTabWidth + margin)
      return CGRect(x: leading, y: bar.minY, width: max(trailing - leading, 0), height: BarMetrics.minimizedTabBarHeight)
    }
    let bottom = tabBarPosition == .bottom ? tabBarFrame.minY : bounds.maxY - view.safeAreaInsets.bottom
    let height = BarMetrics.bottomAccessoryHeight
    return CGRect(x: bounds.minX + margin, y: bottom - height, width: max(bounds.width - 2 * margin, 0), height: height)
  }

  /// Places the accessory's content view above the selected tab's view at
  /// ``bottomAccessoryFrame``, and gives it its environment (R123): its views hear
  /// `traitCollectionDidChange(_:)` when it changes, before they lay out in their new frame; a
  /// content view joining this controller's view lays out as it joins, then hears its
  /// environment. Runs as this controller's view lays out.
  func layoutBottomAccessory() {
    guard let accessory = tabSettings.bottomAccessory, let view = storedView else { return }
    let content = accessory.contentView
    let joins = content.superview !== view
    if !joins { setAccessoryEnvironment(bottomAccessoryEnvironment, of: content) }
    content.frame = bottomAccessoryFrame
    if view.subviews.last !== content { view.addSubview(content) }
    if joins { setAccessoryEnvironment(bottomAccessoryEnvironment, of: content) }
  }

  /// Sets the environment `content` and its subviews see, telling them if their traits change.
  private func setAccessoryEnvironment(_ environment: UITabAccessory.Environment, of content: UIView) {
    guard content.accessoryEnvironment != environment else { return }
    let previous = content.traitCollection
    content.accessoryEnvironment = environment
    content.deliverTraitChange(from: previous, to: content.traitCollection)
  }
}
