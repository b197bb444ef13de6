import Foundation

extension UIBarButtonItem.SystemItem {
  /// The title UIKit shows for a text system item (`"Done"`, `"Cancel"`, …), nil for symbols and spaces.
  public var systemTitle: String? {
    switch self {
    case .done: "Done"
    case .cancel: "Cancel"
    case .edit: "Edit"
    case .save: "Save"
    case .undo: "Undo"
    case .redo: "Redo"
    case .close: nil
    default: nil
    }
  }

  /// The SF Symbol UIKit shows for a symbol system item, nil for text items and spaces.
  public var symbolName: String? {
    switch self {
    case .add: "plus"
    case .compose: "square.and.pencil"
    case .reply: "arrowshape.turn.up.left"
    case .action: "square.and.arrow.up"
    case .organize: "folder"
    case .bookmarks: "book"
    case .search: "magnifyingglass"
    case .refresh: "arrow.clockwise"
    case .stop: "xmark"
    case .camera: "camera"
    case .trash: "trash"
    case .play: "play.fill"
    case .pause: "pause.fill"
    case .rewind: "backward.fill"
    case .fastForward: "forward.fill"
    case .pageCurl: "doc"
    case .close: "xmark.circle.fill"
    default: nil
    }
  }
}

extension UIBarButtonItem {
  /// Creates an item showing an image.
  public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
    self.init(title: nil, style: style, target: target, action: action)
    self.image = image
  }

  /// A flexible space: toolbar items after it move to the trailing side.
  public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace) }

  /// A fixed space of `width` points.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// Creates a system item that runs an action.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.init(barButtonSystemItem: systemItem)
    self.primaryAction = primaryAction
  }

  /// The image shown instead of a title (its name is kept in ``imageName``).
  public var image: UIImage? {
    get { imageName.map { UIImage(named: $0, size: CGSize(width: 24, height: 24)) } }
    set { imageName = newValue?.name ?? newValue?.symbolName }
  }

  /// What the bar shows for the item: its title, the system item's title, or nil when it shows a
  /// symbol or image (an AdaptiveKit addition for renderers).
  public var displayedTitle: String? {
    if let title, !title.isEmpty { return title }
    return systemItem?.systemTitle
  }

  /// Whether the item is flexible or fixed space.
  public var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}
