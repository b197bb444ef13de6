import Foundation

/// Where the app's photos come from.
@MainActor
public protocol PhotoSource: AnyObject {
  /// Loads every photo; `completion` runs on the main actor (at once for a bundled source).
  func loadPhotos(completion: @escaping @MainActor (Result<[Photo], PhotoLibraryError>) -> Void)
  /// The encoded image of a photo, if it is available now.
  func imageData(for photo: Photo) -> Data?
}
