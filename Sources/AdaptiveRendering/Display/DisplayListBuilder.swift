package import AdaptiveKit
import Foundation

/// Paints a layout tree into a display list, back to front, with iOS 17's light look.
@MainActor
package struct DisplayListBuilder {
  private(set) var elements: [DisplayElement] = []

  mutating func paint(_ node: LayoutNode) {
    paintSelf(node)
    for child in node.children { paint(child) }
    paintAfterChildren(node)
  }

  // MARK: Primitives

  mutating func add(_ node: LayoutNode, _ shape: DisplayElement.Shape, _ frame: CGRect, fill: Color? = nil,
                            stroke: Color? = nil, lineWidth: CGFloat = 1) {
    elements.append(DisplayElement(id: node.id, label: node.label, role: node.role, shape: shape, frame: frame, fill: fill,
                                   stroke: stroke, lineWidth: lineWidth * node.scale, clip: node.clip))
  }

  mutating func text(_ node: LayoutNode, _ string: String, in frame: CGRect, size: CGFloat,
                             weight: DisplayElement.FontWeight = .regular, color: Color,
                             alignment: DisplayElement.TextAlignment = .left) {
    guard !string.isEmpty, frame.width > 0 else { return }
    let font = UIFont.systemFont(ofSize: size, weight: Self.fontWeight(weight))
    let fitted = Self.truncate(string, font: font, width: frame.width / node.scale)
    add(node, .text(fitted, fontSize: size * node.scale, weight: weight, alignment: alignment), frame, fill: color)
  }

  nonisolated static func fontWeight(_ weight: DisplayElement.FontWeight) -> UIFont.Weight {
    switch weight {
    case .regular: .regular
    case .medium: .medium
    case .semibold: .semibold
    case .bold: .bold
    }
  }

  /// `string`, cut with an ellipsis to fit `width` in `font`: the longest prefix that fits with
  /// "…" after it. Linear in the string's length: one measurement of the whole string, then a
  /// galloping search whose probes only measure prefixes up to twice the length that fits.
  package static func truncate(_ string: String, font: UIFont, width: CGFloat) -> String {
    guard font.estimatedWidth(of: string) > width else { return string }
    let prefixes = PrefixAdvances(string)
    let ellipsis = UIFont.ems(of: "…")
    func fits(_ count: Int) -> Bool {
      // The prefix's advances, then the ellipsis's: the sum measuring the whole candidate makes.
      if let ems = prefixes.ems(ofFirst: count) { return font.estimatedWidth(ems: ems + ellipsis) <= width }
      return font.estimatedWidth(of: String(string.prefix(count)) + "…") <= width
    }
    // Widths grow with the prefix, so the answer is the last count that fits: gallop to a count
    // that does not fit, then bisect between the last two probes.
    var low = 0, high = 1
    let total = string.count
    while high <= total, fits(high) {
      low = high
      high *= 2
    }
    high = min(high, total + 1)
    while high - low > 1 {
      let middle = (low + high) / 2
      if fits(middle) { low = middle } else { high = middle }
    }
    return low == 0 ? "" : String(string.prefix(low)) + "…"
  }

  /// A rectangle in the node's view's bounds, in window coordinates (through the node's scale).
  func local(_ rect: CGRect, in node: LayoutNode) -> CGRect {
    CGRect(x: node.frame.minX + rect.minX * node.scale, y: node.frame.minY + rect.minY * node.scale,
           width: rect.width * node.scale, height: rect.height * node.scale)
  }

  // MARK: Nodes

  private mutating func paintSelf(_ node: LayoutNode) {
    let frame = node.frame
    switch node.role {
    case .window:
      add(node, .rect(cornerRadius: 0), frame, fill: Palette.black)
    case .controller:
      guard let view = node.view else { return }
      if let color = view.backgroundColor {
        add(node, .rect(cornerRadius: 0), frame, fill: Palette.color(color))
      } else if node.controller?.children.isEmpty == true {
        add(node, .rect(cornerRadius: 0), frame, fill: Palette.white)
      }
    case .view, .image, .label, .button:
      if let color = node.view?.backgroundColor, color.alpha > 0 {
        add(node, .rect(cornerRadius: 0), frame, fill: Palette.color(color))
      }
      paintContent(node)
    case .table:
      if let color = node.view?.backgroundColor { add(node, .rect(cornerRadius: 0), frame, fill: Palette.color(color)) }
    case .tableHeader:
      paintHeader(node)
    case .row:
      paintRow(node)
    case .navigationBar where node.traits.isVertical:
      add(node, .rect(cornerRadius: 0), frame, fill: Palette.barBackground)
      let edge = node.traits.isOnTheLeft ? frame.maxX : frame.minX
      add(node, .line(from: CGPoint(x: edge, y: frame.minY), to: CGPoint(x: edge, y: frame.maxY)),
          frame, stroke: Palette.barHairline, lineWidth: 0.5)
    case .navigationBar:
      add(node, .rect(cornerRadius: 0), frame, fill: Palette.barBackground)
      add(node, .line(from: CGPoint(x: frame.minX, y: frame.maxY), to: CGPoint(x: frame.maxX, y: frame.maxY)),
          frame, stroke: Palette.barHairline, lineWidth: 0.5)
    case .navigationTitle where node.traits.isLargeTitle:
      text(node, node.text ?? "", in: frame, size: BarMetrics.largeTitleFont(for: node.traits.contentSizeCategory).pointSize,
           weight: .bold, color: Palette.label)
    case .navigationTitle:
      text(node, node.text ?? "", in: frame, size: BarMetrics.titleFont(for: node.traits.contentSizeCategory).pointSize,
           weight: .semibold, color: Palette.label, alignment: .center)
    case .backButton where node.traits.isVertical:
      let chevron = CGRect(x: frame.midX - 6.5 * node.scale, y: frame.midY - 11 * node.scale, width: 13 * node.scale, height: 22 * node.scale)
      add(node, .symbol("chevron.left"), chevron, stroke: Palette.tint, lineWidth: 3)
    case .backButton:
      let chevron = CGRect(x: frame.minX, y: frame.midY - 11 * node.scale, width: 13 * node.scale, height: 22 * node.scale)
      add(node, .symbol("chevron.left"), chevron, stroke: Palette.tint, lineWidth: 3)
      let label = CGRect(x: frame.minX + BarMetrics.backChevronWidth * node.scale + 4 * node.scale, y: frame.minY,
                         width: frame.width - (BarMetrics.backChevronWidth + 4) * node.scale, height: frame.height)
      text(node, node.text ?? "", in: label, size: BarMetrics.itemFont(for: node.traits.contentSizeCategory).pointSize, color: Palette.tint)
    case .barButton:
      let color = node.traits.isDisabled ? Palette.disabled : Palette.tint
      if let title = node.text, node.traits.isVertical {
        // A titled item in a vertical bar: its title in 11 pt, centred in the slot, truncated [INF].
        text(node, title, in: frame, size: 11, weight: node.traits.isBold ? .semibold : .regular, color: color, alignment: .center)
      } else if let title = node.text {
        let font = node.traits.isBold ? BarMetrics.titleFont(for: node.traits.contentSizeCategory) : BarMetrics.itemFont(for: node.traits.contentSizeCategory)
        text(node, title, in: frame, size: font.pointSize, weight: node.traits.isBold ? .semibold : .regular, color: color)
      } else {
        let glyph = node.traits.glyph ?? "circle"
        let side = 22 * node.scale
        add(node, .symbol(glyph), CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side),
            stroke: color, lineWidth: 2)
      }
    case .tabBar, .toolbar:
      add(node, .rect(cornerRadius: 0), frame, fill: Palette.barBackground)
      add(node, .line(from: CGPoint(x: frame.minX, y: frame.minY), to: CGPoint(x: frame.maxX, y: frame.minY)),
          frame, stroke: Palette.barHairline, lineWidth: 0.5)
    case .tab:
      paintTab(node)
    case .splitDivider:
      if node.traits.isOverlay {
        for (step, alpha) in [0.08, 0.05, 0.03, 0.015].enumerated() {
          add(node, .rect(cornerRadius: 0), CGRect(x: frame.maxX + CGFloat(step) * 2, y: frame.minY, width: 2, height: frame.height),
              fill: Color(hex: 0, alpha: alpha))
        }
      }
      add(node, .rect(cornerRadius: 0), frame, fill: Palette.opaqueSeparator)
    case .dimming:
      let alpha = node.traits.alpha ?? 0
      if alpha > 0 { add(node, .rect(cornerRadius: 0), frame, fill: Color(hex: 0, alpha: alpha)) }
    case .sheet:
      add(node, .rect(cornerRadius: node.cornerRadius * node.scale), frame, fill: Palette.white)
      // A card runs into the screen's bottom edge: only its top corners are rounded (the screen's
      // own corners round the bottom, and the iPhone SE's square screen leaves it square).
      if node.traits.isCard, node.cornerRadius > 0 {
        add(node, .rect(cornerRadius: 0), CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: frame.height / 2), fill: Palette.white)
      }
    case .popover:
      paintPopover(node)
    case .presenter, .fullScreen:
      break
    case .statusBar:
      paintStatusBar(node)
    case .homeIndicator:
      add(node, .rect(cornerRadius: frame.height / 2), frame, fill: Palette.black)
    }
  }

  private mutating func paintAfterChildren(_ node: LayoutNode) {
    if node.role == .controller, node.traits.isTitleUnshown { paintScreenCaption(node) }
    if node.role == .sheet, node.traits.hasGrabber {
      let grabber = CGRect(x: node.frame.midX - 18 * node.scale, y: node.frame.minY + 5 * node.scale, width: 36 * node.scale, height: 5 * node.scale)
      add(node, .rect(cornerRadius: 2.5 * node.scale), grabber, fill: Palette.grabber)
    }
  }
}
