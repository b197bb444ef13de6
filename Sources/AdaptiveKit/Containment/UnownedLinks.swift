import Foundation

/// The controllers that hold an unowned link to one controller (a child's
/// ``UIViewController/parent``, a column controller's split), kept unretained so that the
/// controller they name clears their links when it goes away. Each takes itself off the list when
/// its link changes or it is freed, so the list never names a freed controller.
struct UnownedLinks {
  /// The linked controllers, unretained, oldest first (until a removal swaps in the last).
  private(set) var controllers: [Unmanaged<UIViewController>] = []

  /// Records that `controller` links to the owner of this list.
  mutating func add(_ controller: UIViewController) {
    controllers.append(.passUnretained(controller))
  }

  /// Takes `controller` off the list (searching from the most recent).
  mutating func remove(_ controller: UIViewController) {
    let address = Unmanaged.passUnretained(controller).toOpaque()
    guard let index = controllers.lastIndex(where: { $0.toOpaque() == address }) else { return }
    controllers.swapAt(index, controllers.count - 1)
    controllers.removeLast()
  }

  /// Empties the list and returns the controllers it held, for the owner's `deinit` to clear
  /// their links.
  mutating func removeAll() -> [Unmanaged<UIViewController>] {
    defer { controllers = [] }
    return controllers
  }
}
