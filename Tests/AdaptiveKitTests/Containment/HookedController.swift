import AdaptiveKit
import AdaptiveTestSupport

/// A recording controller that runs a block once from its `viewDidLoad` and another once from its
/// first `viewWillLayoutSubviews`: what a reentrancy test has the app do in the middle of a
/// transition.
final class HookedController: RecordingViewController {
  var onLoad: (() -> Void)?
  var onFirstLayout: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    let block = onLoad
    onLoad = nil
    block?()
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let block = onFirstLayout
    onFirstLayout = nil
    block?()
  }
}
