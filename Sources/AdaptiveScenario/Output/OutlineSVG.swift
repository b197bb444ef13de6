import AdaptiveKit
import Foundation

/// A plain SVG of a window's visible screens: each on-screen leaf controller's frame, outlined and
/// titled, presented ones drawn on top. Used when AdaptiveRendering is not in the build.
@MainActor
enum OutlineSVG {
  static func document(for window: UIWindow) -> String {
    let bounds = window.bounds
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(bounds.width))\" height=\"\(number(bounds.height))\" viewBox=\"0 0 \(number(bounds.width)) \(number(bounds.height))\" font-family=\"sans-serif\">",
      "<rect x=\"0\" y=\"0\" width=\"\(number(bounds.width))\" height=\"\(number(bounds.height))\" fill=\"#f2f2f7\" stroke=\"#333\"/>",
    ]
    for controller in WindowInspector.visibleScreens(in: window) {
      guard let frame = controller.viewIfLoaded?.frameInWindow else { continue }
      let title = escape(WindowInspector.title(of: controller))
      lines.append("<g id=\"\(escape(controller.debugName))\">")
      lines.append("<rect x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" width=\"\(number(frame.width))\" height=\"\(number(frame.height))\" fill=\"#fff\" stroke=\"#007aff\" rx=\"6\"/>")
      lines.append("<text x=\"\(number(frame.midX))\" y=\"\(number(frame.minY + 28))\" text-anchor=\"middle\" font-size=\"17\" font-weight=\"600\">\(title)</text>")
      if let screen = controller as? ScenarioViewController {
        for (index, row) in screen.rows.enumerated() {
          let y = frame.minY + 60 + CGFloat(index) * 44
          guard y + 20 < frame.maxY else { break }
          lines.append("<text x=\"\(number(frame.minX + 16))\" y=\"\(number(y))\" font-size=\"15\">\(escape(row.title))</text>")
        }
      }
      lines.append("</g>")
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n")
  }

  static func number(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
