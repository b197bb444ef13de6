import Foundation

extension UISplitViewController {
  /// R27 (classic) and R45 (column style).
  func computeTargetDisplayModeForAction() -> DisplayMode {
    if let answer = delegate?.targetDisplayModeForAction(in: self), answer != .automatic { return answer }
    guard collapseState == .expanded, traitCollection.horizontalSizeClass != .compact else { return .automatic }
    return behavior.targetDisplayModeForAction(from: displayMode)
  }

  /// R27: the classic button shows a hidden primary and hides a shown one, as the preferred
  /// display mode allows.
  func classicTargetDisplayMode(from mode: DisplayMode) -> DisplayMode {
    let primaryVisible = mode != .secondaryOnly
    if preferredDisplayMode == .automatic {
      if automaticShowsSidebar(for: splitSize) { return primaryVisible ? .automatic : .oneBesideSecondary }
      return primaryVisible ? .secondaryOnly : .oneOverSecondary
    }
    if primaryVisible { return .secondaryOnly }
    if preferredDisplayMode == .secondaryOnly {
      return traitCollection.userInterfaceIdiom == .pad ? .oneOverSecondary : .oneBesideSecondary
    }
    return preferredDisplayMode
  }

  /// R45: tile toggles, overlay and displace step towards more sidebars.
  func columnTargetDisplayMode(from mode: DisplayMode) -> DisplayMode {
    let triple = style == .tripleColumn
    switch splitBehavior {
    case .tile, .automatic:
      if !triple { return mode == .secondaryOnly ? .oneBesideSecondary : .secondaryOnly }
      switch mode {
      case .oneBesideSecondary: return .twoBesideSecondary
      case .twoBesideSecondary: return .oneBesideSecondary
      default: return .automatic
      }
    case .overlay:
      switch mode {
      case .secondaryOnly: return .oneOverSecondary
      case .oneOverSecondary: return triple ? .twoOverSecondary : .secondaryOnly
      default: return .automatic
      }
    case .displace:
      switch mode {
      case .secondaryOnly: return .oneBesideSecondary
      case .oneBesideSecondary: return triple ? .twoDisplaceSecondary : .secondaryOnly
      case .twoDisplaceSecondary: return .oneBesideSecondary
      default: return .automatic
      }
    }
  }
}
