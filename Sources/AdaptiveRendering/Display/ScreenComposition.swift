public import Foundation

/// The whole screen around a window narrower than its device's screen (an iPad app in a Split
/// View width): where the window sits, the Split View divider and a placeholder for the app
/// beside it. Backends draw the screen black, then ``elements`` (the placeholder app and the
/// divider's handle) in screen coordinates, then the window's elements translated to
/// ``windowFrame`` and clipped to its rounded corners. Hit-testing stays in window coordinates.
public struct ScreenComposition: Sendable, Equatable, Codable {
  /// The full screen's size in points.
  public var size: CGSize
  /// The window's frame in screen coordinates: its origin is where the window's (0, 0) is drawn.
  public var windowFrame: CGRect
  /// The corner radius of the window, and of the placeholder app, inside the screen.
  public var windowCornerRadius: CGFloat
  /// The Split View divider between the window and the placeholder, in screen coordinates.
  public var dividerFrame: CGRect
  /// The placeholder app's frame in screen coordinates.
  public var placeholderFrame: CGRect
  /// What is drawn around the window (the placeholder app and the divider's handle), back to
  /// front, in screen coordinates.
  public var elements: [DisplayElement]
}
