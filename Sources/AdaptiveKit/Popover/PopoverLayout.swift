import Foundation

/// Where a popover goes: its frame, arrow direction and arrow tip (R82–R83, [INF] algorithm).
///
/// The content size is clamped to the area inside `popoverLayoutMargins` (the top margin counts
/// from below the status bar). Each permitted direction is tried in the order up, down, left,
/// right; the first one where the content fits next to the source rectangle wins. If none fits,
/// the direction with the largest visible area wins (ties keep that order) and the content is
/// shrunk to the room beside the source — or, with `canOverlapSourceViewRect`, keeps its size and
/// slides over the source, staying inside the margins. When even the best direction leaves less
/// than 44 pt, the popover overlaps the source.
struct PopoverLayout: Sendable, Equatable {
  var frame: CGRect
  var arrowDirection: UIPopoverArrowDirection
  var arrowPoint: CGPoint

  private static let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]

  static func compute(
    content: CGSize, anchor: CGRect, area: CGRect, permitted: UIPopoverArrowDirection, canOverlap: Bool
  ) -> PopoverLayout {
    let content = CGSize(width: min(content.width, area.width), height: min(content.height, area.height))
    var candidates = order.filter { permitted.contains($0) }
    if candidates.isEmpty { candidates = order }
    let rooms = candidates.map { ($0, room(for: $0, anchor: anchor, area: area)) }
    let direction = rooms.first { $0.1.width >= content.width && $0.1.height >= content.height }?.0
      ?? rooms.max { visibleArea(content, $0.1) < visibleArea(content, $1.1) }!.0
    let space = room(for: direction, anchor: anchor, area: area)
    var size = content
    // With no usable room beside the source (a source as large as the window), the popover
    // overlaps it rather than vanish ([INF]).
    let canOverlap = canOverlap || space.width < PopoverMetrics.minimumSide || space.height < PopoverMetrics.minimumSide
    if !canOverlap {
      size = CGSize(width: min(content.width, max(space.width, 0)), height: min(content.height, max(space.height, 0)))
    }
    let h = PopoverMetrics.arrowHeight
    var origin: CGPoint
    var tip: CGPoint
    switch direction {
    case .up:
      origin = CGPoint(x: anchor.midX - size.width / 2, y: anchor.maxY + h)
      tip = CGPoint(x: anchor.midX, y: anchor.maxY)
    case .down:
      origin = CGPoint(x: anchor.midX - size.width / 2, y: anchor.minY - h - size.height)
      tip = CGPoint(x: anchor.midX, y: anchor.minY)
    case .left:
      origin = CGPoint(x: anchor.maxX + h, y: anchor.midY - size.height / 2)
      tip = CGPoint(x: anchor.maxX, y: anchor.midY)
    default:
      origin = CGPoint(x: anchor.minX - h - size.width, y: anchor.midY - size.height / 2)
      tip = CGPoint(x: anchor.minX, y: anchor.midY)
    }
    origin.x = clamp(origin.x, area.minX, area.maxX - size.width)
    origin.y = clamp(origin.y, area.minY, area.maxY - size.height)
    let frame = CGRect(x: origin.x.rounded(), y: origin.y.rounded(), width: size.width.rounded(), height: size.height.rounded())
    // The arrow's base stays on the popover's straight edge, clear of the corners.
    let inset = PopoverMetrics.cornerRadius + h
    if direction == .up || direction == .down {
      tip.x = frame.width > 2 * inset ? clamp(tip.x, frame.minX + inset, frame.maxX - inset) : frame.midX
    } else {
      tip.y = frame.height > 2 * inset ? clamp(tip.y, frame.minY + inset, frame.maxY - inset) : frame.midY
    }
    return PopoverLayout(frame: frame, arrowDirection: direction, arrowPoint: CGPoint(x: tip.x.rounded(), y: tip.y.rounded()))
  }

  /// The room beside `anchor` for a popover whose arrow points in `direction`.
  static func room(for direction: UIPopoverArrowDirection, anchor: CGRect, area: CGRect) -> CGSize {
    switch direction {
    case .up: CGSize(width: area.width, height: area.maxY - anchor.maxY - PopoverMetrics.arrowHeight)
    case .down: CGSize(width: area.width, height: anchor.minY - PopoverMetrics.arrowHeight - area.minY)
    case .left: CGSize(width: area.maxX - anchor.maxX - PopoverMetrics.arrowHeight, height: area.height)
    default: CGSize(width: anchor.minX - PopoverMetrics.arrowHeight - area.minX, height: area.height)
    }
  }

  private static func visibleArea(_ content: CGSize, _ room: CGSize) -> CGFloat {
    max(min(content.width, room.width), 0) * max(min(content.height, room.height), 0)
  }

  private static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
    high < low ? low : min(max(value, low), high)
  }
}
