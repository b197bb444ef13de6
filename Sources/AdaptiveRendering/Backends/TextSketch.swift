import AdaptiveKit
import Foundation

/// An ASCII sketch of a layout tree: one character is 8 × 16 pt (coarser for wide windows, at
/// most 100 columns). Bars are ruled with `-`, sheets and popovers boxed with `+-|` and cleared
/// inside, back buttons read `< Title`, disclosure indicators `>`, checkmarks `v`, buttons
/// `[ Title ]`, tabs `Title` (the selected one `[Title]`), images `[image name]`, bar button
/// glyphs `+`, `[^]` (share) and so on, the status bar `9:41 … ooo`, the home indicator `===`.
@MainActor
enum TextSketch {
  struct Grid {
    var cells: [[Character]]
    let cellWidth: CGFloat
    let cellHeight: CGFloat
    var columns: Int { cells.first?.count ?? 0 }
    var rows: Int { cells.count }

    func column(_ x: CGFloat) -> Int { Int((x / cellWidth).rounded(.down)) }
    func row(_ y: CGFloat) -> Int { Int((y / cellHeight).rounded(.down)) }

    mutating func put(_ character: Character, _ column: Int, _ row: Int, clip: (Int, Int, Int, Int)) {
      guard row >= max(0, clip.1), row <= min(rows - 1, clip.3), column >= max(0, clip.0), column <= min(columns - 1, clip.2) else { return }
      cells[row][column] = character
    }

    mutating func write(_ text: String, column: Int, row: Int, maxWidth: Int, clip: (Int, Int, Int, Int)) {
      for (offset, character) in text.prefix(max(maxWidth, 0)).enumerated() {
        put(character, column + offset, row, clip: clip)
      }
    }
  }

  static func sketch(_ tree: LayoutNode, size: CGSize) -> String {
    let cellWidth = max(8, (size.width / 100).rounded(.up))
    let cellHeight = cellWidth * 2
    let columns = Int((size.width / cellWidth).rounded(.up)) + 2
    let rows = Int((size.height / cellHeight).rounded(.up)) + 2
    var grid = Grid(cells: Array(repeating: Array(repeating: " ", count: columns), count: rows), cellWidth: cellWidth, cellHeight: cellHeight)
    draw(tree, into: &grid, offset: 1)
    for column in 0..<columns {
      grid.cells[0][column] = column == 0 || column == columns - 1 ? "+" : "-"
      grid.cells[rows - 1][column] = grid.cells[0][column]
    }
    for row in 1..<(rows - 1) {
      grid.cells[row][0] = "|"
      grid.cells[row][columns - 1] = "|"
    }
    return grid.cells.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }.joined(separator: "\n")
  }

  private static func draw(_ node: LayoutNode, into grid: inout Grid, offset: Int) {
    let frame = node.frame
    let left = grid.column(frame.minX) + offset, right = grid.column(frame.maxX - 0.01) + offset
    let top = grid.row(frame.minY) + offset, bottom = grid.row(frame.maxY - 0.01) + offset
    let clipRect = node.clip?.rect
    let clip = clipRect.map { (grid.column($0.minX) + offset, grid.row($0.minY) + offset, grid.column($0.maxX - 0.01) + offset, grid.row($0.maxY - 0.01) + offset) }
      ?? (0, 0, grid.columns - 1, grid.rows - 1)
    let middle = grid.row(frame.midY) + offset
    let width = right - left + 1

    func box(clear: Bool) {
      for row in top...max(top, bottom) {
        for column in left...max(left, right) {
          let edgeRow = row == top || row == bottom, edgeColumn = column == left || column == right
          let character: Character = edgeRow && edgeColumn ? "+" : edgeRow ? "-" : edgeColumn ? "|" : " "
          if edgeRow || edgeColumn || clear { grid.put(character, column, row, clip: clip) }
        }
      }
    }
    func clearArea() {
      for row in top...max(top, bottom) { for column in left...max(left, right) { grid.put(" ", column, row, clip: clip) } }
    }
    func centered(_ text: String, row: Int) {
      let start = left + max((width - text.count) / 2, 0)
      grid.write(text, column: start, row: row, maxWidth: width, clip: clip)
    }

    switch node.role {
    case .window, .dimming, .presenter, .table, .view:
      break
    case .controller:
      if node.controller?.children.isEmpty == true { clearArea() }
    case .fullScreen, .sheet, .popover:
      clearArea()
    case .navigationBar:
      clearArea()
      for column in left...max(left, right) { grid.put("-", column, bottom, clip: clip) }
    case .tabBar, .toolbar:
      clearArea()
      for column in left...max(left, right) { grid.put("-", column, top, clip: clip) }
    case .navigationTitle where node.traits.isLargeTitle:
      let title = node.text ?? ""
      grid.write(title, column: grid.column(frame.minX) + offset, row: middle, maxWidth: title.count, clip: clip)
    case .navigationTitle:
      // Titles may overflow their measured frame in the coarse grid: centre the whole title.
      let title = node.text ?? ""
      grid.write(title, column: grid.column(frame.midX) + offset - title.count / 2, row: middle, maxWidth: title.count, clip: clip)
    case .backButton:
      grid.write("< " + (node.text ?? ""), column: left, row: middle, maxWidth: width + 2, clip: clip)
    case .barButton:
      let glyph = node.traits.glyph
      let text = node.text ?? shortGlyph(glyph)
      grid.write(text, column: left, row: middle, maxWidth: max(width, text.count), clip: clip)
    case .tab:
      let title = node.text ?? ""
      centered(node.traits.isSelected ? "[\(title)]" : title, row: grid.row(frame.minY + 24) + offset)
    case .row:
      drawRow(node, grid: &grid, left: left, right: right, top: top, bottom: bottom, clip: clip)
    case .tableHeader:
      grid.write((node.text ?? "").uppercased(), column: left + 1, row: max(top, bottom), maxWidth: width - 1, clip: clip)
    case .label:
      if let text = node.text { grid.write(text, column: left, row: top, maxWidth: width, clip: clip) }
    case .button:
      if let text = node.text { centered("[ \(text) ]", row: middle) }
    case .image:
      guard frame.width > 0, frame.height > 0 else { break }
      box(clear: true)
      let name = (node.view as? UIImageView)?.image.map { $0.name ?? $0.symbolName ?? "image" } ?? "image"
      centered("[\(name)]", row: middle)
    case .splitDivider:
      for row in top...max(top, bottom) { grid.put("|", left, row, clip: clip) }
    case .statusBar:
      grid.write("9:41", column: left + 2, row: max(top, bottom), maxWidth: 4, clip: clip)
      grid.write("ooo", column: right - 4, row: max(top, bottom), maxWidth: 3, clip: clip)
    case .homeIndicator:
      for column in left...max(left, right) { grid.put("=", column, top, clip: clip) }
    }
    for child in node.children { draw(child, into: &grid, offset: offset) }
    if node.role == .sheet || node.role == .popover || node.role == .presenter {
      box(clear: false)
      if let arrow = node.arrow {
        let column = grid.column(arrow.tip.x) + offset
        let mark: Character = arrow.edge == .top ? "^" : arrow.edge == .bottom ? "v" : arrow.edge == .left ? "<" : ">"
        grid.put(mark, column, arrow.edge == .top ? top - 1 : bottom + 1, clip: (0, 0, grid.columns - 1, grid.rows - 1))
      }
    }
  }

  /// A two- or three-character stand-in for a bar button glyph.
  static func shortGlyph(_ name: String?) -> String {
    switch name {
    case "plus": "+"
    case "square.and.arrow.up": "[^]"
    case "square.and.pencil": "[/]"
    case "trash": "[x]"
    case "xmark", "xmark.circle.fill": "(x)"
    case "magnifyingglass": "(?)"
    case "arrow.clockwise": "(@)"
    case "sidebar.leading", "sidebar.left": "[|]"
    default: "[*]"
    }
  }

  private static func drawRow(_ node: LayoutNode, grid: inout Grid, left: Int, right: Int, top: Int, bottom: Int, clip: (Int, Int, Int, Int)) {
    guard let cell = node.view as? UITableViewCell else { return }
    let row = top + (bottom - top) / 2
    let marker = node.traits.isSelected ? "*" : " "
    grid.put(Character(marker), left, row, clip: clip)
    let accessory: String = switch cell.accessoryType {
    case .disclosureIndicator: ">"
    case .checkmark: "v"
    case .detailButton, .detailDisclosureButton: "i"
    case .none: ""
    }
    let textEnd = right - (accessory.isEmpty ? 1 : 3)
    let title = cell.textLabel?.text ?? ""
    grid.write(title, column: left + 2, row: row, maxWidth: textEnd - left - 2, clip: clip)
    if let detail = cell.detailTextLabel?.text, !detail.isEmpty {
      if cell.cellStyle == .subtitle {
        grid.write(detail, column: left + 2, row: min(row + 1, bottom), maxWidth: textEnd - left - 2, clip: clip)
      } else {
        grid.write(detail, column: max(textEnd - detail.count, left + 2 + title.count + 1), row: row, maxWidth: textEnd - left, clip: clip)
      }
    }
    if !accessory.isEmpty { grid.put(Character(accessory), right - 1, row, clip: clip) }
  }
}
