import AdaptiveKit
import Foundation

/// The other app of an iPad Split View, drawn beside the rendered window: a neutral rounded panel
/// with a bar whose title is a grey stroke, a card of four blank rows, the status bar's Wi-Fi and
/// battery glyphs and a home indicator. It shows no text, so nobody mistakes it for the app.
enum PlaceholderApp {
  static let id = "screen.placeholder"

  /// The placeholder's elements in screen coordinates, back to front.
  static func elements(in frame: CGRect, statusBarHeight: CGFloat, cornerRadius: CGFloat) -> [DisplayElement] {
    guard frame.width > 40, frame.height > 120 else { return [] }
    var out: [DisplayElement] = []
    func add(_ shape: DisplayElement.Shape, _ rect: CGRect, fill: Color? = nil, stroke: Color? = nil, lineWidth: CGFloat = 1,
             role: LayoutNode.Role = .view, id: String = id) {
      out.append(DisplayElement(id: id, label: id, role: role, shape: shape, frame: rect, fill: fill, stroke: stroke, lineWidth: lineWidth))
    }
    add(.rect(cornerRadius: cornerRadius), frame, fill: Palette.groupedBackground)
    // The bar: rounded at the top only (a rounded rectangle, then its lower half square).
    let barBottom = frame.minY + statusBarHeight + BarMetrics.navigationBarHeight
    let bar = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: barBottom - frame.minY)
    add(.rect(cornerRadius: cornerRadius), bar, fill: Palette.opaqueBarBackground)
    add(.rect(cornerRadius: 0), CGRect(x: bar.minX, y: bar.midY, width: bar.width, height: bar.height / 2), fill: Palette.opaqueBarBackground)
    add(.line(from: CGPoint(x: bar.minX, y: bar.maxY), to: CGPoint(x: bar.maxX, y: bar.maxY)), bar, stroke: Palette.barHairline, lineWidth: 0.5)
    let titleWidth = min(110, frame.width * 0.4)
    add(.rect(cornerRadius: 4), CGRect(x: bar.midX - titleWidth / 2, y: barBottom - 29, width: titleWidth, height: 8), fill: Palette.placeholderStroke)
    // A card of four rows, each a grey stroke of a different length.
    let card = CGRect(x: frame.minX + 20, y: barBottom + 36, width: frame.width - 40, height: 4 * 44)
    if card.maxY < frame.maxY - 40 {
      add(.rect(cornerRadius: 10), card, fill: Palette.white)
      for (row, fraction) in [0.45, 0.6, 0.35, 0.5].enumerated() {
        let y = card.minY + CGFloat(row) * 44
        add(.rect(cornerRadius: 4), CGRect(x: card.minX + 16, y: y + 18, width: (card.width - 32) * fraction, height: 8), fill: Palette.placeholderStroke)
        if row < 3 {
          add(.line(from: CGPoint(x: card.minX + 16, y: y + 44), to: CGPoint(x: card.maxX, y: y + 44)), card, stroke: Palette.separator, lineWidth: 0.5)
        }
      }
    }
    if statusBarHeight > 0 {
      let mid = frame.minY + statusBarHeight / 2
      add(.symbol("status.wifi"), CGRect(x: frame.maxX - 76, y: mid - 6, width: 17, height: 12), fill: Palette.black, role: .statusBar, id: "screen.statusBar")
      add(.symbol("status.battery"), CGRect(x: frame.maxX - 48, y: mid - 6, width: 27, height: 12), fill: Palette.black, role: .statusBar, id: "screen.statusBar")
    }
    add(.rect(cornerRadius: 2.5), HomeIndicatorGeometry.frame(in: frame, isPad: true), fill: Palette.black, role: .homeIndicator, id: "screen.homeIndicator")
    return out
  }
}
