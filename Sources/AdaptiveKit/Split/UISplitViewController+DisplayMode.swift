import Foundation

extension UISplitViewController {
  /// The split behaviour in effect (R44): the preferred one, or for `.automatic` tile where an
  /// automatic display mode shows a sidebar (landscape, full screen or 2/3) and overlay elsewhere [INF].
  public var splitBehavior: SplitBehavior {
    if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
    return automaticShowsSidebar(for: targetSplitSize) ? .tile : .overlay
  }

  /// Whether `.automatic` shows a sidebar for a split of `size` (R25): on a device in landscape,
  /// full screen or in the wide (2/3) multitasking state, but not in the 1/2 state (at most half
  /// the screen) nor in portrait; in a free-form window, when the split is wider than tall.
  func automaticShowsSidebar(for size: CGSize) -> Bool {
    guard let window = storedView?.window, let device = window.device else { return size.width > size.height }
    guard screenIsLandscape else { return false }
    return size.width > (device.screenSize(for: .landscapeLeft, posture: window.posture).width * SplitMetrics.automaticSidebarScreenFraction).rounded(.up)
  }

  /// The mode `preferredDisplayMode` resolves to for a split of `size` (R25, R44).
  func resolvedDisplayMode(for size: CGSize) -> DisplayMode {
    guard preferredDisplayMode == .automatic else { return normalized(preferredDisplayMode) }
    return automaticShowsSidebar(for: size) ? normalized(.oneBesideSecondary) : .secondaryOnly
  }

  /// `mode` made valid for the style and split behaviour (R23, R44).
  func normalized(_ mode: DisplayMode) -> DisplayMode {
    if style != .tripleColumn {
      switch mode {
      case .twoBesideSecondary, .twoDisplaceSecondary: return normalizedOne(.oneBesideSecondary)
      case .twoOverSecondary: return normalizedOne(.oneOverSecondary)
      case .automatic: return .secondaryOnly
      default: return normalizedOne(mode)
      }
    }
    let behavior = splitBehavior
    switch mode {
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
      switch behavior {
      case .overlay: return .twoOverSecondary
      case .displace: return .twoDisplaceSecondary
      default: return presentsWithGesture ? .twoBesideSecondary : mode
      }
    case .automatic: return .secondaryOnly
    default: return normalizedOne(mode)
    }
  }

  private func normalizedOne(_ mode: DisplayMode) -> DisplayMode {
    guard style != .unspecified, presentsWithGesture else { return mode }
    switch (splitBehavior, mode) {
    case (.overlay, .oneBesideSecondary): return .oneOverSecondary
    case (.tile, .oneOverSecondary), (.displace, .oneOverSecondary): return .oneBesideSecondary
    default: return mode
    }
  }

  /// The modes `.automatic` may keep when it is set again (R26).
  func automaticAllows(_ mode: DisplayMode, for size: CGSize) -> Bool {
    if automaticShowsSidebar(for: size) {
      return [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary, .twoDisplaceSecondary].contains(mode)
    }
    return [.secondaryOnly, .oneOverSecondary, .twoOverSecondary].contains(mode)
  }

  func preferredDisplayModeDidChange(from oldValue: DisplayMode) {
    guard preferredDisplayMode != oldValue else { return }
    if preferredDisplayMode == .automatic, let current = currentDisplayMode, automaticAllows(current, for: splitSize) {
      chosenDisplayMode = current
    } else {
      chosenDisplayMode = nil
    }
    // A collapsed split ignores the preference until it expands (SC18).
    guard collapseState == .expanded, hasMovedToWindow else { return }
    applyResolvedDisplayMode(animated: false)
  }

  /// Lays the columns out again in the chosen mode, or the mode resolved for the size the split has
  /// once a running transition ends.
  func applyResolvedDisplayMode(animated: Bool) {
    guard collapseState == .expanded, hasMovedToWindow else { return }
    setDisplayMode(chosenDisplayMode ?? resolvedDisplayMode(for: targetSplitSize), animated: animated)
  }

  /// Changes the expanded display mode: `willChangeTo` first (R26), then appearance callbacks for
  /// the columns that appear or disappear, and layout. `willShow`/`willHide` are sent unless the
  /// app asked for the change with `show(_:)` or `hide(_:)` (`announcingColumns` false).
  func setDisplayMode(_ mode: DisplayMode, animated: Bool, announcingColumns: Bool = true) {
    guard mode != currentDisplayMode else {
      updateDisplayModeButtonItem()
      return
    }
    announce(mode)
    let before = visibleColumns(in: currentDisplayMode ?? mode)
    let after = visibleColumns(in: mode)
    journalColumnChanges(from: before, to: after, animated: animated)
    if announcingColumns { behavior.visibleColumnsWillChange(from: before, to: after) }
    changeChildren(animated: animated) { currentDisplayMode = mode }
    completeAnnouncedColumnChanges()
  }

  /// Sends `splitViewController(_:willChangeTo:)` if `mode` differs from the last mode sent.
  func announce(_ mode: DisplayMode) {
    guard mode != lastAnnouncedDisplayMode else { return }
    lastAnnouncedDisplayMode = mode
    delegate?.splitViewController(self, willChangeTo: mode)
  }

  /// Re-resolves the display mode alongside a size transition (rotation, multitasking resize).
  func scheduleDisplayModeUpdate(with coordinator: any UIViewControllerTransitionCoordinator) {
    guard hasMovedToWindow else { return }
    coordinator.animate(alongsideTransition: { context in
      guard self.collapseState == .expanded else { return }
      self.chosenDisplayMode = nil
      self.applyResolvedDisplayMode(animated: context.isAnimated)
    }, completion: nil)
  }
}
