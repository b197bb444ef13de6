import Foundation
import Testing
@testable import AdaptiveKit

/// One row of the solver's table: an input and the frames and states it must give.
struct ArrangementCase: CustomTestStringConvertible, Sendable {
  let name: String
  let geometry: ArrangementGeometry
  /// The primary's frame, or nil when it is hidden.
  let primary: CGRect?
  /// The secondary's frame, or nil when it is hidden.
  let secondary: CGRect?
  let axis: UIAxis
  /// The primary's and secondary's z-index.
  let zIndex: (Int, Int)

  var testDescription: String { name }
}

private func split(
  _ width: CGFloat, _ height: CGFloat, axes: UIAxis = .both, rtl: Bool = false, division: CGRect? = nil,
  primary: (inout UISplitArrangement.ViewProperties) -> Void = { _ in }, secondary: (inout UISplitArrangement.ViewProperties) -> Void = { _ in },
  primaryIntrinsic: CGSize = .zero
) -> ArrangementGeometry {
  var geometry = ArrangementGeometry(size: CGSize(width: width, height: height), axes: axes, layoutDirection: rtl ? .rightToLeft : .leftToRight, division: division)
  primary(&geometry.primary.split)
  secondary(&geometry.secondary.split)
  geometry.primary.intrinsicSize = primaryIntrinsic
  return geometry
}

private func overlay(
  _ width: CGFloat, _ height: CGFloat, axes: UIAxis = .both, division: CGRect? = nil,
  primaryEdge: NSDirectionalRectEdge = [], secondaryEdge: NSDirectionalRectEdge = []
) -> ArrangementGeometry {
  var geometry = ArrangementGeometry(style: .overlay, size: CGSize(width: width, height: height), axes: axes, division: division)
  geometry.primary.edge = primaryEdge
  geometry.secondary.edge = secondaryEdge
  return geometry
}

private func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// A vertical fold 4 pt wide in the middle of an 800 × 400 container, and a horizontal one across 400 × 800.
private let verticalFold = r(398, 0, 4, 400)
private let horizontalFold = r(0, 398, 400, 4)

let splitCases: [ArrangementCase] = [
  .init(name: "taller: stacked, primary on top, equal halves", geometry: split(400, 800), primary: r(0, 0, 400, 400), secondary: r(0, 400, 400, 400), axis: .vertical, zIndex: (0, 0)),
  .init(name: "wider: side by side, primary leading", geometry: split(800, 400), primary: r(0, 0, 400, 400), secondary: r(400, 0, 400, 400), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "square: side by side", geometry: split(600, 600), primary: r(0, 0, 300, 600), secondary: r(300, 0, 300, 600), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "right to left: primary on the right", geometry: split(800, 400, rtl: true), primary: r(400, 0, 400, 400), secondary: r(0, 0, 400, 400), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "axes exclude the shape: primary alone", geometry: split(800, 400, axes: .vertical), primary: r(0, 0, 800, 400), secondary: nil, axis: [], zIndex: (0, 0)),
  .init(name: "stacked axis excluded: primary alone", geometry: split(400, 800, axes: .horizontal), primary: r(0, 0, 400, 800), secondary: nil, axis: [], zIndex: (0, 0)),
  .init(name: "absolute preferred width", geometry: split(1000, 500, primary: { $0.width.preferred = .absolute(300) }), primary: r(0, 0, 300, 500), secondary: r(300, 0, 700, 500), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "fractional preferred width", geometry: split(1000, 500, primary: { $0.width.preferred = .fractional(0.25) }), primary: r(0, 0, 250, 500), secondary: r(250, 0, 750, 500), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "height range used when stacked", geometry: split(500, 1000, secondary: { $0.height.preferred = .absolute(200) }), primary: r(0, 0, 500, 800), secondary: r(0, 800, 500, 200), axis: .vertical, zIndex: (0, 0)),
  .init(name: "width range ignored when stacked", geometry: split(500, 1000, primary: { $0.width.preferred = .absolute(100) }), primary: r(0, 0, 500, 500), secondary: r(0, 500, 500, 500), axis: .vertical, zIndex: (0, 0)),
  .init(name: "both minimums cannot fit: primary alone", geometry: split(1000, 500, primary: { $0.width.minimum = .absolute(600) }, secondary: { $0.width.minimum = .absolute(600) }), primary: r(0, 0, 1000, 500), secondary: nil, axis: [], zIndex: (0, 0)),
  .init(name: "maximum caps the equal share, the other takes the rest", geometry: split(1000, 500, primary: { $0.width.maximum = .absolute(300) }), primary: r(0, 0, 300, 500), secondary: r(300, 0, 700, 500), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "two small preferences, equal priority: grow equally", geometry: split(1000, 500, primary: { $0.width.preferred = .absolute(300) }, secondary: { $0.width.preferred = .absolute(300) }), primary: r(0, 0, 500, 500), secondary: r(500, 0, 500, 500), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "two small preferences: the higher priority grows", geometry: split(1000, 500, primary: { $0.width.preferred = .absolute(300); $0.layoutPriority = 1 }, secondary: { $0.width.preferred = .absolute(300) }), primary: r(0, 0, 700, 500), secondary: r(700, 0, 300, 500), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "two large preferences: the lower priority shrinks", geometry: split(1000, 500, primary: { $0.width.preferred = .absolute(700); $0.layoutPriority = 1 }, secondary: { $0.width.preferred = .absolute(700) }), primary: r(0, 0, 700, 500), secondary: r(700, 0, 300, 500), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "two large preferences, equal priority: shrink equally", geometry: split(1000, 500, primary: { $0.width.preferred = .absolute(700) }, secondary: { $0.width.preferred = .absolute(700) }), primary: r(0, 0, 500, 500), secondary: r(500, 0, 500, 500), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "shrinking stops at the minimum, the other gives the rest", geometry: split(1000, 500, secondary: { $0.width.minimum = .absolute(800) }), primary: r(0, 0, 200, 500), secondary: r(200, 0, 800, 500), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "the lower priority shrinks to its minimum, then the higher", geometry: split(1000, 500, primary: { $0.width.preferred = .absolute(900); $0.layoutPriority = 1 }, secondary: { $0.width.minimum = .absolute(200) }), primary: r(0, 0, 800, 500), secondary: r(800, 0, 200, 500), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "intrinsic reads the preferred content size", geometry: split(1000, 500, primary: { $0.width.preferred = .intrinsic }, primaryIntrinsic: CGSize(width: 320, height: 0)), primary: r(0, 0, 320, 500), secondary: r(320, 0, 680, 500), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "intrinsic without a preferred content size is automatic", geometry: split(1000, 500, primary: { $0.width.preferred = .intrinsic }), primary: r(0, 0, 500, 500), secondary: r(500, 0, 500, 500), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "room neither maximum takes stays empty", geometry: split(1000, 500, primary: { $0.width.maximum = .absolute(300) }, secondary: { $0.width.maximum = .fractional(0.3) }), primary: r(0, 0, 300, 500), secondary: r(300, 0, 300, 500), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "a maximum below the minimum is raised to it", geometry: split(1000, 500, primary: { $0.width.minimum = .absolute(600); $0.width.maximum = .fractional(0.4) }), primary: r(0, 0, 600, 500), secondary: r(600, 0, 400, 500), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "fold: each view on its side", geometry: split(800, 400, division: verticalFold), primary: r(0, 0, 398, 400), secondary: r(402, 0, 398, 400), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "fold, right to left: primary on the leading (right) side", geometry: split(800, 400, rtl: true, division: verticalFold), primary: r(402, 0, 398, 400), secondary: r(0, 0, 398, 400), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "horizontal fold: stacked around it", geometry: split(400, 800, division: horizontalFold), primary: r(0, 0, 400, 398), secondary: r(0, 402, 400, 398), axis: .vertical, zIndex: (0, 0)),
  .init(name: "fold across a taller container still splits side by side", geometry: split(800, 1000, division: r(398, 0, 4, 1000)), primary: r(0, 0, 398, 1000), secondary: r(402, 0, 398, 1000), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "fold on an excluded axis: primary alone", geometry: split(800, 400, axes: .vertical, division: verticalFold), primary: r(0, 0, 800, 400), secondary: nil, axis: [], zIndex: (0, 0)),
  .init(name: "fold, a minimum larger than its side: primary alone", geometry: split(800, 400, division: verticalFold, secondary: { $0.width.minimum = .absolute(500) }), primary: r(0, 0, 800, 400), secondary: nil, axis: [], zIndex: (0, 0)),
  .init(name: "a division outside the container is ignored", geometry: split(800, 400, division: r(900, 0, 4, 400)), primary: r(0, 0, 400, 400), secondary: r(400, 0, 400, 400), axis: .horizontal, zIndex: (0, 0)),
]

let overlayCases: [ArrangementCase] = [
  .init(name: "no division: layered, primary above", geometry: overlay(800, 400), primary: r(0, 0, 800, 400), secondary: r(0, 0, 800, 400), axis: [], zIndex: (1, 0)),
  .init(name: "vertical fold: secondary leading, primary trailing", geometry: overlay(800, 400, division: verticalFold), primary: r(402, 0, 398, 400), secondary: r(0, 0, 398, 400), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "horizontal fold: secondary on top, primary at the bottom", geometry: overlay(400, 800, division: horizontalFold), primary: r(0, 402, 400, 398), secondary: r(0, 0, 400, 398), axis: .vertical, zIndex: (0, 0)),
  .init(name: "the primary's leading edge puts it leading", geometry: overlay(800, 400, division: verticalFold, primaryEdge: .leading), primary: r(0, 0, 398, 400), secondary: r(402, 0, 398, 400), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "the secondary's trailing edge puts the primary leading", geometry: overlay(800, 400, division: verticalFold, secondaryEdge: .trailing), primary: r(0, 0, 398, 400), secondary: r(402, 0, 398, 400), axis: .horizontal, zIndex: (0, 0)),
  .init(name: "the primary's top edge puts it on top", geometry: overlay(400, 800, division: horizontalFold, primaryEdge: .top), primary: r(0, 0, 400, 398), secondary: r(0, 402, 400, 398), axis: .vertical, zIndex: (0, 0)),
  .init(name: "fold on an excluded axis: layered", geometry: overlay(800, 400, axes: .vertical, division: verticalFold), primary: r(0, 0, 800, 400), secondary: r(0, 0, 800, 400), axis: [], zIndex: (1, 0)),
]

/// The arrangement solver, called directly on a geometry input with no window.
@Suite @MainActor
struct ArrangementGeometryTests {
  private func check(_ row: ArrangementCase) throws {
    let layout = row.geometry.layout
    let primary = try #require(layout.primary)
    let secondary = try #require(layout.secondary)
    #expect(primary.state.isHidden == (row.primary == nil))
    #expect(secondary.state.isHidden == (row.secondary == nil))
    if let frame = row.primary { #expect(primary.frame == frame) }
    if let frame = row.secondary { #expect(secondary.frame == frame) }
    #expect(primary.state.splitAxis == row.axis)
    #expect(secondary.state.splitAxis == (row.secondary == nil ? [] : row.axis))
    #expect(primary.state.zIndex == row.zIndex.0)
    #expect(secondary.state.zIndex == row.zIndex.1)
  }

  @Test(arguments: splitCases) func R131_splitArrangementSolver(_ row: ArrangementCase) throws { try check(row) }

  @Test(arguments: overlayCases) func R132_overlayArrangementSolver(_ row: ArrangementCase) throws { try check(row) }

  @Test func R131_oneViewAloneFillsTheContainer() {
    var geometry = split(800, 400)
    geometry.secondary.isPresent = false
    #expect(geometry.layout == .init(primary: .init(frame: r(0, 0, 800, 400), state: .init()), secondary: nil))
    geometry.primary.isPresent = false
    geometry.secondary.isPresent = true
    #expect(geometry.layout == .init(primary: nil, secondary: .init(frame: r(0, 0, 800, 400), state: .init())))
    geometry.secondary.isPresent = false
    #expect(geometry.layout == .init())
  }
}
