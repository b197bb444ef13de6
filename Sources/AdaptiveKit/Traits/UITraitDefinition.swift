/// A trait that can be observed with `registerForTraitChanges(_:handler:)` or overridden with
/// `traitOverrides`, as UIKit's `UITraitDefinition` (R56). The system traits below conform.
public protocol UITraitDefinition {
  /// Whether this trait has different values in two collections.
  static func differs(between first: UITraitCollection, and second: UITraitCollection) -> Bool
}

/// A trait type, as UIKit's `UITrait`, for example `UITraitHorizontalSizeClass.self`.
public typealias UITrait = any UITraitDefinition.Type

/// The horizontal size class trait.
public struct UITraitHorizontalSizeClass: UITraitDefinition {
  public static func differs(between first: UITraitCollection, and second: UITraitCollection) -> Bool {
    first.horizontalSizeClass != second.horizontalSizeClass
  }
}
/// The vertical size class trait.
public struct UITraitVerticalSizeClass: UITraitDefinition {
  public static func differs(between first: UITraitCollection, and second: UITraitCollection) -> Bool {
    first.verticalSizeClass != second.verticalSizeClass
  }
}
/// The interface idiom trait.
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
  public static func differs(between first: UITraitCollection, and second: UITraitCollection) -> Bool {
    first.userInterfaceIdiom != second.userInterfaceIdiom
  }
}
/// The display scale trait.
public struct UITraitDisplayScale: UITraitDefinition {
  public static func differs(between first: UITraitCollection, and second: UITraitCollection) -> Bool {
    first.displayScale != second.displayScale
  }
}
/// The preferred content size category trait.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
  public static func differs(between first: UITraitCollection, and second: UITraitCollection) -> Bool {
    first.preferredContentSizeCategory != second.preferredContentSizeCategory
  }
}
/// The layout direction trait.
public struct UITraitLayoutDirection: UITraitDefinition {
  public static func differs(between first: UITraitCollection, and second: UITraitCollection) -> Bool {
    first.layoutDirection != second.layoutDirection
  }
}

/// A token for a trait-change registration, as UIKit's `UITraitChangeRegistration`. Keeping it is
/// optional; pass it to `unregisterForTraitChanges(_:)` to stop the handler.
public protocol UITraitChangeRegistration: Sendable {}

/// A registration made by `registerForTraitChanges(_:handler:)`.
struct TraitChangeRegistration: UITraitChangeRegistration, Hashable {
  let id: Int
}

/// A stored handler with the traits it watches.
@MainActor
struct TraitChangeObserver {
  let registration: TraitChangeRegistration
  let traits: [UITrait]
  let handler: @MainActor (UIViewController, UITraitCollection) -> Void

  func notifyIfAffected(_ controller: UIViewController, previous: UITraitCollection) {
    if traits.contains(where: { $0.differs(between: previous, and: controller.traitCollection) }) {
      handler(controller, previous)
    }
  }
}
/// The appearance (light or dark) trait.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
  public static func differs(between first: UITraitCollection, and second: UITraitCollection) -> Bool {
    first.userInterfaceStyle != second.userInterfaceStyle
  }
}
/// The split layout environment trait (iOS 26, R116).
public struct UITraitSplitViewControllerLayoutEnvironment: UITraitDefinition {
  public static func differs(between first: UITraitCollection, and second: UITraitCollection) -> Bool {
    first.splitViewControllerLayoutEnvironment != second.splitViewControllerLayoutEnvironment
  }
}
/// The tab accessory environment trait (iOS 26, R123).
public struct UITraitTabAccessoryEnvironment: UITraitDefinition {
  public static func differs(between first: UITraitCollection, and second: UITraitCollection) -> Bool {
    first.tabAccessoryEnvironment != second.tabAccessoryEnvironment
  }
}
/// The vertical bar edge trait (iOS 27.1, R134).
public struct UITraitVerticalBarEdge: UITraitDefinition {
  public static func differs(between first: UITraitCollection, and second: UITraitCollection) -> Bool {
    first.verticalBarEdge != second.verticalBarEdge
  }
}
