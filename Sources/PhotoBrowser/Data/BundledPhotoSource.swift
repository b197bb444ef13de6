public import Foundation

/// The photos bundled with the app: a Flickr response and a small image per photo, read from the
/// package's resources.
@MainActor
public final class BundledPhotoSource: PhotoSource {
  private let bundle: Bundle
  /// The bundle's path, the caches' key: read once (`Bundle.bundlePath` builds it from a URL).
  private let bundlePath: String
  /// Images read so far, by bundle path and photo id: each file is read once per process, however
  /// many times the app is launched (an explorer launches it thousands of times).
  private static var images: [String: [String: Data]] = [:]
  /// The photos decoded so far, by bundle path.
  private static var photos: [String: [Photo]] = [:]

  /// The module's bundle path, read once per process.
  private static let modulePath = Bundle.module.bundlePath

  /// Creates a source reading `bundle` (the PhotoBrowser module's resources by default).
  public init(bundle: Bundle? = nil) {
    self.bundle = bundle ?? .module
    bundlePath = bundle.map(\.bundlePath) ?? Self.modulePath
  }

  public func loadPhotos(completion: @escaping @MainActor (Result<[Photo], PhotoLibraryError>) -> Void) {
    completion(Result { () throws(PhotoLibraryError) in try loadPhotosNow() })
  }

  /// The bundled photos, read at once.
  public func loadPhotosNow() throws(PhotoLibraryError) -> [Photo] {
    if let photos = Self.photos[bundlePath] { return photos }
    guard let url = bundle.url(forResource: "photos", withExtension: "json"), let data = try? Data(contentsOf: url) else {
      throw .missingResource("photos.json")
    }
    let photos = try FlickrResponse.photos(from: data, source: "photos.json")
    Self.photos[bundlePath] = photos
    return photos
  }

  public func imageData(for photo: Photo) -> Data? {
    if let data = Self.images[bundlePath]?[photo.id] { return data }
    let url = bundle.url(forResource: photo.id, withExtension: "png", subdirectory: "Images")
      ?? bundle.url(forResource: photo.id, withExtension: "png")
    let data = url.flatMap { try? Data(contentsOf: $0) }
    Self.images[bundlePath, default: [:]][photo.id] = data
    return data
  }
}

extension Bundle {
  /// The PhotoBrowser module's resources, for the package's tests (SwiftPM's `Bundle.module` is
  /// internal to the module).
  package static var photoBrowser: Bundle { .module }
}
