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
}

/// The traits a mutation closure changes, as a collection.
struct TraitMutations: UIMutableTraits {
  var collection: UITraitCollection

  var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { collection.horizontalSizeClass }
    set { collection.horizontalSizeClass = newValue }
  }
  var verticalSizeClass: UIUserInterfaceSizeClass {
    get { collection.verticalSizeClass }
    set { collection.verticalSizeClass = newValue }
  }
  var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { collection.userInterfaceIdiom }
    set { collection.userInterfaceIdiom = newValue }
  }
  var displayScale: CGFloat {
    get { collection.displayScale }
    set { collection.displayScale = newValue }
  }
  var preferredContentSizeCategory: UIContentSizeCategory {
    get { collection.preferredContentSizeCategory }
    set { collection.preferredContentSizeCategory = newValue }
  }
  var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { collection.layoutDirection }
    set { collection.layoutDirection = newValue }
  }
  var userInterfaceStyle: UIUserInterfaceStyle {
    get { collection.userInterfaceStyle }
    set { collection.userInterfaceStyle = newValue }
  }
}

extension UITraitCollection {
  /// A collection with the traits `mutations` sets (iOS 17).
  public init(mutations: (inout any UIMutableTraits) -> Void) {
    self = UITraitCollection().modifyingTraits(mutations)
  }

  /// This collection with the traits `mutations` sets changed (iOS 17).
  public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
    var traits: any UIMutableTraits = TraitMutations(collection: self)
    mutations(&traits)
    return (traits as? TraitMutations)?.collection ?? self
  }
}
