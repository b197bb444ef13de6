import Foundation
import Testing
import AdaptiveKit
import PhotoBrowser
import AdaptiveTestSupport

/// The HTTP source against a loopback server that serves the bundled library's JSON and images as
/// Flickr would, and its failures.
@Suite(.checksInvariants) @MainActor
struct FlickrPhotoSourceTests {
  private static let bundled = BundledPhotoSource()

  private func photos(from source: FlickrPhotoSource) async -> Result<[Photo], PhotoLibraryError> {
    await withCheckedContinuation { continuation in source.loadPhotos { continuation.resume(returning: $0) } }
  }

  private func image(_ photo: Photo, from source: FlickrPhotoSource) async -> Data? {
    await withCheckedContinuation { continuation in source.loadImageData(for: photo) { continuation.resume(returning: $0) } }
  }

  private func flickrLike(status: Int = 200, body: Data? = nil) throws -> LoopbackServer {
    // The bundled library's JSON, served as Flickr's answer.
    let json = try Data(contentsOf: #require(Bundle.photoBrowser.url(forResource: "photos", withExtension: "json")))
    var routes = ["/services/rest/": LoopbackServer.Response(status: status, body: body ?? json)]
    for photo in try Self.bundled.loadPhotosNow() {
      routes["/\(photo.server)/\(photo.id)_\(photo.secret)_b.jpg"] = .init(status: 200, body: Self.bundled.imageData(for: photo)!)
    }
    return try LoopbackServer(routes: routes)
  }

  @Test func loadsPhotosAndImagesOverLoopbackWithFlickrsURLScheme() async throws {
    let server = try flickrLike()
    defer { server.stop() }
    let source = FlickrPhotoSource(apiKey: "test-key", endpoint: server.url.appendingPathComponent("services/rest/"),
                                   imageHost: server.url, timeout: 5)
    #expect(source.searchURL.query?.contains("method=flickr.photos.search") == true)
    #expect(source.searchURL.query?.contains("api_key=test-key") == true)
    let photos = try await photos(from: source).get()
    #expect(photos.count == 48)
    #expect(Photographer.grouping(photos).count == 6)
    let first = try #require(photos.first)
    #expect(source.imageData(for: first) == nil)
    let data = try #require(await image(first, from: source))
    #expect(UIImage(data: data)?.size == CGSize(width: 160, height: 120))
    #expect(source.imageData(for: first) == data)
  }

  @Test func failuresBecomeErrorsNamingTheProblem() async throws {
    let missingKey = FlickrPhotoSource(apiKey: nil)
    #expect(await photos(from: missingKey) == .failure(.network("no Flickr API key: set FLICKR_API_KEY")))

    let failing = try flickrLike(status: 500, body: Data("oops".utf8))
    defer { failing.stop() }
    let serverError = FlickrPhotoSource(apiKey: "k", endpoint: failing.url.appendingPathComponent("services/rest/"), timeout: 5)
    #expect(await photos(from: serverError) == .failure(.network("HTTP 500 from 127.0.0.1")))

    let refusing = try flickrLike(body: Data(#"{"stat":"fail","code":100,"message":"Invalid API Key (Key has invalid format)"}"#.utf8))
    defer { refusing.stop() }
    let badKey = FlickrPhotoSource(apiKey: "k", endpoint: refusing.url.appendingPathComponent("services/rest/"), timeout: 5)
    #expect(await photos(from: badKey) == .failure(.flickr(code: 100, message: "Invalid API Key (Key has invalid format)")))

    let garbled = try flickrLike(body: Data("<html>".utf8))
    defer { garbled.stop() }
    let html = FlickrPhotoSource(apiKey: "k", endpoint: garbled.url.appendingPathComponent("services/rest/"), timeout: 5)
    guard case .failure(.malformed(source: "127.0.0.1", _)) = await photos(from: html) else {
      Issue.record("HTML was not refused as malformed")
      return
    }
  }

  @Test func aServerThatNeverAnswersTimesOutIntoAnErrorRow() async throws {
    let silent = try LoopbackServer(routes: [:], silent: true)
    defer { silent.stop() }
    let source = FlickrPhotoSource(apiKey: "k", endpoint: silent.url.appendingPathComponent("services/rest/"), timeout: 1)
    guard case .failure(.network(let message)) = await photos(from: source) else {
      Issue.record("no network error")
      return
    }
    #expect(!message.isEmpty)

    // The same failure, through the app: the photographers screen shows an error row.
    let browser = PhotoBrowser(variant: .fixed, source: source, recents: makeRecents().0)
    let window = UIWindow(device: .iPhone16)
    window.rootViewController = browser.splitViewController
    window.makeKeyAndVisible()
    let list = try #require(browser.photographersNavigationController.topViewController as? PhotographersViewController)
    // The answer comes on the main actor, which other tests may hold for a while: wait for it, bounded.
    let started = Date()
    while list.loadingError == nil, Date().timeIntervalSince(started) < 300 { try await Task.sleep(nanoseconds: 50_000_000) }
    #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Could not load photos")
  }
}
