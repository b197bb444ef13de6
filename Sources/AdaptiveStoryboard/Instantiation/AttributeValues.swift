import AdaptiveKit

/// Storyboard attribute spellings and the UIKit values they stand for.
enum AttributeValues {
  static func presentationStyle(_ name: String?) -> UIModalPresentationStyle? {
    switch name {
    case "fullScreen": .fullScreen
    case "pageSheet": .pageSheet
    case "formSheet": .formSheet
    case "currentContext": .currentContext
    case "overFullScreen": .overFullScreen
    case "overCurrentContext": .overCurrentContext
    case "popover": .popover
    case "automatic": .automatic
    case "custom": .custom
    default: nil
    }
  }

  static func transitionStyle(_ name: String?) -> UIModalTransitionStyle? {
    switch name {
    case "coverVertical": .coverVertical
    case "flipHorizontal": .flipHorizontal
    case "crossDissolve": .crossDissolve
    case "partialCurl": .partialCurl
    default: nil
    }
  }

  /// Xcode writes display modes both in full and shortened.
  static func displayMode(_ name: String?) -> UISplitViewController.DisplayMode? {
    switch name {
    case "automatic": .automatic
    case "secondaryOnly", "primaryHidden": .secondaryOnly
    case "oneBesideSecondary", "oneBeside", "allVisible": .oneBesideSecondary
    case "oneOverSecondary", "oneOver", "primaryOverlay": .oneOverSecondary
    case "twoBesideSecondary", "twoBeside": .twoBesideSecondary
    case "twoOverSecondary", "twoOver": .twoOverSecondary
    case "twoDisplaceSecondary", "twoDisplace": .twoDisplaceSecondary
    default: nil
    }
  }

  static func splitBehavior(_ name: String?) -> UISplitViewController.SplitBehavior? {
    switch name {
    case "automatic": .automatic
    case "tile": .tile
    case "overlay": .overlay
    case "displace": .displace
    default: nil
    }
  }

  static func splitStyle(of element: StoryboardElement) -> UISplitViewController.Style {
    switch element["style"] {
    case "tripleColumn": .tripleColumn
    case "doubleColumn": .doubleColumn
    default: element.flag("allowDoubleColumnStyle") ? .doubleColumn : .unspecified
    }
  }

  static func tableStyle(_ name: String?) -> UITableView.Style {
    switch name {
    case "grouped": .grouped
    case "insetGrouped": .insetGrouped
    default: .plain
    }
  }

  static func cellStyle(_ name: String?) -> UITableViewCell.CellStyle {
    switch name {
    case "IBUITableViewCellStyleSubtitle": .subtitle
    case "IBUITableViewCellStyleValue1": .value1
    case "IBUITableViewCellStyleValue2": .value2
    default: .default
    }
  }

  static func accessory(_ name: String?) -> UITableViewCell.AccessoryType {
    switch name {
    case "disclosureIndicator": .disclosureIndicator
    case "detailDisclosureButton": .detailDisclosureButton
    case "checkmark": .checkmark
    case "detailButton": .detailButton
    default: .none
    }
  }

  /// A blur effect's style by its storyboard name (`systemMaterial`, `dark`, …); regular when
  /// unknown.
  static func blurStyle(_ name: String?) -> UIBlurEffect.Style {
    switch name {
    case "extraLight": .extraLight
    case "light": .light
    case "dark": .dark
    case "prominent": .prominent
    case "systemUltraThinMaterial": .systemUltraThinMaterial
    case "systemThinMaterial": .systemThinMaterial
    case "systemMaterial": .systemMaterial
    case "systemThickMaterial": .systemThickMaterial
    case "systemChromeMaterial": .systemChromeMaterial
    default: .regular
    }
  }

  static func controlEvent(_ name: String?) -> UIControl.Event {
    switch name {
    case "touchDown": .touchDown
    case "touchUpOutside": .touchUpOutside
    case "touchCancel": .touchCancel
    case "valueChanged": .valueChanged
    case "primaryActionTriggered": .primaryActionTriggered
    case "editingDidBegin": .editingDidBegin
    case "editingChanged": .editingChanged
    case "editingDidEnd": .editingDidEnd
    case "editingDidEndOnExit": .editingDidEndOnExit
    default: .touchUpInside
    }
  }

  static func barSystemItem(_ name: String?) -> UIBarButtonItem.SystemItem? {
    switch name {
    case "done": .done
    case "cancel": .cancel
    case "edit": .edit
    case "save": .save
    case "add": .add
    case "flexibleSpace": .flexibleSpace
    case "fixedSpace": .fixedSpace
    case "compose": .compose
    case "reply": .reply
    case "action": .action
    case "organize": .organize
    case "bookmarks": .bookmarks
    case "search": .search
    case "refresh": .refresh
    case "stop": .stop
    case "camera": .camera
    case "trash": .trash
    case "play": .play
    case "pause": .pause
    case "rewind": .rewind
    case "fastForward": .fastForward
    case "undo": .undo
    case "redo": .redo
    case "pageCurl": .pageCurl
    case "close": .close
    default: nil
    }
  }

  static func tabSystemItem(_ name: String?) -> UITabBarItem.SystemItem? {
    switch name {
    case "more": .more
    case "favorites": .favorites
    case "featured": .featured
    case "topRated": .topRated
    case "recents": .recents
    case "contacts": .contacts
    case "history": .history
    case "bookmarks": .bookmarks
    case "search": .search
    case "downloads": .downloads
    case "mostRecent": .mostRecent
    case "mostViewed": .mostViewed
    default: nil
    }
  }

  static func arrowDirections(_ element: StoryboardElement?) -> UIPopoverArrowDirection {
    guard let element else { return .any }
    var directions: UIPopoverArrowDirection = []
    if element.flag("up") { directions.insert(.up) }
    if element.flag("down") { directions.insert(.down) }
    if element.flag("left") { directions.insert(.left) }
    if element.flag("right") { directions.insert(.right) }
    return directions.isEmpty ? .any : directions
  }

  /// An image a storyboard names: an SF Symbol when its catalogue is `system`, else a named image.
  static func image(_ name: String?, catalog: String?) -> UIImage? {
    guard let name else { return nil }
    return catalog == "system" ? UIImage(systemName: name) : (UIImage(named: name) ?? UIImage(systemName: name))
  }

  /// A `<rect key="frame">`.
  static func frame(of element: StoryboardElement) -> CGRect? {
    guard let rect = element.child(key: "frame") else { return nil }
    func number(_ key: String) -> CGFloat { CGFloat(Double(rect[key] ?? "") ?? 0) }
    return CGRect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
  }
}
