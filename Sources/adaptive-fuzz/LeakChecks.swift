import AdaptiveKit
import Foundation

/// A weak reference to a controller the driver created.
struct WeakController {
  weak var controller: UIViewController?
  let name: String
}

/// The leak check run at each reset: every controller the driver created must be freed with its window.
extension Fuzzer {
  /// Drops every window and controller, checks that all were freed, and starts a new window.
  func resetAndCheckLeaks() -> String? {
    windows.removeAll()
    pool.removeAll()
    sceneApp = nil
    let survivors = created.compactMap { reference in
      reference.controller.map { controller in
        "\(reference.name) (parent \(controller.parent?.debugName ?? "nil"), presenting \(controller.presentingViewController?.debugName ?? "nil"), presented \(controller.presentedViewController?.debugName ?? "nil"), children \(controller.children.count), \(controller.isViewLoaded ? "loaded" : "not loaded"))"
      }
    }
    created.removeAll()
    if !survivors.isEmpty { return "leak: \(survivors.count) controllers survived their window: \(survivors.prefix(8).joined(separator: ", "))" }
    reset()
    return check()
  }
}
