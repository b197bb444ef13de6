import Foundation

/// The traits of an environment: size classes, idiom, scale, text size, layout direction and
/// appearance, as UIKit's `UITraitCollection`.
///
/// A collection may leave any trait unspecified. Combining collections with
/// ``init(traitsFrom:)`` lets each later collection override only the traits it specifies, which is
/// how a parent's traits flow to a child with overrides applied (R52).
///
/// ```swift
/// let child = UITraitCollection(traitsFrom: [parent, UITraitCollection(horizontalSizeClass: .compact)])
/// ```
public struct UITraitCollection: Hashable, Sendable, CustomStringConvertible {
  // The one-byte traits first, then the text size, then the scale: 32 bytes without padding,
  // copied in two moves at every controller of a trait pass (B1 in BENCHMARKS.md).
  /// The horizontal size class.
  public internal(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
  /// The vertical size class.
  public internal(set) var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
  /// The interface idiom.
  public internal(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
  /// The layout direction.
  public internal(set) var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
  /// Light or dark appearance.
  public internal(set) var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
  /// The three environment traits in one byte, so that a collection stays 32 bytes (B1): the split
  /// layout environment in bits 0–2, the tab accessory environment in bits 3–5 and the vertical bar
  /// edge in bits 6–7.
  private var environments: UInt8 = 0
  /// Whether an ancestor split view controller is expanded or collapsed (iOS 26, R116); `.none`
  /// outside every split.
  public internal(set) var splitViewControllerLayoutEnvironment: UISplitViewController.LayoutEnvironment {
    get { UISplitViewController.LayoutEnvironment(rawValue: Int(environments & 0x07)) ?? .none }
    set { environments = environments & 0xF8 | UInt8(truncatingIfNeeded: newValue.rawValue) & 0x07 }
  }
  /// Whether the view is in a tab bar controller's bottom accessory, and how the accessory is laid
  /// out (iOS 26, R123): `.regular` above the bar, `.inline` in the minimized bar's row, `.none` in
  /// a window outside every accessory, `.unspecified` outside every window.
  public internal(set) var tabAccessoryEnvironment: UITabAccessory.Environment {
    get { UITabAccessory.Environment(rawValue: Int(environments >> 3 & 0x07)) ?? .unspecified }
    set { environments = environments & 0xC7 | (UInt8(truncatingIfNeeded: newValue.rawValue) & 0x07) << 3 }
  }
  /// The edge where the system places its vertical bar (iOS 27.1, R134), whether or not a bar
  /// shows: `.leading` or `.trailing` on the iPhone Duo where it uses vertical bars, else
  /// `.unspecified` (see TheFoldAndIPhoneDuo).
  public internal(set) var verticalBarEdge: UIVerticalBarEdge {
    get { UIVerticalBarEdge(rawValue: Int(environments >> 6)) ?? .unspecified }
    set { environments = environments & 0x3F | (UInt8(truncatingIfNeeded: newValue.rawValue) & 0x03) << 6 }
  }
  /// The preferred text size. A category that is not one of UIKit's keeps up to 16 UTF-8 bytes of
  /// its raw value (a longer one is cut to the whole characters that fit), so that a collection is
  /// plain data, copied without reference counting.
  public internal(set) var preferredContentSizeCategory: UIContentSizeCategory {
    get { contentSizeCategoryNumber.category }
    set { contentSizeCategoryNumber = ContentSizeCategoryNumber(newValue) }
  }
  /// The preferred text size as plain data (no reference counting for UIKit's categories).
  private(set) var contentSizeCategoryNumber = ContentSizeCategoryNumber.unspecified
  /// Points-to-pixels scale; `0` means unspecified.
  public internal(set) var displayScale: CGFloat = 0

  /// A collection with every trait unspecified.
  public init() {}

  /// A collection that specifies only the horizontal size class.
  public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
  /// A collection that specifies only the vertical size class.
  public init(verticalSizeClass: UIUserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }
  /// A collection that specifies only the idiom.
  public init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }
  /// A collection that specifies only the display scale.
  public init(displayScale: CGFloat) { self.displayScale = displayScale }
  /// A collection that specifies only the preferred content size category.
  public init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }
  /// A collection that specifies only the layout direction.
  public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
  /// A collection that specifies only the appearance.
  public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
  /// A collection that specifies only the tab accessory environment (iOS 26, R123).
  public init(tabAccessoryEnvironment: UITabAccessory.Environment) { self.tabAccessoryEnvironment = tabAccessoryEnvironment }
  /// A collection that specifies only the vertical bar edge (iOS 27.1, R134).
  public init(verticalBarEdge: UIVerticalBarEdge) { self.verticalBarEdge = verticalBarEdge }

  /// Combines collections in order: each specified trait of a later collection replaces the
  /// earlier value; unspecified traits leave it alone.
  public init(traitsFrom collections: [UITraitCollection]) {
    for collection in collections { self = self.overlaid(with: collection) }
  }

  /// Whether every trait specified in `trait` has the same value here.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return self.overlaid(with: trait) == self
  }

  /// This collection with the specified traits of `overrides` applied on top.
  func overlaid(with overrides: UITraitCollection) -> UITraitCollection {
    var result = self
    if overrides.horizontalSizeClass != .unspecified { result.horizontalSizeClass = overrides.horizontalSizeClass }
    if overrides.verticalSizeClass != .unspecified { result.verticalSizeClass = overrides.verticalSizeClass }
    if overrides.userInterfaceIdiom != .unspecified { result.userInterfaceIdiom = overrides.userInterfaceIdiom }
    if overrides.displayScale != 0 { result.displayScale = overrides.displayScale }
    if overrides.contentSizeCategoryNumber != ContentSizeCategoryNumber.unspecified {
      result.contentSizeCategoryNumber = overrides.contentSizeCategoryNumber
    }
    if overrides.layoutDirection != .unspecified { result.layoutDirection = overrides.layoutDirection }
    if overrides.userInterfaceStyle != .unspecified { result.userInterfaceStyle = overrides.userInterfaceStyle }
    if overrides.splitViewControllerLayoutEnvironment != .none {
      result.splitViewControllerLayoutEnvironment = overrides.splitViewControllerLayoutEnvironment
    }
    if overrides.tabAccessoryEnvironment != .unspecified { result.tabAccessoryEnvironment = overrides.tabAccessoryEnvironment }
    if overrides.verticalBarEdge != .unspecified { result.verticalBarEdge = overrides.verticalBarEdge }
    return result
  }

  /// Whether every trait is the same. The fields before ``displayScale`` are 24 bytes of plain
  /// data with no padding, and equal traits have equal bytes there (a content size category's
  /// unused inline bytes stay zero: see `ContentSizeCategoryNumber`), so they are compared as three
  /// words; the scale is compared as a number (`0.0 == -0.0`). A trait pass compares collections at
  /// every controller and view it reaches (B1, B3 in BENCHMARKS.md): field by field, with the text
  /// size's comparison out of line, it cost four times as many instructions.
  public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
    // As four words in registers (no copy to memory, which costs a stack check per call).
    let left = unsafeBitCast(lhs, to: (UInt64, UInt64, UInt64, UInt64).self)
    let right = unsafeBitCast(rhs, to: (UInt64, UInt64, UInt64, UInt64).self)
    let equal = left.0 == right.0 && left.1 == right.1 && left.2 == right.2 && lhs.displayScale == rhs.displayScale
    assert(equal == lhs.equalsFieldByField(rhs), "UITraitCollection's bytes no longer stand for its traits")
    return equal
  }

  /// Equality trait by trait, which debug builds check ``==(_:_:)`` against.
  private func equalsFieldByField(_ other: UITraitCollection) -> Bool {
    horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
      && userInterfaceIdiom == other.userInterfaceIdiom && layoutDirection == other.layoutDirection
      && userInterfaceStyle == other.userInterfaceStyle && environments == other.environments
      && contentSizeCategoryNumber == other.contentSizeCategoryNumber && displayScale == other.displayScale
  }

  /// A short form such as `w:R h:C phone @3x L`.
  public var description: String {
    var parts = ["w:\(horizontalSizeClass)", "h:\(verticalSizeClass)"]
    if userInterfaceIdiom != .unspecified { parts.append("\(userInterfaceIdiom)") }
    if displayScale != 0 {
      parts.append(displayScale.isFinite && abs(displayScale) < 1e6 ? "@\(Int(displayScale))x" : "@\(Double(displayScale))x")
    }
    if contentSizeCategoryNumber != ContentSizeCategoryNumber.unspecified {
      parts.append(preferredContentSizeCategory.description)
    }
    if layoutDirection == .rightToLeft { parts.append("rtl") }
    if userInterfaceStyle == .dark { parts.append("dark") }
    return parts.joined(separator: " ")
  }
}
