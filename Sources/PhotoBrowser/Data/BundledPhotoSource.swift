import Foundation

/// The photos bundled with the app: a Flickr response and a small image per photo, read from the
/// package's resources.
@MainActor
public final class BundledPhotoSource: PhotoSource {
  private let bundle: Bundle
  /// Images read so far, by photo id (each file is read once).
  private var images: [String: Data] = [:]

  /// Creates a source reading `bundle` (the PhotoBrowser module's resources by default).
  public init(bundle: Bundle? = nil) { self.bundle = bundle ?? .module }

  public func loadPhotos(completion: @escaping @MainActor (Result<[Photo], PhotoLibraryError>) -> Void) {
    completion(Result { () throws(PhotoLibraryError) in try loadPhotosNow() })
  }

  /// The bundled photos, read at once.
  public func loadPhotosNow() throws(PhotoLibraryError) -> [Photo] {
    guard let url = bundle.url(forResource: "photos", withExtension: "json"), let data = try? Data(contentsOf: url) else {
      throw .missingResource("photos.json")
    }
    return try FlickrResponse.photos(from: data, source: "photos.json")
  }

  public func imageData(for photo: Photo) -> Data? {
    if let data = images[photo.id] { return data }
    let url = bundle.url(forResource: photo.id, withExtension: "png", subdirectory: "Images")
      ?? bundle.url(forResource: photo.id, withExtension: "png")
    let data = url.flatMap { try? Data(contentsOf: $0) }
    images[photo.id] = data
    return data
  }
}
