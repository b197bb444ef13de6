import Foundation
import Testing
import AdaptiveKit
import PhotoBrowser
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct PhotoLibraryTests {
  @Test func theBundledLibraryHasSixPhotographersOfEightPhotosWithImages() throws {
    let source = BundledPhotoSource()
    let photos = try source.loadPhotosNow()
    let photographers = Photographer.grouping(photos)
    #expect(photographers.count == 6)
    #expect(photographers.allSatisfy { $0.photos.count == 8 })
    #expect(photographers.first?.name == "Amara Okafor")
    for photo in photos {
      let image = try #require(source.imageData(for: photo).flatMap { UIImage(data: $0) })
      #expect(image.size == CGSize(width: 160, height: 120))
    }
    let first = try #require(photos.first)
    #expect(first.dayTaken == "2024-01-02")
    #expect(first.imageURL.absoluteString == "https://live.staticflickr.com/65535/53000007919_009e3779b1_b.jpg")
    #expect(first.details.contains("harbour series"))
  }

  @Test func malformedResponsesAreRefusedWithTheFieldThatIsWrong() {
    let missingTitle = #"{"stat":"ok","photos":{"page":1,"pages":1,"total":1,"photo":[{"id":"1","owner":"o","ownername":"O","datetaken":"2024-01-01 00:00:00","server":"1","secret":"s","farm":1,"description":{"_content":""}}]}}"#
    #expect(throws: PhotoLibraryError.malformed(source: "test", problem: #"photos.photo[0]: missing field "title""#)) {
      try FlickrResponse.photos(from: Data(missingTitle.utf8), source: "test")
    }
    #expect(throws: PhotoLibraryError.flickr(code: 100, message: "Invalid API Key")) {
      try FlickrResponse.photos(from: Data(#"{"stat":"fail","code":100,"message":"Invalid API Key"}"#.utf8), source: "test")
    }
    #expect(throws: PhotoLibraryError.self) { try FlickrResponse.photos(from: Data("<html>".utf8), source: "test") }
  }

  @Test func aSourceThatFailsShowsAnErrorRowInsteadOfTheList() {
    final class FailingSource: PhotoSource {
      func loadPhotos(completion: @escaping @MainActor (Result<[Photo], PhotoLibraryError>) -> Void) {
        completion(.failure(.network("The request timed out.")))
      }
      func imageData(for photo: Photo) -> Data? { nil }
    }
    let browser = PhotoBrowser(variant: .fixed, source: FailingSource(), recents: makeRecents().0)
    let window = UIWindow(device: .iPhone16)
    window.rootViewController = browser.splitViewController
    window.makeKeyAndVisible()
    let list = browser.photographersNavigationController.topViewController as! PhotographersViewController
    #expect(list.tableView.numberOfRows(inSection: 0) == 1)
    #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text == "Network error: The request timed out.")
    list.tableView.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
    #expect(browser.photographersNavigationController.viewControllers.count == 1)
  }
}
