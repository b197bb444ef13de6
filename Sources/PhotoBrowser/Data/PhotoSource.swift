public import Foundation

/// Where the app's photos come from.
@MainActor
public protocol PhotoSource: AnyObject {
  /// Loads every photo; `completion` runs on the main actor (at once for a bundled source).
  func loadPhotos(completion: @escaping @MainActor (Result<[Photo], PhotoLibraryError>) -> Void)
  /// The encoded image of a photo, if it is available now.
  func imageData(for photo: Photo) -> Data?
  /// Loads the encoded image of a photo; `completion` runs on the main actor with nil when it
  /// cannot be had. By default: what ``imageData(for:)`` has, at once.
  func loadImageData(for photo: Photo, completion: @escaping @MainActor (Data?) -> Void)
}

extension PhotoSource {
  public func loadImageData(for photo: Photo, completion: @escaping @MainActor (Data?) -> Void) {
    completion(imageData(for: photo))
  }
}
