import Foundation

extension UISplitViewController {
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
}
