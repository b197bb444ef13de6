import Foundation
import Testing
import AdaptiveKit
import PhotoBrowser
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct RecentsTests {
  private let photos = try! BundledPhotoSource().loadPhotosNow()

  @Test func SC33_recentsAreNewestFirstWithoutDuplicatesAndAtMostTwenty() {
    let (recents, _) = makeRecents()
    for photo in photos.prefix(25) { recents.add(photo) }
    recents.add(photos[22])
    #expect(recents.photos.count == RecentPhotos.limit)
    #expect(recents.photos.first == photos[22])
    #expect(recents.photos[1] == photos[24])
    #expect(Set(recents.photos.map(\.id)).count == recents.photos.count)
    #expect(!recents.photos.contains(photos[4]))   // the oldest went
  }

  @Test func SC33_recentsSurviveRelaunchFromDisk() throws {
    let (recents, suite) = makeRecents()
    recents.add(photos[3])
    recents.add(photos[7])
    // A new store over the same suite reads the newest copy (a second process: RecentsProcessTests).
    let reopened = RecentPhotos(suiteName: suite)
    #expect(reopened.photos.map(\.id) == [photos[7].id, photos[3].id])
  }

  @Test func aCorruptOrForeignStoredValueIsReplaced() throws {
    let (recents, _) = makeRecents()
    let copies = try recents.copySuiteNames.map { try #require(UserDefaults(suiteName: $0)) }
    copies[0].set(Data("not json".utf8), forKey: "RecentPhotos")
    copies[1].set(42, forKey: "RecentPhotos")
    let reopened = RecentPhotos(suiteName: recents.suiteName)
    #expect(reopened.photos.isEmpty)
    #expect(copies.allSatisfy { $0.object(forKey: "RecentPhotos") == nil })
    reopened.add(photos[0])
    #expect(reopened.photos == [photos[0]])
  }

  @Test func aCopyCutShortLeavesTheOtherWithTheListBeforeTheLastAdd() throws {
    let (recents, _) = makeRecents()
    recents.add(photos[0])
    recents.add(photos[1])
    recents.add(photos[2])   // generation 3, in copy 1; generation 2 is in copy 0
    // The write of generation 3 cut short: its file emptied, as Foundation leaves it.
    try #require(UserDefaults(suiteName: recents.copySuiteNames[1])).removeObject(forKey: "RecentPhotos")
    #expect(RecentPhotos(suiteName: recents.suiteName).photos == [photos[1], photos[0]])
  }

  @Test func viewingAPhotoAddsItToTheRecentsTab() throws {
    let launched = LaunchedBrowser(.fixed, on: .iPhone16)
    launched.openPhoto(photographer: 1, photo: 2)
    launched.browser.tabBarController.simulateTap(onTabAt: 1)
    let recents = try #require(launched.browser.recentsNavigationController.topViewController as? PhotoListViewController)
    #expect(recents.photos.map(\.title) == ["Fog in the pines"])
  }
}
