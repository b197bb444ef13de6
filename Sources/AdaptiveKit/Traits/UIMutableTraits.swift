/// Settable traits, as UIKit's `UIMutableTraits` (iOS 17): what
/// ``UITraitCollection/init(mutations:)`` and ``UITraitCollection/modifyingTraits(_:)`` hand to
/// their closure, and what ``UITraitOverrides`` is.
///
/// ```swift
/// let compact = UITraitCollection { $0.horizontalSizeClass = .compact; $0.userInterfaceStyle = .dark }
/// ```
public protocol UIMutableTraits {
  /// The horizontal size class.
  var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
  /// The vertical size class.
  var verticalSizeClass: UIUserInterfaceSizeClass { get set }
  /// The interface idiom.
  var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
  /// Points-to-pixels scale; `0` means unspecified.
  var displayScale: CGFloat { get set }
  /// The preferred text size.
  var preferredContentSizeCategory: UIContentSizeCategory { get set }
  /// The layout direction.
  var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
  /// Light or dark appearance.
  var userInterfaceStyle: UIUserInterfaceStyle { get set }
  /// Whether an ancestor split view controller is expanded or collapsed (iOS 26).
  var splitViewControllerLayoutEnvironment: UISplitViewController.LayoutEnvironment { get set }
  /// Whether the environment is a tab bar controller's bottom accessory, and how it is laid out (iOS 26).
  var tabAccessoryEnvironment: UITabAccessory.Environment { get set }
}

extension UITraitCollection {
  /// A collection with the traits `mutations` sets (iOS 17).
  public init(mutations: (inout any UIMutableTraits) -> Void) {
    self = UITraitCollection().modifyingTraits(mutations)
  }

  /// This collection with the traits `mutations` sets changed (iOS 17).
  public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
    var traits: any UIMutableTraits = UITraitOverrides(collection: self)
    mutations(&traits)
    return (traits as? UITraitOverrides)?.collection ?? self
  }
}
