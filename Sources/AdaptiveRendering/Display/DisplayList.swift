public import Foundation

/// What a screen looks like, as an ordered list of drawing elements (back to front), each tagged
/// with the id of the layout node it draws: the seam the backends draw from. The SVG picture
/// (``RenderedFrame/svg``), the PNG rasterizer (``pngData(scale:)``), the web page's positioned
/// elements (``pageElements(pictureSource:)``) and the ASCII sketch (``RenderedFrame/text``) all
/// draw this list and nothing else; it is `Codable`, so a server can send it as JSON.
///
/// What a backend may and may not do:
/// - **No UIKit behaviour.** Every decision UIKit makes — which style a presentation adapts to,
///   whether it is a card, whether it dims what is behind it, what a size class hides — is made
///   before the list is built: by the core, which publishes it (AdaptiveKit's
///   `PresentationChrome`), and by the layout tree (``LayoutNode``, ``LayoutTraits``). A backend
///   never reads the window, a controller or a view, and never asks a trait.
/// - **No layout.** Frames, clips and line ends are final, in window coordinates; text was
///   measured by the layout and fits its frame. A backend maps each element to its medium (SVG
///   elements, pixels, positioned boxes) and may approximate a font or a glyph (the PNG's stroke
///   font) but never moves, resizes or reorders an element.
/// - **Everything drawn is in the list**, back to front, plus the device around the window
///   (``hardware``, ``screen``) and nothing else.
/// - **Identity is kept.** An element's ``DisplayElement/id`` is the identity of the node it
///   draws; a backend that animates or diffs frames keys on it.
/// - **The same list gives the same output**: no clock, no randomness, no hash-order iteration.
public struct DisplayList: Sendable, Equatable, Codable {
  /// The window size in points.
  public var size: CGSize
  /// The simulated device's name, or nil for a free-form window.
  public var deviceName: String?
  /// The corner radius of the screen (0 for the iPhone SE's square screen).
  public var screenCornerRadius: CGFloat
  /// The elements, back to front.
  public var elements: [DisplayElement]
  /// The device's Dynamic Island and home button, or nil for a free-form window.
  public var hardware: DeviceHardware?
  /// The full screen around a window narrower than its device's screen (iPad multitasking), or
  /// nil when the window fills the screen. Element frames stay in window coordinates.
  public var screen: ScreenComposition?

  /// Creates a display list from its parts (no hardware, no screen composition by default).
  package init(
    size: CGSize, deviceName: String?, screenCornerRadius: CGFloat, elements: [DisplayElement],
    hardware: DeviceHardware? = nil, screen: ScreenComposition? = nil
  ) {
    self.size = size
    self.deviceName = deviceName
    self.screenCornerRadius = screenCornerRadius
    self.elements = elements
    self.hardware = hardware
    self.screen = screen
  }

  /// The origin of the window's coordinates in the screen's: where backends draw the window.
  public var windowOrigin: CGPoint { screen?.windowFrame.origin ?? .zero }
  /// The size of the screen drawn: the full screen when composed, else the window.
  public var screenSize: CGSize { screen?.size ?? size }

  /// The elements drawing a node, named by its id, else by its readable label.
  public func elements(forID id: String) -> [DisplayElement] {
    let byID = elements.filter { $0.id == id }
    return byID.isEmpty ? elements.filter { $0.label == id } : byID
  }
  /// The distinct ids, in first-drawn order.
  public var ids: [String] {
    var seen = Set<String>()
    return elements.compactMap { seen.insert($0.id).inserted ? $0.id : nil }
  }
}

/// One drawing element.
public struct DisplayElement: Sendable, Equatable, Codable {
  /// What is drawn.
  public enum Shape: Sendable, Equatable, Codable {
    /// A rectangle with rounded corners.
    case rect(cornerRadius: CGFloat)
    /// One line of text, vertically centred in the frame.
    case text(String, fontSize: CGFloat, weight: FontWeight, alignment: TextAlignment)
    /// A picture placeholder for a named image.
    case image(name: String?)
    /// An encoded image (PNG, GIF or JPEG) drawn in the frame: stretched to it, or filling it and
    /// cropped (`crops`, an aspect-fill image view); `name` is the image's name, if it has one.
    case picture(Data, crops: Bool, name: String? = nil)
    /// A system glyph (`chevron.left`, `chevron.right`, `checkmark`, `plus`, `clock.fill`, …) fitted in the frame.
    case symbol(String)
    /// A straight line.
    case line(from: CGPoint, to: CGPoint)
    /// A closed polygon.
    case polygon([CGPoint])
  }

  /// Font weights used by the renderer.
  public enum FontWeight: String, Sendable, Codable { case regular, medium, semibold, bold }
  /// Horizontal text alignment within the frame.
  public enum TextAlignment: String, Sendable, Codable { case left, center, right }

  /// The id of the layout node drawn (its identity, ``LayoutNode/id``).
  public var id: String
  /// The readable label of the layout node drawn (``LayoutNode/label``, such as `nav0.bar.back`).
  public var label: String
  /// The node's role.
  public var role: LayoutNode.Role
  /// The shape.
  public var shape: Shape
  /// The frame in window coordinates.
  public var frame: CGRect
  /// The fill colour.
  public var fill: Color?
  /// The stroke colour.
  public var stroke: Color?
  /// The stroke width.
  public var lineWidth: CGFloat = 1
  /// The clip, if any.
  public var clip: Clip?

  /// Creates an element from its parts.
  package init(
    id: String, label: String, role: LayoutNode.Role, shape: Shape, frame: CGRect, fill: Color? = nil,
    stroke: Color? = nil, lineWidth: CGFloat = 1, clip: Clip? = nil
  ) {
    self.id = id
    self.label = label
    self.role = role
    self.shape = shape
    self.frame = frame
    self.fill = fill
    self.stroke = stroke
    self.lineWidth = lineWidth
    self.clip = clip
  }
}

/// An sRGB colour with opacity.
public struct Color: Sendable, Equatable, Codable {
  public var red: UInt8, green: UInt8, blue: UInt8
  public var alpha: Double

  /// Creates a colour.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from 0xRRGGBB.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
  }

  /// `#rrggbb`.
  public var hex: String {
    let digits = Array("0123456789abcdef")
    return "#" + [red, green, blue].map { "\(digits[Int($0 >> 4)])\(digits[Int($0 & 0xF)])" }.joined()
  }

  /// The opacity rounded to three decimals, as text.
  public var opacityText: String {
    let value = (alpha * 1000).rounded() / 1000
    return value == value.rounded() ? String(Int(value)) : String(value)
  }
}
