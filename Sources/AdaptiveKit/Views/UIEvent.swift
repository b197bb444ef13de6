/// An input event, as UIKit's `UIEvent`. AdaptiveKit's harness delivers taps without events, so an
/// event carries nothing yet; it exists so UIKit code that passes one compiles.
@MainActor
open class UIEvent {
  /// Creates an event.
  public init() {}
}
