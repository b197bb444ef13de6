public import AdaptiveKit
public import AdaptiveRendering
import AdaptiveScenario

/// What a user sees of a window, in the few words the explorer's checks and reports need.
public struct StateSummary: Hashable, Sendable, Codable {
  /// The titles of the screens on screen, in hierarchy order.
  public var visibleTitles: [String]
  /// The title of the top controller (the screen in front).
  public var topTitle: String?
  /// Whether something is presented over the root.
  public var isPresenting: Bool
  /// The state's shape, without titles: the classes from the frontmost layer down to the top
  /// controller and the frontmost presentation's style (`UINavigationController > PhotoViewController
  /// in pageSheet`). States that differ only in the item shown have the same shape.
  public var shape: String

  /// The summary given for a state the explorer already knows, whose own summary is the one it
  /// recorded when it found the state: nothing read.
  static let unread = StateSummary(visibleTitles: [], topTitle: nil, isPresenting: false, shape: "")

  private init(visibleTitles: [String], topTitle: String?, isPresenting: Bool, shape: String) {
    self.visibleTitles = visibleTitles
    self.topTitle = topTitle
    self.isPresenting = isPresenting
    self.shape = shape
  }

  /// Summarises `window`, reading its layout from `frame` when given (the window's current frame).
  @MainActor
  public init(_ window: UIWindow, frame: RenderedFrame? = nil) {
    self.init(window, layoutTree: frame?.layoutTree ?? AdaptiveRenderer.layoutTree(for: window))
  }

  /// Summarises `window`, reading its layout from `layoutTree` (the window's current layout tree).
  @MainActor
  public init(_ window: UIWindow, layoutTree: LayoutNode) {
    let screens = WindowInspector.visibleScreens(in: window, layoutTree: layoutTree)
    visibleTitles = screens.map(WindowInspector.title(of:))
    topTitle = WindowInspector.topViewController(in: window).map(WindowInspector.title(of:))
    let presented = WindowInspector.frontmostPresented(in: window)
    isPresenting = presented != nil
    shape = WindowInspector.topPath(in: window).map { String(describing: type(of: $0)) }.joined(separator: " > ")
      + (presented?.presentationController.map { " in \($0.effectivePresentationStyle)" } ?? "")
  }
}
