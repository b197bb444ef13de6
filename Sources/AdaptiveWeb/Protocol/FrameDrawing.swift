/// What a page draws a window with; a frame message carries only that.
///
/// The demo page draws positioned elements and animates them from frame to frame; the compare
/// page shows each device as an SVG picture. A page names its drawing when it opens its socket:
/// `/session?draw=svg` (elements otherwise), so neither pays for the other's.
public enum FrameDrawing: String, Sendable, Equatable {
  /// ``FrameMessage/elements``: what the demo page draws.
  case elements
  /// ``FrameMessage/svg``: what the compare page draws.
  case svg
}
