import AdaptiveKit

/// The modern variant's tab bar controller, built from tabs as objects (iOS 18): a Photographers
/// group with a tab per photographer, Recents, and a search tab listing every photo.
///
/// `mode` stays `.automatic`, which the group makes `.tabSidebar` (R98): on an iPad in regular
/// width a floating tab bar at the top and a sidebar, tiled beside the content, where the group is
/// a section of its photographers (R99, R100); in compact width a bottom tab bar where the group is one tab showing
/// the photographers list. Every tab shows a double-column split: its list in the primary column,
/// the image in the secondary, the photo's details in the inspector column (R111, R112).
///
/// On a foldable device (``PhotoBrowser/arrangesAroundTheFold``) every tab shows its list's
/// navigation controller instead, onto which a photo is pushed as an arrangement of the image and
/// its details: an arrangement belongs inside a navigation controller, never in a split's column
/// (see ``PhotoBrowser/showImage(of:from:)``).
@MainActor
final class PhotoBrowserTabs {
  /// The group of photographers: one tab showing the photographers list in a tab bar, a section of
  /// the sidebar with a tab per photographer.
  let photographersGroup: UITabGroup
  /// The recently viewed photos.
  let recentsTab: UITab
  /// The search tab: every photo, with its photographer.
  let searchTab: UISearchTab
  /// The split the Photographers group shows, around the photographers list; nil on a foldable
  /// device, where the group shows the list's navigation controller.
  let photographersSplit: UISplitViewController?
  /// The delegate of every split of the tabs.
  private let splitDelegate: PhotoBrowserColumnSplitDelegate
  /// The photos the search tab lists, once loaded.
  private let library: Library

  /// The photos of the source, once it has delivered them.
  private final class Library {
    var photos: [Photo] = []
  }

  /// Builds the tabs and gives them to `browser`'s tab bar controller.
  init(browser: PhotoBrowser) {
    let delegate = PhotoBrowserColumnSplitDelegate()
    let library = Library()
    splitDelegate = delegate
    self.library = library
    let photographersContent = Self.content(showing: browser.photographersNavigationController, in: browser, delegate: delegate)
    let recentsContent = Self.content(showing: browser.recentsNavigationController, in: browser, delegate: delegate)
    photographersSplit = photographersContent as? UISplitViewController
    photographersGroup = UITabGroup(
      title: "Photographers", image: UIImage(systemName: "person.2"), identifier: "photographers", children: []
    ) { _ in photographersContent }
    recentsTab = UITab(title: "Recents", image: UIImage(systemName: "clock"), identifier: "recents") { _ in recentsContent }
    searchTab = UISearchTab { [unowned browser] _ in
      let all = PhotoListViewController(browser: browser, title: "Search", photos: [], subtitle: \.ownerName) { library.photos }
      return Self.content(showing: UINavigationController(rootViewController: all), in: browser, delegate: delegate)
    }
    browser.source.loadPhotos { [photographersGroup] result in
      library.photos = (try? result.get()) ?? []
      let photographers = Photographer.grouping(library.photos)
      photographersGroup.children = photographers.map { photographer in
        UITab(title: photographer.name, image: UIImage(systemName: "person"), identifier: "photographer.\(photographer.id)") {
          [unowned browser] _ in
          let list = PhotoListViewController(browser: browser, title: photographer.name, photos: photographer.photos)
          return Self.content(showing: UINavigationController(rootViewController: list), in: browser, delegate: delegate)
        }
      }
    }
    // The sidebar tiles beside the content instead of overlapping it (iOS's default): the content
    // is a split whose list column would be under the sidebar.
    browser.tabBarController.sidebar.preferredLayout = .tile
    browser.tabBarController.setTabs([photographersGroup, recentsTab, searchTab], animated: false)
  }

  /// What a tab shows around `list`: the list's navigation controller itself on a foldable device,
  /// else a split around it.
  private static func content(
    showing list: UINavigationController, in browser: PhotoBrowser, delegate: PhotoBrowserColumnSplitDelegate
  ) -> UIViewController {
    browser.arrangesAroundTheFold ? list : split(showing: list, in: browser, delegate: delegate)
  }

  /// A double-column split with `list` in its primary column and the empty image screen in its
  /// secondary; the inspector column is set when a photo is shown (``PhotoBrowser/showImage(of:from:)``).
  private static func split(
    showing list: UINavigationController, in browser: PhotoBrowser, delegate: PhotoBrowserColumnSplitDelegate
  ) -> UISplitViewController {
    let split = UISplitViewController(style: .doubleColumn)
    split.delegate = delegate
    split.preferredDisplayMode = .oneBesideSecondary
    split.setViewController(list, for: .primary)
    split.setViewController(browser.makeDetail(for: nil), for: .secondary)
    return split
  }
}
