/// One drawing element of a frame, as a web page draws it: an absolutely positioned box in window
/// coordinates, keyed by the identity of what it draws so the page can move it from its old frame
/// to its new one. The page-element backend (``DisplayList/pageElements(pictureSource:)``) makes
/// them from a display list; AdaptiveWeb sends them to its page as JSON.
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
  /// A photo's URL (what the backend's picture source gave, such as `/picture/KEY`) and whether it
  /// fills and crops its box (`cover`).
  public var src: String?, cover: Bool?
  /// The glyph, line or polygon, as SVG.
  public var svg: String?
  /// The clip in window points, and its corner radius.
  public var clip: [Double]?
}
