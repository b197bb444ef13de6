import Foundation
import Testing
import AdaptiveKit
import PhotoBrowser
import AdaptiveTestSupport

/// The photo browser's catalogue entries: every variant, the fixed one first, each launch with
/// recents of its own that start empty.
@Suite(.checksInvariants) @MainActor
struct CatalogueEntryTests {
  @Test func everyVariantIsListedWithTheFixedOneAsTheDefault() {
    let apps = AppCatalogue(PhotoBrowserVariant.catalogueEntries)
    #expect(apps.names == ["photo-browser"])
    #expect(apps.variants(of: "photo-browser") == ["fixed", "naive", "modern"])
    #expect(PhotoBrowserVariant.catalogueVariantNames == ["fixed", "naive", "modern"])
    #expect(Set(PhotoBrowserVariant.catalogueVariantNames) == Set(PhotoBrowserVariant.allCases.map(\.rawValue)))
  }

  @Test func theModernVariantLaunchesWithTheTabBarControllerAsItsRoot() throws {
    let apps = AppCatalogue(PhotoBrowserVariant.catalogueEntries)
    let window = try apps.entry(named: "photo-browser", variant: "modern").launch(on: .iPadAir11, orientation: .landscapeLeft)
    let tabs = try #require(window.rootViewController as? UITabBarController)
    #expect(tabs.tabs.map(\.identifier) == ["photographers", "recents", UISearchTab.searchTabIdentifier])
    #expect(tabs.selectedViewController is UISplitViewController)
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
