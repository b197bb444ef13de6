import AdaptiveRendering
import Foundation

/// One drawing element of a frame, as the page draws it: an absolutely positioned box in window
/// coordinates, keyed by the identity of what it draws so the page can move it from its old frame
/// to its new one.
public struct PageElement: Encodable, Equatable, Sendable {
  /// What the page makes of it.
  public enum Kind: String, Encodable, Sendable {
    /// A filled or stroked box with rounded corners.
    case rect
    /// One line of real text.
    case text
    /// A photo: an `<img>` loaded from ``src``.
    case img
    /// A glyph, a line or a polygon: the small SVG document in ``svg``.
    case svg
  }

  /// The element's key: its node's id, what it is, and its rank among that node's elements of the
  /// same kind (`c3.bar:rect:0`); the same thing drawn in two frames has the same key.
  public var key: String
  /// The id of the layout node it draws.
  public var id: String
  /// The node's role (`row`, `navigationBar`, …).
  public var role: String
  /// What the page makes of it.
  public var kind: Kind
  /// Its bounds in window points.
  public var x: Double, y: Double, w: Double, h: Double
  /// Fill and stroke as CSS colours, stroke width and corner radius, for a box.
  public var fill: String?, stroke: String?, lineWidth: Double?, radius: Double?
  /// The text, its size, weight (100–900) and alignment (`left`, `center`, `right`).
  public var text: String?, size: Double?, weight: Int?, align: String?
  /// A photo's URL (`/picture/KEY`) and whether it fills and crops its box (`cover`).
  public var src: String?, cover: Bool?
  /// The glyph, line or polygon, as SVG.
  public var svg: String?
  /// The clip in window points, and its corner radius.
  public var clip: [Double]?

  /// The page elements of `list`, in drawing order (back to front), then the device's Dynamic
  /// Island over everything (id `dynamicIsland`, role `hardware`); photos go to `pictures`.
  public static func elements(of list: DisplayList, pictures: PictureStore) -> [PageElement] {
    var ranks: [String: Int] = [:]
    var elements = list.elements.map { element in
      let box = element.bounds
      var page = PageElement(key: "", id: element.id, role: element.role.rawValue, kind: .rect,
                             x: Double(box.minX), y: Double(box.minY), w: Double(box.width), h: Double(box.height))
      switch element.shape {
      case let .rect(radius):
        page.fill = element.fill.map(css)
        page.stroke = element.stroke.map(css)
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
        page.fill = element.fill.map(css)
      case let .picture(data, crops):
        page.kind = .img
        page.src = "/picture/\(pictures.key(for: data))"
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
    if let island = list.hardware?.dynamicIsland {
      var page = PageElement(key: "dynamicIsland:rect:0", id: "dynamicIsland", role: "hardware", kind: .rect,
                             x: Double(island.minX), y: Double(island.minY), w: Double(island.width), h: Double(island.height))
      page.fill = css(Color(hex: 0))
      page.radius = Double(min(island.width, island.height) / 2)
      elements.append(page)
    }
    return elements
  }

  /// `rgba(r,g,b,a)`.
  static func css(_ color: Color) -> String {
    "rgba(\(color.red),\(color.green),\(color.blue),\(color.alpha))"
  }
}
