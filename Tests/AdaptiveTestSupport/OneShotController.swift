public import AdaptiveKit

/// A controller that runs an action once from one of its callbacks: how the tests play app code
/// that acts in the middle of a transition (a push from `viewWillAppear`, a rotation from
/// `traitCollectionDidChange`, an adoption from `viewDidDisappear`, …). Each action is cleared
/// before it runs, so it runs at most once.
@MainActor
open class OneShotController: UIViewController {
  public var onWillAppear: (() -> Void)?
  public var onDidAppear: (() -> Void)?
  public var onWillDisappear: (() -> Void)?
  public var onDidDisappear: (() -> Void)?
  public var onTraitChange: (() -> Void)?
  /// Runs from `willMove(toParent:)` when the controller is about to leave its parent.
  public var onWillLeaveParent: (() -> Void)?
  /// Runs from `willMove(toParent:)` when the controller is about to get a parent.
  public var onWillGetParent: (() -> Void)?
  /// Runs from `didMove(toParent:)` when the controller has left its parent.
  public var onDidLeaveParent: (() -> Void)?

  /// Clears the action at `slot` and returns it, so the caller runs it outside the property
  /// access (the action may set another one-shot action on this controller).
  private func take(_ slot: ReferenceWritableKeyPath<OneShotController, (() -> Void)?>) -> (() -> Void)? {
    let action = self[keyPath: slot]
    self[keyPath: slot] = nil
    return action
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    take(\.onWillAppear)?()
  }
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    take(\.onDidAppear)?()
  }
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    take(\.onWillDisappear)?()
  }
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    take(\.onDidDisappear)?()
  }
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    take(\.onTraitChange)?()
  }
  open override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    if parent == nil { take(\.onWillLeaveParent)?() } else { take(\.onWillGetParent)?() }
  }
  open override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    if parent == nil { take(\.onDidLeaveParent)?() }
  }
}

/// A ``RecordingViewController`` that runs an action once from one of its appearance callbacks,
/// after recording the callback: how the tests play app code that acts in the middle of a
/// transition and check the exact order of the callbacks around it.
@MainActor
open class OneShotRecordingController: RecordingViewController {
  public var onWillAppear: (() -> Void)?
  public var onDidAppear: (() -> Void)?
  public var onWillDisappear: (() -> Void)?
  public var onDidDisappear: (() -> Void)?

  /// Clears the action at `slot` and returns it (see ``OneShotController``).
  private func take(_ slot: ReferenceWritableKeyPath<OneShotRecordingController, (() -> Void)?>) -> (() -> Void)? {
    let action = self[keyPath: slot]
    self[keyPath: slot] = nil
    return action
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    take(\.onWillAppear)?()
  }
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    take(\.onDidAppear)?()
  }
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    take(\.onWillDisappear)?()
  }
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    take(\.onDidDisappear)?()
  }
}
