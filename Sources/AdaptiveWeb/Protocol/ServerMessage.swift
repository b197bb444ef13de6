public import AdaptiveRendering
import Foundation

/// A message the server sends to a page (protocol version 1), encoded as JSON.
public enum ServerMessage: Encodable, Equatable, Sendable {
  /// The window after a change: its picture and what a learner wants beside it.
  case frame(FrameMessage)
  /// A refused message or an action that could not be taken; the session is unchanged.
  case error(String)
  /// The session's id, sent first: a page that reconnects with `/session?resume=ID` gets it back.
  /// `server` is the serving process's id, which tells apart the servers behind a proxy.
  case session(String, server: Int32? = nil)

  private enum Key: String, CodingKey { case v, type, message, id, server }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .frame(let frame):
      try frame.encode(to: encoder)
    case .error(let message):
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(ClientMessage.version, forKey: .v)
      try container.encode("error", forKey: .type)
      try container.encode(message, forKey: .message)
    case .session(let id, let server):
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(ClientMessage.version, forKey: .v)
      try container.encode("session", forKey: .type)
      try container.encode(id, forKey: .id)
      try container.encodeIfPresent(server, forKey: .server)
    }
  }

  /// The message as JSON text.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? #"{"type":"error","message":"unencodable"}"#
  }
}

/// The window after a change.
public struct FrameMessage: Encodable, Equatable, Sendable {
  /// The protocol version.
  public var v = ClientMessage.version
  /// Always `frame`.
  public var type = "frame"
  /// The window drawn inside its device outline (SVG, photos embedded), for a page that draws
  /// ``FrameDrawing/svg``; nil otherwise.
  public var svg: String?
  /// The same drawing as positioned elements, back to front, each keyed by the identity of what it
  /// draws: what the page draws as HTML and animates from one frame to the next. Nil for a page
  /// that draws ``FrameDrawing/svg``, and in a frame that carries only what changed (``changed``).
  public var elements: [PageElement]?
  /// In a frame after an action, instead of ``elements``: the elements new or changed since the
  /// page's last frame, each with its place back to front (`z`); nil in a full frame.
  public var changed: [ElementDelta.Placed]?
  /// With ``changed``: the elements whose content is the page's but whose box, clip or place is
  /// new, as that geometry only (a resize moves nearly every element).
  public var moved: [ElementDelta.Moved]?
  /// With ``changed``: the keys of the elements gone since the page's last frame.
  public var removed: [String]?
  /// The screen's corner radius and the device outline's width around it, in points.
  public var screenCornerRadius: Double, bezel: Double
  /// The whole screen around a window in a Split View width (the app beside it and the divider),
  /// for a page that draws ``FrameDrawing/elements``; nil when the window fills its screen, or
  /// for a page that draws the SVG (which draws the screen itself).
  public var screen: Screen?
  /// The window's size in points (the SVG's coordinate space).
  public var width: Double, height: Double
  /// The hierarchy dump: every controller with its place, size classes, frame and appearance. Nil
  /// in a frame after an action to a page of elements when the page's dump is unchanged or
  /// ``hierarchyChange`` says what changed.
  public var hierarchy: String?
  /// In a frame after an action to a page of elements, instead of ``hierarchy``: the lines of the
  /// dump that changed since the page's last frame, when they are fewer than the whole.
  public var hierarchyChange: HierarchyChange? = nil
  /// The device's identifier (`iphone-16-pro-max`) and name.
  public var device: String, deviceName: String
  /// `portrait`, `landscapeLeft` or `landscapeRight`.
  public var orientation: String
  /// A foldable device's posture (`closed`, `flat` or `partially-folded`), for the page's posture
  /// control; nil for a device that does not fold.
  public var posture: String? = nil
  /// The window's size classes, `compact` or `regular`.
  public var horizontal: String, vertical: String
  /// What the session shows, for the page's heading: the app (`the photo browser`) or the
  /// scenario file's name (`PhotoSplit.storyboard`).
  public var title: String
  /// The app's variant, when the session runs an app of the catalogue (nil for a scenario file).
  public var variant: String?
  /// The variants a page may pick (empty for a scenario file, whose app cannot be changed).
  public var variants: [String]
  /// What the last message did, UIKit's reports and the transitions it caused, in order.
  public var log: [String]
  /// The callbacks and delegate calls the last action caused, in order (appearance, trait
  /// changes, the split view's, navigation's and presentations' delegates, with their answers).
  public var callbacks: [String] = []
  /// The visible text of the element the last tap reached, if it has one.
  public var tapped: String?
  /// The device's multitasking widths in this orientation: label and width.
  public var widths: [Width]
  /// Every device a page may pick: identifier and name; sent when the page connects, resumes or
  /// relaunches (the list never changes), nil in a frame after an action.
  public var devices: [Choice]?
  /// The window's text size (`L`, `XL`, `AccessibilityM`…).
  public var textSize: String
  /// Every size a page may pick; sent and left out as ``devices`` is.
  public var textSizes: [String]?
  /// Whether the user is dragging the window's edge (a `dragResize` not yet ended): the scene's
  /// geometry follows the finger while the window keeps its size until the drag ends (R120).
  public var resizing = false

  /// The screen around a window in a Split View width, in screen points: the page draws the
  /// screen black, then ``elements``, then the window at (``windowX``, ``windowY``) with its
  /// corners rounded by ``windowCornerRadius`` (the renderer's `ScreenComposition`).
  public struct Screen: Encodable, Equatable, Sendable {
    /// The full screen's size.
    public var width: Double, height: Double
    /// Where the window's (0, 0) is on the screen, and the window's corner radius.
    public var windowX: Double, windowY: Double, windowCornerRadius: Double
    /// What is drawn around the window (the app beside it, the divider's handle), back to front;
    /// nil in a frame after an action when it is what the page's last frame drew.
    public var elements: [PageElement]?
  }

  /// A multitasking width.
  public struct Width: Encodable, Equatable, Sendable {
    public var label: String
    public var width: Double
  }

  /// A device to choose.
  public struct Choice: Encodable, Equatable, Sendable {
    public var id: String
    public var name: String
  }
}
