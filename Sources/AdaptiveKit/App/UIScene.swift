/// A connected instance of the app's interface, as UIKit's `UIScene`.
@MainActor
open class UIScene: UIResponder, Hashable {
  /// A scene's activation state, as UIKit's `UIScene.ActivationState`.
  public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }

  /// What the system passed when the scene connected, as UIKit's `UIScene.ConnectionOptions`.
  /// A launch from the Home screen passes none.
  public final class ConnectionOptions: Sendable {
    /// The URLs the scene was opened with.
    public let urls: [URL]
    /// The bundle identifier of the app that asked for the connection.
    public let sourceApplication: String?
    /// Creates options.
    public init(urls: [URL] = [], sourceApplication: String? = nil) {
      self.urls = urls
      self.sourceApplication = sourceApplication
    }
  }

  /// The session the scene belongs to.
  public let session: UISceneSession
  /// The scene's delegate (the scene keeps it, as UIKit does).
  open var delegate: (any UISceneDelegate)?
  /// The scene's activation state.
  public internal(set) var activationState = ActivationState.unattached
  /// The scene's title.
  open var title: String?
  /// The app the scene belongs to.
  weak var application: UIApplication?

  /// Creates a scene for a session.
  public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    self.session = session
    super.init()
    session.scene = self
  }

  /// The application.
  open override var next: UIResponder? { application ?? UIApplication.shared }

  public nonisolated static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
