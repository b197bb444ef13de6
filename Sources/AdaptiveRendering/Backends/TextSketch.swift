import Foundation

/// The text backend: an ASCII sketch of a display list, one character 8 × 16 pt (coarser for wide
/// windows, at most 100 columns). Like every backend it draws the list back to front and reads
/// nothing else. Bars are ruled with `-`, sheets and popovers boxed with `+-|` and cleared inside
/// (a popover's arrow marked `^`, `v`, `<` or `>`), back buttons read `< Title`, a row's
/// disclosure indicator `>`, its checkmark `v`, its detail button `i` and a selected row `*`,
/// buttons `[ Title ]`, tabs `Title` (the selected one `[Title]`), images `[image name]`, bar
/// button glyphs `+`, `[^]` (share) and so on, the status bar `9:41 … ooo`, the home indicator
/// `===`, a split's divider `|`.
enum TextSketch {
  struct Grid {
    var cells: [[Character]]
    let cellWidth: CGFloat
    let cellHeight: CGFloat
    var columns: Int { cells.first?.count ?? 0 }
    var rows: Int { cells.count }
    /// Every cell, the border included.
    var whole: Area { (0, 0, columns - 1, rows - 1) }

    /// The grid column of a window x (the grid has a one-character border).
    func column(_ x: CGFloat) -> Int { Int((x / cellWidth).rounded(.down)) + 1 }
    /// The grid row of a window y.
    func row(_ y: CGFloat) -> Int { Int((y / cellHeight).rounded(.down)) + 1 }

    /// The cells a rectangle covers: first and last column and row.
    func cells(_ rect: CGRect) -> (left: Int, top: Int, right: Int, bottom: Int) {
      let left = column(rect.minX), top = row(rect.minY)
      return (left, top, max(left, column(rect.maxX - 0.01)), max(top, row(rect.maxY - 0.01)))
    }

    mutating func put(_ character: Character, _ column: Int, _ row: Int, clip: Area) {
      guard row >= max(0, clip.top), row <= min(rows - 1, clip.bottom), column >= max(0, clip.left), column <= min(columns - 1, clip.right) else { return }
      cells[row][column] = character
    }

    mutating func write(_ text: String, column: Int, row: Int, maxWidth: Int, clip: Area) {
      for (offset, character) in text.prefix(max(maxWidth, 0)).enumerated() {
        put(character, column + offset, row, clip: clip)
      }
    }

    mutating func fill(_ area: Area, with character: Character, clip: Area) {
      for row in area.top...area.bottom { for column in area.left...area.right { put(character, column, row, clip: clip) } }
    }

    mutating func box(_ area: Area, clip: Area) {
      for row in area.top...area.bottom {
        for column in area.left...area.right {
          let edgeRow = row == area.top || row == area.bottom, edgeColumn = column == area.left || column == area.right
          guard edgeRow || edgeColumn else { continue }
          put(edgeRow && edgeColumn ? "+" : edgeRow ? "-" : "|", column, row, clip: clip)
        }
      }
    }
  }

  /// A rectangle of cells, inclusive.
  typealias Area = (left: Int, top: Int, right: Int, bottom: Int)

  /// A sheet or popover whose box is drawn once the elements inside it are: the box's edges stay
  /// on top of its content, and what is drawn later (another presentation) covers the box.
  private struct OpenBox {
    let id: String
    let frame: CGRect
    var arrowTip: CGPoint?
  }

  /// The sketch of a display list's window (the device around it is not drawn).
  static func sketch(_ list: DisplayList) -> String {
    let size = list.size
    let cellWidth = max(8, (size.width / 100).rounded(.up))
    let cellHeight = cellWidth * 2
    let columns = Int((size.width / cellWidth).rounded(.up)) + 2
    let rows = Int((size.height / cellHeight).rounded(.up)) + 2
    var sketcher = Sketcher(grid: Grid(
      cells: Array(repeating: Array(repeating: " ", count: columns), count: rows), cellWidth: cellWidth, cellHeight: cellHeight))
    for element in list.elements { sketcher.draw(element) }
    sketcher.closeBoxes { _ in true }
    // The window's own frame, in the one-character border the grid keeps around it.
    sketcher.grid.box(sketcher.grid.whole, clip: sketcher.grid.whole)
    return sketcher.grid.cells.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }.joined(separator: "\n")
  }

  /// Draws elements one by one, remembering the open boxes and where back chevrons were.
  private struct Sketcher {
    var grid: Grid
    var boxes: [OpenBox] = []
    var boxed: Set<String> = []
    var backChevronColumns: [String: Int] = [:]

    mutating func closeBoxes(while shouldClose: (OpenBox) -> Bool) {
      while let box = boxes.last, shouldClose(box) {
        boxes.removeLast()
        let area = grid.cells(box.frame)
        let whole = grid.whole
        grid.box(area, clip: whole)
        guard let tip = box.arrowTip else { continue }
        let mark: Character, column: Int, row: Int
        if tip.y < box.frame.minY { (mark, column, row) = ("^", grid.column(tip.x), area.top - 1) }
        else if tip.y > box.frame.maxY { (mark, column, row) = ("v", grid.column(tip.x), area.bottom + 1) }
        else if tip.x < box.frame.minX { (mark, column, row) = ("<", area.left - 1, grid.row(tip.y)) }
        else { (mark, column, row) = (">", area.right + 1, grid.row(tip.y)) }
        grid.put(mark, column, row, clip: whole)
      }
    }

    mutating func draw(_ element: DisplayElement) {
      let frame = element.frame
      closeBoxes { box in box.id != element.id && !box.frame.insetBy(dx: -1, dy: -1).contains(frame) }
      let area = grid.cells(frame)
      let clip: Area = element.clip.map { grid.cells($0.rect) } ?? grid.whole
      let middle = grid.row(frame.midY)

      switch (element.role, element.shape) {
      case (.sheet, _), (.popover, _):
        if boxed.insert(element.id).inserted {
          grid.fill(area, with: " ", clip: clip)
          boxes.append(OpenBox(id: element.id, frame: frame))
        }
        if case let .polygon(points) = element.shape, points.count == 3, element.fill == Palette.white, let index = boxes.lastIndex(where: { $0.id == element.id }) {
          boxes[index].arrowTip = points[1]
        }
      case (.controller, .rect), (.navigationBar, .rect), (.tabBar, .rect), (.toolbar, .rect):
        grid.fill(area, with: " ", clip: clip)
      case (.navigationBar, .line), (.tabBar, .line), (.toolbar, .line):
        guard case let .line(from, to) = element.shape else { return }
        let row = grid.row(from.y == frame.maxY ? from.y - 0.01 : from.y)
        for column in grid.column(min(from.x, to.x))...grid.column(max(from.x, to.x) - 0.01) { grid.put("-", column, row, clip: clip) }
      case (.splitDivider, .rect) where element.fill == Palette.opaqueSeparator:
        for row in area.top...area.bottom { grid.put("|", area.left, row, clip: clip) }
      case (.homeIndicator, _):
        for column in area.left...area.right { grid.put("=", column, area.top, clip: clip) }
      case (.backButton, .symbol):
        backChevronColumns[element.id] = area.left
        grid.put("<", area.left, middle, clip: clip)
      case let (.backButton, .text(text, _, _, _)):
        let column = backChevronColumns[element.id].map { $0 + 2 } ?? area.left
        grid.write(text, column: column, row: middle, maxWidth: text.count, clip: clip)
      case let (.barButton, .symbol(name)):
        let glyph = TextSketch.shortGlyph(name)
        grid.write(glyph, column: area.left, row: middle, maxWidth: glyph.count, clip: clip)
      case let (.tab, .text(text, _, _, _)):
        // A tab's title, bracketed when selected (tinted); its badge (white text) is not written.
        if element.fill != Palette.white { write(element.fill == Palette.tint ? "[\(text)]" : text, centredIn: area, row: middle, clip: clip) }
      case (.row, .rect) where element.fill == Palette.selectedRow:
        grid.put("*", area.left, middle, clip: clip)
      case let (.row, .symbol(name)):
        let accessory: Character? = switch name {
        case "chevron.right": ">"
        case "checkmark": "v"
        case "info.circle": "i"
        default: nil
        }
        if let accessory { grid.put(accessory, area.left, middle, clip: clip) }
      case let (.button, .text(text, _, _, _)):
        write("[ \(text) ]", centredIn: area, row: middle, clip: clip)
      case let (.image, .picture(_, _, name)), let (.image, .image(name)):
        picture(name ?? "image", area: area, clip: clip)
      case let (.image, .symbol(name)):
        picture(name, area: area, clip: clip)
      case let (.statusBar, .symbol(name)) where name == "status.battery":
        grid.write("ooo", column: area.left, row: middle, maxWidth: 3, clip: clip)
      case let (_, .text(text, _, _, alignment)):
        switch alignment {
        case .left: grid.write(text, column: area.left, row: middle, maxWidth: text.count, clip: clip)
        case .center: write(text, centredIn: area, row: middle, clip: clip)
        case .right: grid.write(text, column: area.right + 1 - text.count, row: middle, maxWidth: text.count, clip: clip)
        }
      default:
        break
      }
    }

    /// `text` centred on the area's middle column (it may overflow the area in the coarse grid).
    mutating func write(_ text: String, centredIn area: Area, row: Int, clip: Area) {
      grid.write(text, column: (area.left + area.right + 1) / 2 - text.count / 2, row: row, maxWidth: text.count, clip: clip)
    }

    /// A picture: boxed, cleared inside, its name in brackets in the middle.
    mutating func picture(_ name: String, area: Area, clip: Area) {
      guard area.right > area.left, area.bottom > area.top else { return }
      grid.fill(area, with: " ", clip: clip)
      grid.box(area, clip: clip)
      write("[\(name)]", centredIn: area, row: (area.top + area.bottom) / 2, clip: clip)
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
}

extension DisplayList {
  /// An ASCII sketch of the window this list draws (``RenderedFrame/text`` prints it after the
  /// hierarchy dump): the text backend, drawn from the list alone.
  public var sketch: String { TextSketch.sketch(self) }
}
