import Foundation

extension UISplitViewController {
  // MARK: Classic collapse and expansion (R16, R17)

  /// The classic collapse (R16): the secondary leaves the children, then the delegate or the
  /// primary takes it.
  func collapseClassic() {
    let secondary = secondaryChild
    guard let primary = delegate?.primaryViewController(forCollapsing: self) ?? primaryChild else { return }
    preservedDetail = secondary
    // Step 5: the secondary leaves `viewControllers` before the delegate is asked, without
    // appearance callbacks: its view stays where it is until the primary takes it or it is dropped.
    changeChildren(animated: false, keepRemovedOnScreen: true) {
      primaryChild = primary
      secondaryChild = nil
    }
    guard let secondary else { return }
    withNestedNavigationAllowed(on: primary) {
      let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
      if delegate != nil { CallbackRecorder.recordDelegate("splitViewController(_:collapseSecondary: \(secondary.debugName), onto: \(primary.debugName)) → \(handled)") }
      guard !handled else { return }
      if let navigation = secondary as? UINavigationController, navigation.viewControllers.isEmpty {
        MisuseReport.log("Collapsing an empty navigation controller \(navigation.debugName) onto \(primary.debugName) is not supported; the secondary is discarded.").report()
        return
      }
      primary.collapseSecondaryViewController(secondary, for: self)
    }
    removeStrayColumnViews()
  }

  func expandClassic(animated: Bool) {
    guard let primary = delegate?.primaryViewController(forExpanding: self) ?? primaryChild else { return }
    var secondary = delegate?.splitViewController(self, separateSecondaryFrom: primary)
    if delegate != nil { CallbackRecorder.recordDelegate("splitViewController(_:separateSecondaryFrom: \(primary.debugName)) → \(secondary?.debugName ?? "nil")") }
    if secondary == nil || secondary?.parent === primary {
      secondary = primary.separateSecondaryViewController(for: self)
    }
    if secondary == nil { secondary = preservedDetail }
    if secondary === primary { secondary = nil }
    // A detail that is presented or shown elsewhere meanwhile cannot return to the column.
    if let candidate = secondary, candidate.parent == nil, adoptionRefusal(of: candidate) != nil { secondary = nil }
    preservedDetail = nil
    let mode = resolvedDisplayMode(for: targetSplitSize)
    announce(mode)
    changeChildren(animated: animated) {
      primaryChild = primary
      secondaryChild = secondary
      currentDisplayMode = mode
    }
  }
}
