/// An arrangement that layers the primary view controller's view above the secondary's, as
/// UIKit's `UIOverlayArrangement` (R132).
///
/// Where a division region such as a fold is active, the two views go side by side along an
/// allowed axis, one on each side of it: the secondary on the leading (or top) side and the
/// primary on the trailing (or bottom) side, unless a placement's ``ViewProperties/edge`` says
/// otherwise.
public struct UIOverlayArrangement: UIArrangementViewController.Arrangement, Equatable, Sendable {
  /// The axes and the view properties set.
  private var settings = ArrangementSettings<ViewProperties>()
  /// The axes the arrangement may use; both by default.
  var allowedAxes: UIAxis { settings.allowedAxes }

  /// Creates an overlay arrangement that may use both axes around a division.
  public init() {}

  /// A copy of this arrangement that lays its views out around a division only along `axes`.
  public func axes(_ axes: UIAxis) -> UIOverlayArrangement {
    var copy = self
    copy.settings.allowedAxes = axes
    return copy
  }

  /// No preferred edge.
  public var defaultViewProperties: ViewProperties { ViewProperties() }

  /// Sets the properties of the view in `placement`.
  public mutating func setViewProperties(_ properties: ViewProperties, for placement: UIArrangementViewController.ViewPlacement) {
    settings.set(properties, for: placement)
  }

  /// The properties of the view in `placement`: the ones set, else the defaults.
  func properties(for placement: UIArrangementViewController.ViewPlacement) -> ViewProperties {
    settings.properties(for: placement, defaults: defaultViewProperties)
  }

  /// How an overlay arrangement places one view when it goes side by side.
  public struct ViewProperties: Equatable, Sendable {
    /// The edge the view takes when the views go side by side around a division (`leading` or
    /// `trailing`, `top` or `bottom`); empty for the default side.
    public var edge: NSDirectionalRectEdge = []

    /// No preferred edge.
    public init() {}
  }
}
