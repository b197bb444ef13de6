import Foundation

/// What a classic split (`UISplitViewController()`) keeps: its two children and the detail kept
/// at a collapse for the next expansion (R13–R17). The split holds it for its whole life
/// (``SplitStyleState``); only the classic files change it.
@MainActor
final class ClassicSplitState {
  /// The primary child.
  var primaryChild: UIViewController?
  /// The secondary child, nil while collapsed.
  var secondaryChild: UIViewController?
  /// The detail kept at the last collapse (or the last collapsed `showDetail`), restored at expansion.
  var preservedDetail: UIViewController?
}

extension UISplitViewController {
  /// The classic state, nil for a column-style split.
  var classicState: ClassicSplitState? {
    if case .classic(let state) = styleState { return state }
    return nil
  }

  // Each setter below links the controllers the split now holds to it and unlinks the one it
  // let go (``updateColumnHolders(leaving:)``). A column-style split has none: setting one does nothing.

  /// The classic primary child.
  var primaryChild: UIViewController? {
    get { classicState?.primaryChild }
    set {
      guard let state = classicState else { return }
      let oldValue = state.primaryChild
      state.primaryChild = newValue
      updateColumnHolders(leaving: CollectionOfOne(oldValue))
    }
  }

  /// The classic secondary child.
  var secondaryChild: UIViewController? {
    get { classicState?.secondaryChild }
    set {
      guard let state = classicState else { return }
      let oldValue = state.secondaryChild
      state.secondaryChild = newValue
      updateColumnHolders(leaving: CollectionOfOne(oldValue))
    }
  }

  /// The detail kept at the last collapse (or the last collapsed `showDetail`), restored at expansion.
  var preservedDetail: UIViewController? {
    get { classicState?.preservedDetail }
    set {
      guard let state = classicState else { return }
      let oldValue = state.preservedDetail
      state.preservedDetail = newValue
      updateColumnHolders(leaving: CollectionOfOne(oldValue))
    }
  }
}
