/// What a tab bar shows for a view controller, as UIKit's `UITabBarItem`.
@MainActor
open class UITabBarItem {
  /// A system-provided tab item.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
    case downloads, mostRecent, mostViewed
  }

  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// The image shown while the tab is selected (the image when nil).
  open var selectedImage: UIImage?
  /// The name of the image's symbol or asset, for renderers (an AdaptiveKit addition).
  public var imageName: String? { image?.symbolName ?? image?.name }
  /// A tag.
  open var tag: Int
  /// The badge text.
  open var badgeValue: String?
  /// The system item, if created from one.
  public let systemItem: SystemItem?

  /// Creates an item with a title, image and tag.
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
    self.systemItem = nil
  }

  /// Creates an item with a title and an image for each state.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init(title: title, image: image, tag: 0)
    self.selectedImage = selectedImage
  }

  /// Creates a system item; its title is the system's.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    self.tag = tag
    self.title = switch systemItem {
    case .more: "More"
    case .favorites: "Favorites"
    case .featured: "Featured"
    case .topRated: "Top Rated"
    case .recents: "Recents"
    case .contacts: "Contacts"
    case .history: "History"
    case .bookmarks: "Bookmarks"
    case .search: "Search"
    case .downloads: "Downloads"
    case .mostRecent: "Most Recent"
    case .mostViewed: "Most Viewed"
    }
  }
}
