public import Foundation

extension DisplayList {
  /// The display list drawn as page elements: one positioned box per element, in drawing order
  /// (back to front), then the device's Dynamic Island over everything (id `dynamicIsland`, role
  /// `hardware`). Boxes and text carry CSS colours, glyphs, lines and polygons their SVG
  /// (``DisplayElement/svgFragment``), and a photo the URL `pictureSource` gives its encoded data.
  ///
  /// ```swift
  /// let elements = frame.displayList.pageElements { data in "/picture/\(store.key(for: data))" }
  /// ```
  public func pageElements(pictureSource: (Data) -> String) -> [PageElement] {
    var elements = Self.pageElements(of: self.elements, pictureSource: pictureSource)
    if let island = hardware?.dynamicIsland {
      var page = PageElement(key: "dynamicIsland:rect:0", id: "dynamicIsland", role: "hardware", kind: .rect,
                             x: Double(island.minX), y: Double(island.minY), w: Double(island.width), h: Double(island.height))
      page.fill = Self.css(Color(hex: 0))
      page.radius = Double(min(island.width, island.height) / 2)
      elements.append(page)
    }
    if let fold = hardware?.fold {
      for (id, frame, color) in [("fold", fold, DeviceHardware.foldColor), ("foldLine", DeviceHardware.foldLine(of: fold), DeviceHardware.foldLineColor)] {
        var page = PageElement(key: "\(id):rect:0", id: id, role: "hardware", kind: .rect,
                               x: Double(frame.minX), y: Double(frame.minY), w: Double(frame.width), h: Double(frame.height))
        page.fill = Self.css(color)
        elements.append(page)
      }
    }
    for (rank, hole) in (hardware?.cameraHoles ?? []).enumerated() {
      var page = PageElement(key: "camera:rect:\(rank)", id: "camera", role: "hardware", kind: .rect,
                             x: Double(hole.minX), y: Double(hole.minY), w: Double(hole.width), h: Double(hole.height))
      page.fill = Self.css(Color(hex: 0))
      page.radius = Double(min(hole.width, hole.height) / 2)
      elements.append(page)
    }
    return elements
  }

  /// What is drawn around a window in a Split View width (``screen``: the app beside it and the
  /// divider's handle) as page elements in screen points, back to front, drawn as the window's
  /// elements are; empty when the window fills its screen.
  public func screenPageElements(pictureSource: (Data) -> String) -> [PageElement] {
    screen.map { Self.pageElements(of: $0.elements, pictureSource: pictureSource) } ?? []
  }

  /// `elements` as page elements, each keyed by its id, kind and rank among its id's elements of
  /// that kind.
  private static func pageElements(of elements: [DisplayElement], pictureSource: (Data) -> String) -> [PageElement] {
    var ranks: [String: Int] = [:]
    return elements.map { element in
      let box = element.bounds
      var page = PageElement(key: "", id: element.id, role: element.role.rawValue, kind: .rect,
                             x: Double(box.minX), y: Double(box.minY), w: Double(box.width), h: Double(box.height))
      switch element.shape {
      case let .rect(radius):
        page.fill = element.fill.map(Self.css)
        page.stroke = element.stroke.map(Self.css)
        page.lineWidth = element.stroke == nil ? nil : Double(element.lineWidth)
        page.radius = Double(radius)
      case let .text(text, size, weight, alignment):
        page.kind = .text
        (page.text, page.size, page.align) = (text, Double(size), alignment.rawValue)
        page.weight = switch weight {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        }
        page.fill = element.fill.map(Self.css)
      case let .picture(data, crops, _):
        page.kind = .img
        page.src = pictureSource(data)
        page.cover = crops
      case .image, .symbol, .line, .polygon:
        page.kind = .svg
        page.svg = element.svgFragment
      }
      if let clip = element.clip {
        page.clip = [clip.rect.minX, clip.rect.minY, clip.rect.width, clip.rect.height, clip.cornerRadius].map { Double($0) }
      }
      let family = "\(element.id):\(page.kind.rawValue)"
      page.key = "\(family):\(ranks[family, default: 0])"
      ranks[family, default: 0] += 1
      return page
    }
  }

  /// `rgba(r,g,b,a)`: a colour as CSS writes it.
  private static func css(_ color: Color) -> String {
    "rgba(\(color.red),\(color.green),\(color.blue),\(color.alpha))"
  }
}
