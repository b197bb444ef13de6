import Foundation

/// The arrangement's layout rules as a pure function of one input value (R131, R132), so they can
/// be computed and tested without a window or controllers.
///
/// ``UIArrangementViewController`` fills one from its view's size, its layout direction, the
/// division region (a fold) and its arrangement, then places its children at the frames of
/// ``layout``.
///
/// The split's solver, in order ([INF]; UIKit documents the inputs, not the order):
/// 1. One view alone fills the container.
/// 2. The axis: across an active division (a vertical fold splits side by side), else side by side
///    when the container is at least as wide as tall and stacked when it is taller. An axis the
///    arrangement does not allow shows the primary alone; the secondary is hidden.
/// 3. Around a division, each view takes its whole side (primary leading or top); a minimum larger
///    than its side shows the primary alone.
/// 4. Otherwise each view's minimum, preferred and maximum are resolved in points along the axis
///    (fractional of the container's length, intrinsic from the controller's
///    `preferredContentSize`, automatic: 0, none, unbounded). A maximum below the minimum is raised
///    to it; a preferred size is clamped between them.
/// 5. Both minimums cannot fit: the primary alone.
/// 6. Start from the preferred sizes; a view without one gets what the other leaves (both without:
///    equal halves); clamp each to its range.
/// 7. Too long: the lower `layoutPriority` shrinks first, down to its minimum, then the other. Too
///    short: the higher priority grows first, up to its maximum, then the other. Equal priorities
///    share the difference equally. Room neither maximum can take stays empty after the views.
/// 8. The primary is leading (left, or right in a right-to-left layout) or on top; views fill the
///    cross axis (the range across the split is not used).
struct ArrangementGeometry: Equatable, Sendable {
  /// Which arrangement lays the views out.
  enum Style: Equatable, Sendable {
    case split, overlay
  }

  /// What the solver needs of one placement.
  struct Placement: Equatable, Sendable {
    /// Whether a controller is in the placement.
    var isPresent = true
    /// The split arrangement's properties (unused by an overlay).
    var split = UISplitArrangement.ViewProperties()
    /// The controller's `preferredContentSize` (the intrinsic dimension); zero for none.
    var intrinsicSize = CGSize.zero
    /// The overlay arrangement's edge (unused by a split).
    var edge: NSDirectionalRectEdge = []
  }

  var style = Style.split
  /// The container's size.
  var size: CGSize
  /// The axes the arrangement allows.
  var axes = UIAxis.both
  var layoutDirection = UITraitEnvironmentLayoutDirection.leftToRight
  /// The division region (a fold) in the container's coordinates, or nil.
  var division: CGRect?
  var primary = Placement()
  var secondary = Placement()

  /// One placement's frame and state.
  struct Slot: Equatable, Sendable {
    var frame: CGRect
    var state: UIArrangementViewController.ViewState
  }

  /// The frames and states of both placements; nil for an empty placement.
  struct Layout: Equatable, Sendable {
    var primary: Slot?
    var secondary: Slot?
  }

  private var bounds: CGRect { CGRect(origin: .zero, size: size) }

  /// The layout of both placements.
  var layout: Layout {
    switch (primary.isPresent, secondary.isPresent) {
    case (false, false): return Layout()
    case (true, false): return Layout(primary: Slot(frame: bounds, state: .init()))
    case (false, true): return Layout(secondary: Slot(frame: bounds, state: .init()))
    case (true, true): return style == .split ? splitLayout : overlayLayout
    }
  }

  // MARK: Division

  /// The division split in two: the axis across it and the leading (or top) and trailing (or
  /// bottom) regions. Nil when there is no division, or it does not cut the container in two.
  var activeDivision: (axis: UIAxis, first: CGRect, second: CGRect)? {
    guard let division, !bounds.isEmpty else { return nil }
    let cut = division.intersection(bounds)
    guard !cut.isNull else { return nil }
    if cut.height >= cut.width {
      // A vertical fold: side by side.
      guard cut.height >= bounds.height, cut.minX > 0, cut.maxX < bounds.width else { return nil }
      let left = CGRect(x: 0, y: 0, width: cut.minX, height: bounds.height)
      let right = CGRect(x: cut.maxX, y: 0, width: bounds.width - cut.maxX, height: bounds.height)
      return layoutDirection == .rightToLeft ? (.horizontal, right, left) : (.horizontal, left, right)
    }
    guard cut.width >= bounds.width, cut.minY > 0, cut.maxY < bounds.height else { return nil }
    let top = CGRect(x: 0, y: 0, width: bounds.width, height: cut.minY)
    let bottom = CGRect(x: 0, y: cut.maxY, width: bounds.width, height: bounds.height - cut.maxY)
    return (.vertical, top, bottom)
  }

  // MARK: Split

  private var primaryAlone: Layout {
    Layout(primary: Slot(frame: bounds, state: .init()), secondary: Slot(frame: .zero, state: .init(isHidden: true)))
  }

  private var splitLayout: Layout {
    if let division = activeDivision {
      guard axes.contains(division.axis) else { return primaryAlone }
      let length = division.axis == .horizontal ? size.width : size.height
      func fits(_ placement: Placement, in region: CGRect) -> Bool {
        let range = resolvedRange(of: placement, axis: division.axis, length: length)
        return range.minimum <= (division.axis == .horizontal ? region.width : region.height)
      }
      guard fits(primary, in: division.first), fits(secondary, in: division.second) else { return primaryAlone }
      let state = UIArrangementViewController.ViewState(splitAxis: division.axis)
      return Layout(primary: Slot(frame: division.first, state: state), secondary: Slot(frame: division.second, state: state))
    }
    let axis: UIAxis = size.width >= size.height ? .horizontal : .vertical
    guard axes.contains(axis) else { return primaryAlone }
    let length = axis == .horizontal ? size.width : size.height
    guard let (first, second) = splitLengths(axis: axis, length: length) else { return primaryAlone }
    let state = UIArrangementViewController.ViewState(splitAxis: axis)
    if axis == .vertical {
      return Layout(
        primary: Slot(frame: CGRect(x: 0, y: 0, width: size.width, height: first), state: state),
        secondary: Slot(frame: CGRect(x: 0, y: first, width: size.width, height: second), state: state))
    }
    let primaryX = layoutDirection == .rightToLeft ? size.width - first : 0
    let secondaryX = layoutDirection == .rightToLeft ? size.width - first - second : first
    return Layout(
      primary: Slot(frame: CGRect(x: primaryX, y: 0, width: first, height: size.height), state: state),
      secondary: Slot(frame: CGRect(x: secondaryX, y: 0, width: second, height: size.height), state: state))
  }

  /// A placement's minimum, preferred and maximum in points along `axis`.
  private func resolvedRange(of placement: Placement, axis: UIAxis, length: CGFloat) -> (minimum: CGFloat, preferred: CGFloat?, maximum: CGFloat) {
    let range = axis == .horizontal ? placement.split.width : placement.split.height
    let intrinsic = axis == .horizontal ? placement.intrinsicSize.width : placement.intrinsicSize.height
    let minimum = max(range.minimum.resolved(length: length, intrinsic: intrinsic) ?? 0, 0)
    let maximum = max(range.maximum.resolved(length: length, intrinsic: intrinsic) ?? .infinity, minimum)
    let preferred = range.preferred.resolved(length: length, intrinsic: intrinsic).map { min(max($0, minimum), maximum) }
    return (minimum, preferred, maximum)
  }

  /// The primary's and secondary's lengths along `axis` (steps 4–7), or nil when both minimums
  /// cannot fit.
  private func splitLengths(axis: UIAxis, length: CGFloat) -> (CGFloat, CGFloat)? {
    let p = resolvedRange(of: primary, axis: axis, length: length)
    let s = resolvedRange(of: secondary, axis: axis, length: length)
    guard p.minimum + s.minimum <= length else { return nil }
    var first: CGFloat
    var second: CGFloat
    switch (p.preferred, s.preferred) {
    case let (a?, b?): (first, second) = (a, b)
    case let (a?, nil): (first, second) = (a, length - a)
    case let (nil, b?): (first, second) = (length - b, b)
    case (nil, nil): (first, second) = (length / 2, length / 2)
    }
    first = min(max(first, p.minimum), p.maximum)
    second = min(max(second, s.minimum), s.maximum)
    let difference = length - first - second
    guard difference != 0 else { return (first, second) }
    // Growing, the higher priority goes first; shrinking, the lower one does.
    let pPriority = primary.split.layoutPriority, sPriority = secondary.split.layoutPriority
    func change(_ value: inout CGFloat, by amount: CGFloat, within range: (minimum: CGFloat, preferred: CGFloat?, maximum: CGFloat)) -> CGFloat {
      let target = min(max(value + amount, range.minimum), range.maximum)
      let applied = target - value
      value = target
      return amount - applied
    }
    if pPriority == sPriority {
      let left = change(&first, by: difference / 2, within: p) + change(&second, by: difference / 2, within: s)
      _ = change(&first, by: change(&second, by: left, within: s), within: p)
    } else if (pPriority > sPriority) == (difference > 0) {
      _ = change(&second, by: change(&first, by: difference, within: p), within: s)
    } else {
      _ = change(&first, by: change(&second, by: difference, within: s), within: p)
    }
    return (first, second)
  }

  // MARK: Overlay

  private var overlayLayout: Layout {
    guard let division = activeDivision, axes.contains(division.axis) else {
      return Layout(primary: Slot(frame: bounds, state: .init(zIndex: 1)), secondary: Slot(frame: bounds, state: .init(zIndex: 0)))
    }
    let (firstEdge, secondEdge): (NSDirectionalRectEdge, NSDirectionalRectEdge) =
      division.axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
    // The primary's own edge wins; then the secondary's; by default the secondary comes first.
    let primaryFirst: Bool
    if primary.edge.contains(firstEdge) != primary.edge.contains(secondEdge) {
      primaryFirst = primary.edge.contains(firstEdge)
    } else if secondary.edge.contains(firstEdge) != secondary.edge.contains(secondEdge) {
      primaryFirst = secondary.edge.contains(secondEdge)
    } else {
      primaryFirst = false
    }
    let state = UIArrangementViewController.ViewState(splitAxis: division.axis)
    return Layout(
      primary: Slot(frame: primaryFirst ? division.first : division.second, state: state),
      secondary: Slot(frame: primaryFirst ? division.second : division.first, state: state))
  }
}
