public import Foundation

/// An arrangement that puts its two view controllers side by side when the container is wider
/// than tall and stacks them when it is taller, as UIKit's `UISplitArrangement` (R131).
///
/// Without preferences the two views share the space equally. Each placement's
/// ``ViewProperties`` give a width and a height range (minimum, preferred, maximum) and a layout
/// priority; when the allowed ``axes(_:)`` exclude the container's shape, or both minimums
/// cannot fit, only the primary shows.
///
/// ```swift
/// var split = UISplitArrangement().axes(.horizontal)
/// var primary = split.defaultViewProperties
/// primary.width.preferred = .fractional(0.4)
/// split.setViewProperties(primary, for: .primary)
/// arrangementController.updateArrangement(split)
/// ```
public struct UISplitArrangement: UIArrangementViewController.Arrangement, Equatable, Sendable {
  /// The axes and the view properties set.
  private var settings = ArrangementSettings<ViewProperties>()
  /// The axes the arrangement may use; both by default.
  var allowedAxes: UIAxis { settings.allowedAxes }

  /// Creates a split arrangement that may use both axes, with default view properties.
  public init() {}

  /// A copy of this arrangement that may split only along `axes`.
  public func axes(_ axes: UIAxis) -> UISplitArrangement {
    var copy = self
    copy.settings.allowedAxes = axes
    return copy
  }

  /// Automatic minimum, preferred and maximum sizes in both directions, and priority 0.
  public var defaultViewProperties: ViewProperties { ViewProperties() }

  /// Sets the properties of the view in `placement`.
  public mutating func setViewProperties(_ properties: ViewProperties, for placement: UIArrangementViewController.ViewPlacement) {
    settings.set(properties, for: placement)
  }

  /// The properties of the view in `placement`: the ones set, else the defaults.
  func properties(for placement: UIArrangementViewController.ViewPlacement) -> ViewProperties {
    settings.properties(for: placement, defaults: defaultViewProperties)
  }

  /// How a split arrangement sizes one placement's view.
  public struct ViewProperties: Equatable, Sendable {
    /// The view's width range, used when the views are side by side.
    public var width = DimensionRange()
    /// The view's height range, used when the views are stacked.
    public var height = DimensionRange()
    /// Which view keeps its size when the two do not fit their preferences: the higher priority
    /// grows first and shrinks last. Both 0 by default (equal).
    public var layoutPriority: CGFloat = 0

    /// Automatic ranges and priority 0.
    public init() {}
  }
}
