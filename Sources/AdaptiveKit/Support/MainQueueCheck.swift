import Foundation

/// Whether code runs where the main actor runs: the main thread, or a block of the main queue
/// (which serves the main actor on Linux, on whatever thread drains it).
enum MainQueueCheck {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isOnMain: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true }
}
