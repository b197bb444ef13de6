public import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Photos from Flickr's REST API over HTTP: `flickr.photos.search` for a text, with the API key
/// from the `FLICKR_API_KEY` environment variable, and images by Flickr's URL scheme. The endpoint
/// and the image host can point elsewhere (a test's loopback server). Every failure — no key, no
/// answer, a timeout, an HTTP error status, Flickr's own failure, a malformed response — reaches
/// the completion as a ``PhotoLibraryError``, which the photographers screen shows as an error row.
@MainActor
public final class FlickrPhotoSource: PhotoSource {
  /// The environment variable that holds the API key.
  public static let apiKeyVariable = "FLICKR_API_KEY"
  /// Flickr's REST endpoint.
  public static let flickrEndpoint = URL(string: "https://api.flickr.com/services/rest/")!

  private let apiKey: String?
  private let text: String
  private let endpoint: URL
  private let imageHost: URL
  private let timeout: TimeInterval
  private let session: URLSession
  private var images: [String: Data] = [:]

  /// Creates a source searching Flickr for `text`. `apiKey` defaults to the environment's; each
  /// request gives up after `timeout` seconds.
  public init(
    text: String = "harbour", apiKey: String? = ProcessInfo.processInfo.environment[apiKeyVariable],
    endpoint: URL = flickrEndpoint, imageHost: URL = Photo.imageHost, timeout: TimeInterval = 15
  ) {
    self.text = text
    self.apiKey = apiKey
    self.endpoint = endpoint
    self.imageHost = imageHost
    self.timeout = timeout
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    session = URLSession(configuration: configuration)
  }

  /// The search request's URL (the key included).
  public var searchURL: URL {
    var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)!
    components.queryItems = [
      URLQueryItem(name: "method", value: "flickr.photos.search"), URLQueryItem(name: "api_key", value: apiKey ?? ""),
      URLQueryItem(name: "text", value: text), URLQueryItem(name: "extras", value: "description,owner_name,date_taken"),
      URLQueryItem(name: "per_page", value: "48"), URLQueryItem(name: "format", value: "json"),
      URLQueryItem(name: "nojsoncallback", value: "1"),
    ]
    return components.url!
  }

  public func loadPhotos(completion: @escaping @MainActor (Result<[Photo], PhotoLibraryError>) -> Void) {
    guard let apiKey, !apiKey.isEmpty else {
      completion(.failure(.network("no Flickr API key: set \(Self.apiKeyVariable)")))
      return
    }
    let url = searchURL
    fetch(url) { result in
      completion(result.flatMap { data in Result { () throws(PhotoLibraryError) in try FlickrResponse.photos(from: data, source: url.host ?? "Flickr") } })
    }
  }

  public func imageData(for photo: Photo) -> Data? { images[photo.id] }

  public func loadImageData(for photo: Photo, completion: @escaping @MainActor (Data?) -> Void) {
    if let data = images[photo.id] { return completion(data) }
    fetch(photo.imageURL(host: imageHost)) { [weak self] result in
      let data = try? result.get()
      if let data { self?.images[photo.id] = data }
      completion(data)
    }
  }

  /// Fetches a URL; the completion runs on the main actor.
  private func fetch(_ url: URL, completion: @escaping @MainActor (Result<Data, PhotoLibraryError>) -> Void) {
    let request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
    session.dataTask(with: request) { data, response, error in
      let result: Result<Data, PhotoLibraryError>
      if let error {
        result = .failure(.network(error.localizedDescription))
      } else if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
        result = .failure(.network("HTTP \(status) from \(url.host ?? "the server")"))
      } else {
        result = .success(data ?? Data())
      }
      Task { @MainActor in completion(result) }
    }.resume()
  }
}
