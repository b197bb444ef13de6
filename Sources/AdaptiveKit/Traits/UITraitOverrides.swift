/// Traits a view controller sets on itself and its descendants, as UIKit's `UITraitOverrides`
/// (iOS 17, R56). Only the traits you set are overridden.
///
/// ```swift
/// controller.traitOverrides.horizontalSizeClass = .regular
/// controller.traitOverrides.remove(UITraitHorizontalSizeClass.self)
/// ```
public struct UITraitOverrides: Sendable, Equatable, UIMutableTraits {
  var collection = UITraitCollection()

  /// The overridden horizontal size class (`.unspecified` when not overridden).
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { collection.horizontalSizeClass }
    set { collection.horizontalSizeClass = newValue }
  }
  /// The overridden vertical size class.
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    get { collection.verticalSizeClass }
    set { collection.verticalSizeClass = newValue }
  }
  /// The overridden preferred content size category.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { collection.preferredContentSizeCategory }
    set { collection.preferredContentSizeCategory = newValue }
  }
  /// The overridden layout direction.
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { collection.layoutDirection }
    set { collection.layoutDirection = newValue }
  }

  /// The overridden idiom.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { collection.userInterfaceIdiom }
    set { collection.userInterfaceIdiom = newValue }
  }
  /// The overridden display scale (0 when not overridden).
  public var displayScale: CGFloat {
    get { collection.displayScale }
    set { collection.displayScale = newValue }
  }
  /// The overridden appearance.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { collection.userInterfaceStyle }
    set { collection.userInterfaceStyle = newValue }
  }

  /// The overridden split layout environment (`.none` when not overridden).
  public var splitViewControllerLayoutEnvironment: UISplitViewController.LayoutEnvironment {
    get { collection.splitViewControllerLayoutEnvironment }
    set { collection.splitViewControllerLayoutEnvironment = newValue }
  }

  /// The overridden tab accessory environment (`.unspecified` when not overridden).
  public var tabAccessoryEnvironment: UITabAccessory.Environment {
    get { collection.tabAccessoryEnvironment }
    set { collection.tabAccessoryEnvironment = newValue }
  }

  /// Whether a trait is overridden.
  public func contains(_ trait: UITrait) -> Bool { trait.differs(between: collection, and: UITraitCollection()) }

  /// Stops overriding a trait.
  public mutating func remove(_ trait: UITrait) {
    switch trait {
    case is UITraitHorizontalSizeClass.Type: horizontalSizeClass = .unspecified
    case is UITraitVerticalSizeClass.Type: verticalSizeClass = .unspecified
    case is UITraitPreferredContentSizeCategory.Type: preferredContentSizeCategory = .unspecified
    case is UITraitLayoutDirection.Type: layoutDirection = .unspecified
    case is UITraitUserInterfaceIdiom.Type: userInterfaceIdiom = .unspecified
    case is UITraitDisplayScale.Type: displayScale = 0
    case is UITraitUserInterfaceStyle.Type: userInterfaceStyle = .unspecified
    case is UITraitSplitViewControllerLayoutEnvironment.Type: splitViewControllerLayoutEnvironment = .none
    case is UITraitTabAccessoryEnvironment.Type: tabAccessoryEnvironment = .unspecified
    default: break
    }
  }
}
