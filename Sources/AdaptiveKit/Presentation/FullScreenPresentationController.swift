/// The presentation controller of `.fullScreen`, `.overFullScreen` and the context styles: the
/// presented view fills its container; the non-"over" styles remove the presenter's view (R59–R60).
final class FullScreenPresentationController: UIPresentationController {
  override var shouldRemovePresentersView: Bool {
    presentationStyle == .fullScreen || presentationStyle == .currentContext
  }
  override var shouldPresentInFullscreen: Bool { !presentationStyle.isContextStyle }
  /// Full-screen and context styles never adapt, so the delegate is not asked (R61, [INF]).
  override var consultsAdaptationDelegate: Bool { false }
}
