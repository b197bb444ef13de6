import Foundation

extension UISplitViewController {
  /// R27 (classic) and R45 (column style).
  func computeTargetDisplayModeForAction() -> DisplayMode {
    if let answer = delegate?.targetDisplayModeForAction(in: self), answer != .automatic { return answer }
    guard collapseState == .expanded, traitCollection.horizontalSizeClass != .compact else { return .automatic }
    return behavior.targetDisplayModeForAction(from: displayMode)
  }
}
