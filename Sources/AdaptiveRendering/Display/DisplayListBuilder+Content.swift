package import AdaptiveKit
import Foundation

/// Content views, table rows, tabs and the status bar.
extension DisplayListBuilder {
  static func weight(_ font: UIFont) -> DisplayElement.FontWeight {
    font.weight >= .bold ? .bold : font.weight >= .semibold ? .semibold : font.weight >= .medium ? .medium : .regular
  }

  static func alignment(_ alignment: NSTextAlignment) -> DisplayElement.TextAlignment {
    switch alignment {
    case .center: .center
    case .right: .right
    default: .left
    }
  }

  /// Label text wrapped into its lines, button titles, text fields, image placeholders.
  mutating func paintContent(_ node: LayoutNode) {
    switch node.view {
    case let field as UITextField:
      add(node, .rect(cornerRadius: 8 * node.scale), node.frame, fill: Palette.white, stroke: Palette.opaqueSeparator, lineWidth: 1)
      let empty = field.text?.isEmpty ?? true
      let inset = node.frame.insetBy(dx: 8 * node.scale, dy: 0)
      if let string = empty ? field.placeholder : field.text {
        text(node, string, in: inset, size: field.font?.pointSize ?? 17, weight: .regular,
             color: Palette.color(empty ? .placeholderText : .label), alignment: .left)
      }
    case let label as UILabel:
      paintLabel(label, in: node.frame, node: node)
    case let button as UIButton:
      let color = Palette.color(button.currentTitleColor)
      if let image = button.currentImage, button.currentTitle == nil {
        let side = 22 * node.scale
        add(node, .symbol(image.symbolName ?? "circle"), CGRect(x: node.frame.midX - side / 2, y: node.frame.midY - side / 2, width: side, height: side), stroke: color, lineWidth: 2)
      } else if let title = button.currentTitle {
        text(node, title, in: node.frame, size: button.titleLabel?.font.pointSize ?? 17, weight: .regular, color: color, alignment: .center)
      }
    case let imageView as UIImageView:
      paintImage(imageView, node: node, rect: local(imageView.imageRect, in: node))
    default:
      break
    }
  }

  mutating func paintLabel(_ label: UILabel, in frame: CGRect, node: LayoutNode) {
    guard let string = label.text, !string.isEmpty else { return }
    let lines = Self.wrap(string, font: label.font, width: frame.width / node.scale, maxLines: label.numberOfDisplayedLines(forWidth: frame.width / node.scale))
    let lineHeight = label.font.lineHeight * node.scale
    let top = frame.midY - lineHeight * CGFloat(lines.count) / 2
    for (index, line) in lines.enumerated() {
      let lineFrame = CGRect(x: frame.minX, y: top + lineHeight * CGFloat(index), width: frame.width, height: lineHeight)
      text(node, line, in: lineFrame, size: label.font.pointSize, weight: Self.weight(label.font),
           color: Palette.color(label.textColor), alignment: Self.alignment(label.textAlignment))
    }
  }

  /// Greedy word wrap by estimated widths; a word wider than the line is broken between
  /// characters, as UIKit's word wrapping does. The last allowed line keeps the rest (truncated later).
  /// Each word is measured once: a line's advances grow word by word (`TextAdvance`), with the
  /// same widths as measuring every candidate line whole.
  package static func wrap(_ string: String, font: UIFont, width: CGFloat, maxLines: Int) -> [String] {
    guard maxLines > 1 else { return [string] }
    var lines: [String] = []
    var pending = string.split(separator: " ", omittingEmptySubsequences: true).map(String.init)[...]
    var current = ""
    var currentAdvance = TextAdvance()
    while let word = pending.first {
      var candidate = currentAdvance
      if !current.isEmpty { candidate.append(" ") }
      candidate.append(word)
      let candidateWidth =
        candidate.isExact ? candidate.width(in: font) : font.estimatedWidth(of: current.isEmpty ? word : current + " " + word)
      if candidateWidth <= width {
        if !current.isEmpty { current += " " }
        current += word
        currentAdvance = candidate
        pending.removeFirst()
        continue
      }
      if current.isEmpty {
        let (head, tail) = breakWord(word, toFit: width, font: font)
        current = head
        if tail.isEmpty { pending.removeFirst() } else { pending[pending.startIndex] = tail }
      }
      lines.append(current)
      current = ""
      currentAdvance = TextAdvance()
      if lines.count == maxLines - 1, !pending.isEmpty { return lines + [pending.joined(separator: " ")] }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// The longest start of `word` that fits `width` (at least one character), and the rest.
  private static func breakWord(_ word: String, toFit width: CGFloat, font: UIFont) -> (String, String) {
    var head = ""
    var advance = TextAdvance()
    var rest = Substring(word)
    while let character = rest.first {
      var longer = advance
      longer.append(character)
      if !head.isEmpty {
        let longerWidth = longer.isExact ? longer.width(in: font) : font.estimatedWidth(of: head + String(character))
        guard longerWidth <= width else { break }
      }
      advance = longer
      head.append(character)
      rest = rest.dropFirst()
    }
    return (head, String(rest))
  }

  mutating func paintImage(_ imageView: UIImageView, node: LayoutNode, rect: CGRect) {
    guard let image = imageView.image else { return }
    if let symbol = image.symbolName {
      add(node, .symbol(symbol), rect, stroke: Palette.color(imageView.tintColor), lineWidth: 2)
    } else if let data = image.encodedData {
      add(node, .picture(data, crops: imageView.contentMode == .scaleAspectFill, name: image.name), rect)
    } else {
      add(node, .image(name: image.name), rect, fill: Palette.imagePlaceholder)
    }
  }

  mutating func paintHeader(_ node: LayoutNode) {
    guard let table = node.view as? UITableView, let title = node.text else { return }
    let scale = node.scale
    if table.style == .plain {
      add(node, .rect(cornerRadius: 0), node.frame, fill: Palette.plainHeader)
      let inset = 16 * scale + table.safeAreaInsets.left * scale
      text(node, title, in: CGRect(x: node.frame.minX + inset, y: node.frame.minY, width: node.frame.width - 2 * inset, height: node.frame.height),
           size: 15, weight: .semibold, color: Palette.label)
    } else {
      let inset = (table.style == .insetGrouped ? 36 : 20) * scale
      let line = 18 * scale
      text(node, title.uppercased(), in: CGRect(x: node.frame.minX + inset, y: node.frame.maxY - line - 6 * scale, width: node.frame.width - 2 * inset, height: line),
           size: 13, color: Palette.secondaryLabel)
    }
  }

  mutating func paintRow(_ node: LayoutNode) {
    guard let cell = node.view as? UITableViewCell else { return }
    let frame = node.frame
    let scale = node.scale
    let grouped = node.traits.tableStyle != .plain
    let inset = node.traits.tableStyle == .insetGrouped
    let radius: CGFloat = inset && (node.traits.isFirst || node.traits.isLast) ? 10 * scale : 0
    var fill = cell.backgroundColor.map(Palette.color) ?? (grouped ? Palette.white : nil)
    if node.traits.isSelected, cell.selectionStyle != .none { fill = Palette.selectedRow }
    if let fill {
      if radius > 0, !(node.traits.isFirst && node.traits.isLast) {
        // Round only the outer corners: a rounded rect plus a square half on the inner side.
        add(node, .rect(cornerRadius: radius), frame, fill: fill)
        let half = node.traits.isFirst
          ? CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: frame.height / 2)
          : CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height / 2)
        add(node, .rect(cornerRadius: 0), half, fill: fill)
      } else {
        add(node, .rect(cornerRadius: radius), frame, fill: fill)
      }
    }
    if let image = cell.imageView, image.image != nil { paintImage(image, node: node, rect: local(image.frame, in: node)) }
    for label in [cell.textLabel, cell.detailTextLabel].compactMap({ $0 }) where !(label.text ?? "").isEmpty {
      paintLabel(label, in: local(label.convert(label.bounds, to: cell), in: node), node: node)
    }
    let accessoryX = frame.maxX - 16 * scale - cell.safeAreaInsets.right * scale
    switch cell.accessoryType {
    case .disclosureIndicator:
      add(node, .symbol("chevron.right"), CGRect(x: accessoryX - 8 * scale, y: frame.midY - 7 * scale, width: 8 * scale, height: 14 * scale),
          stroke: Palette.chevron, lineWidth: 2)
    case .checkmark:
      add(node, .symbol("checkmark"), CGRect(x: accessoryX - 14 * scale, y: frame.midY - 7 * scale, width: 14 * scale, height: 14 * scale),
          stroke: Palette.tint, lineWidth: 2)
    case .detailButton, .detailDisclosureButton:
      add(node, .symbol("info.circle"), CGRect(x: accessoryX - 22 * scale, y: frame.midY - 11 * scale, width: 22 * scale, height: 22 * scale),
          stroke: Palette.tint, lineWidth: 1.5)
    case .none:
      break
    }
    if !node.traits.isLast || !grouped {
      let y = frame.maxY - 0.25 * scale
      let start = frame.minX + cell.separatorInset.left * scale
      if !(node.traits.isLast && grouped) {
        add(node, .line(from: CGPoint(x: start, y: y), to: CGPoint(x: frame.maxX, y: y)), frame, stroke: Palette.separator, lineWidth: 0.5)
      }
    }
  }

  mutating func paintTab(_ node: LayoutNode) {
    let selected = node.traits.isSelected
    let color = selected ? Palette.tint : Palette.tabUnselected
    let glyph = node.traits.glyph ?? "square.fill"
    let scale = node.scale
    let frame = node.frame
    let title = node.text ?? ""
    if node.traits.isRegular {
      let font = UIFont.systemFont(ofSize: 13, weight: .medium)
      let textWidth = font.estimatedWidth(of: title) * scale
      let total = 24 * scale + 6 * scale + textWidth
      let x = frame.midX - total / 2
      add(node, .symbol(glyph), CGRect(x: x, y: frame.midY - 12 * scale, width: 24 * scale, height: 24 * scale), fill: color)
      text(node, title, in: CGRect(x: x + 30 * scale, y: frame.minY, width: textWidth + 2, height: frame.height), size: 13, weight: .medium, color: color)
    } else {
      add(node, .symbol(glyph), CGRect(x: frame.midX - 12 * scale, y: frame.minY + 6 * scale, width: 24 * scale, height: 24 * scale), fill: color)
      text(node, title, in: CGRect(x: frame.minX + 2, y: frame.minY + 32 * scale, width: frame.width - 4, height: 12 * scale),
           size: 10, weight: .medium, color: color, alignment: .center)
    }
    if let badge = node.traits.badge {
      let width = max(18, UIFont.systemFont(ofSize: 13).estimatedWidth(of: badge) + 10) * scale
      let rect = CGRect(x: frame.midX + 6 * scale, y: frame.minY + 2 * scale, width: width, height: 18 * scale)
      add(node, .rect(cornerRadius: 9 * scale), rect, fill: Palette.badge)
      text(node, badge, in: rect, size: 13, color: Palette.white, alignment: .center)
    }
  }

  mutating func paintStatusBar(_ node: LayoutNode) {
    let color = node.traits.isOnDark ? Palette.white : Palette.black
    let frame = node.frame
    if node.traits.isPad {
      text(node, "9:41  Mon Jun 10", in: CGRect(x: 20, y: frame.minY, width: 200, height: frame.height), size: 15, weight: .semibold, color: color)
      guard !node.traits.isBesideAnotherApp else { return }
      add(node, .symbol("status.wifi"), CGRect(x: frame.maxX - 76, y: frame.midY - 6, width: 17, height: 12), fill: color)
      add(node, .symbol("status.battery"), CGRect(x: frame.maxX - 48, y: frame.midY - 6, width: 27, height: 12), fill: color)
      return
    }
    let textHeight: CGFloat = 22
    let y = frame.height > 30 ? frame.maxY - textHeight - 12 : frame.midY - textHeight / 2
    let notch = frame.height > 30
    let timeWidth: CGFloat = notch ? frame.width * 0.28 : 60
    text(node, "9:41", in: CGRect(x: notch ? frame.width * 0.09 : 6, y: y, width: timeWidth, height: textHeight),
         size: notch ? 17 : 15, weight: .semibold, color: color, alignment: notch ? .center : .left)
    let right = frame.maxX - (notch ? frame.width * 0.09 : 6)
    add(node, .symbol("status.battery"), CGRect(x: right - 27, y: y + 5, width: 27, height: 12), fill: color)
    add(node, .symbol("status.wifi"), CGRect(x: right - 27 - 23, y: y + 5, width: 17, height: 12), fill: color)
    add(node, .symbol("status.cellular"), CGRect(x: right - 27 - 23 - 24, y: y + 5, width: 18, height: 12), fill: color)
  }
}
