import Foundation

extension PresentationPipeline {
  // MARK: Preconditions (R65, R94)

  static func refusal(presenting presented: UIViewController, from source: UIViewController) -> MisuseReport? {
    if let parent = presented.parent {
      return .exception("Application tried to present modally a view controller \(presented.debugName) that has a parent view controller \(parent.debugName).")
    }
    if presented === source {
      return .exception("Application tried to present modal view controller on itself. Presenting controller is \(presented.debugName).")
    }
    if let presenter = presented.storedPresentingViewController {
      return .exception("Application tried to present modally a view controller \(presented.debugName) that is already being presented by \(presenter.debugName).")
    }
    if presented.windowHosting != nil || presented.appearanceState != .disappeared {
      return .exception("Application tried to present modally an active controller \(presented.debugName).")
    }
    return nil
  }

  static func presenterRefusal(_ presenter: UIViewController, presenting presented: UIViewController, from source: UIViewController) -> MisuseReport? {
    let prefix = "Attempt to present \(presented.debugName) on \(presenter.debugName) (from \(source.debugName))"
    if transitionInProgress {
      return .log("\(prefix) while a presentation is in progress.")
    }
    if let current = presenter.presentedViewController {
      return .log("\(prefix) which is already presenting \(current.debugName).")
    }
    if presenter.storedView?.window == nil {
      return .log("\(prefix) whose view is not in the window hierarchy.")
    }
    return nil
  }
}
