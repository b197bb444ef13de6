import Foundation
import Testing
@testable import AdaptiveKit
@testable import PhotoBrowser

@Suite @MainActor
struct RecentsTests {
  private let photos = try! BundledPhotoSource().loadPhotosNow()

  @Test func SC33_recentsAreNewestFirstWithoutDuplicatesAndAtMostTwenty() {
    let (recents, _, _) = makeRecents()
    for photo in photos.prefix(25) { recents.add(photo) }
    recents.add(photos[22])
    #expect(recents.photos.count == RecentPhotos.limit)
    #expect(recents.photos.first == photos[22])
    #expect(recents.photos[1] == photos[24])
    #expect(Set(recents.photos.map(\.id)).count == recents.photos.count)
    #expect(!recents.photos.contains(photos[4]))   // the oldest went
  }

  @Test func SC33_recentsSurviveRelaunchFromDisk() throws {
    let (recents, _, suite) = makeRecents()
    recents.add(photos[3])
    recents.add(photos[7])
    // A new launch reads the suite again from its file.
    let reopened = RecentPhotos(defaults: try #require(UserDefaults(suiteName: suite)))
    #expect(reopened.photos.map(\.id) == [photos[7].id, photos[3].id])
  }

  @Test func aCorruptOrForeignStoredValueIsReplaced() {
    let (_, defaults, _) = makeRecents()
    defaults.set(Data("not json".utf8), forKey: "RecentPhotos")
    let corrupt = RecentPhotos(defaults: defaults)
    #expect(corrupt.photos.isEmpty)
    corrupt.add(photos[0])
    #expect(corrupt.photos == [photos[0]])
    defaults.set(42, forKey: "RecentPhotos")
    let foreign = RecentPhotos(defaults: defaults)
    #expect(foreign.photos.isEmpty)
    #expect(defaults.object(forKey: "RecentPhotos") == nil)
  }

  @Test func viewingAPhotoAddsItToTheRecentsTab() throws {
    let launched = LaunchedBrowser(.fixed, on: .iPhone16)
    launched.openPhoto(photographer: 1, photo: 2)
    launched.browser.tabBarController.simulateTap(onTabAt: 1)
    let recents = try #require(launched.browser.recentsNavigationController.topViewController as? PhotoListViewController)
    #expect(recents.photos.map(\.title) == ["Fog in the pines"])
  }
}
