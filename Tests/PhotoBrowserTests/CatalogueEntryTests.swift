import Foundation
import Testing
import AdaptiveKit
import PhotoBrowser
import AdaptiveTestSupport

/// The photo browser's catalogue entries: both variants, the fixed one first, each launch with
/// recents of its own that start empty.
@Suite(.checksInvariants) @MainActor
struct CatalogueEntryTests {
  @Test func bothVariantsAreListedWithTheFixedOneAsTheDefault() {
    let apps = AppCatalogue(PhotoBrowserVariant.catalogueEntries)
    #expect(apps.names == ["photo-browser"])
    #expect(apps.variants(of: "photo-browser") == ["fixed", "naive"])
  }

  @Test func eachLaunchBuildsTheBrowsersSplitWithEmptyRecents() throws {
    let apps = AppCatalogue(PhotoBrowserVariant.catalogueEntries)
    let first = try apps.entry(named: "photo-browser", variant: "naive").launch(on: .iPadAir11, orientation: .landscapeLeft)
    let split = try #require(first.rootViewController as? UISplitViewController)
    #expect(!split.isCollapsed)
    let second = try apps.entry(named: "photo-browser").launch(on: .iPhone16)
    #expect((second.rootViewController as? UISplitViewController)?.isCollapsed == true)
    #expect(first !== second)
  }
}
