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

  @Test func inMemoryRecentsAndSettingsAreEachLaunchsOwn() {
    let photo = Photo(id: "p1", owner: "o1", ownerName: "Amara Okafor", title: "Dune crest", details: "", dateTaken: "2024-01-15",
                      server: "1", secret: "s", farm: 1)
    let first = PhotoBrowser(variant: .fixed, recents: .inMemory())
    let second = PhotoBrowser(variant: .fixed, recents: .inMemory())
    first.recents.add(photo)
    first.settings.displayName = "Ana"
    #expect(first.recents.photos.map(\.id) == ["p1"] && first.settings.displayName == "Ana")
    #expect(second.recents.photos.isEmpty && second.settings.displayName == AppSettings.defaultDisplayName)
    #expect(first.recents.copySuiteNames.isEmpty && !first.recents.isDurable)
  }
}

/// Launches ended as an explorer ends them, outside `.checksInvariants` (whose registry keeps the
/// windows it checks).
@Suite @MainActor
struct EndedLaunchTests {
  /// An explorer launches the app thousands of times: an app it ends is freed with its window, its
  /// controllers and its browser (the screens hold the browser unowned, the app delegate owns it).
  @Test(arguments: ["fixed", "modern"]) func anEndedLaunchIsFreedWithItsWindowAndControllers(variant: String) throws {
    let apps = AppCatalogue(PhotoBrowserVariant.catalogueEntries)
    weak var window: UIWindow?
    weak var root: UIViewController?
    weak var list: UIViewController?
    do {
      let launched = try apps.entry(named: "photo-browser", variant: variant).launch(on: .iPadAir11, orientation: .landscapeLeft)
      let tabs = try #require(launched.rootViewController as? UITabBarController ?? launched.rootViewController?.children.first as? UITabBarController)
      let photographers = try #require(tabs.tabs.first?.viewController ?? tabs.viewControllers?.first)
      list = (photographers as? UISplitViewController)?.viewController(for: .primary) ?? photographers
      (window, root) = (launched, launched.rootViewController)
      // Kept alive by the launch while the window is in use.
      #expect(launched.windowScene != nil || variant == "fixed")
      AppCatalogue.end(launched)
    }
    #expect(window == nil && root == nil && list == nil)
  }
}
