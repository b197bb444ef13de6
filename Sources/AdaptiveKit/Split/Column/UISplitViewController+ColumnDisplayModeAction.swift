import Foundation

extension UISplitViewController {
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
