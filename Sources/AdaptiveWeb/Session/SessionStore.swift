import AdaptiveKit
import Foundation
import PhotoBrowser

/// The server's sessions, on the main actor with the windows they drive: at most
/// ``maximumSessions`` at once, each limited to ``maximumMessagesPerSecond``.
@MainActor
public final class SessionStore {
  /// The most sessions open at once; a page beyond it is told the server is busy.
  public let maximumSessions: Int
  /// The most messages a session may send in one second; more are refused.
  public let maximumMessagesPerSecond: Int
  /// The variant new sessions launch.
  public let variant: PhotoBrowserVariant
  private var sessions: [String: WebSession] = [:]
  private var recent: [String: [Date]] = [:]

  /// Creates an empty store.
  public init(variant: PhotoBrowserVariant = .fixed, maximumSessions: Int = 32, maximumMessagesPerSecond: Int = 60) {
    self.variant = variant
    self.maximumSessions = maximumSessions
    self.maximumMessagesPerSecond = maximumMessagesPerSecond
  }

  /// How many sessions are open.
  public var count: Int { sessions.count }

  /// Opens a session; returns its id and first frame, or nil when the server is busy.
  public func open() -> (id: String, frame: String)? {
    guard sessions.count < maximumSessions, let session = try? WebSession(variant: variant) else { return nil }
    sessions[session.id] = session
    return (session.id, session.currentFrame(log: ["launched on \(session.device.name)"]).json)
  }

  /// Answers a message of session `id`.
  public func handle(_ text: String, in id: String) -> String {
    guard let session = sessions[id] else { return ServerMessage.error("no such session").json }
    let now = Date()
    let window = (recent[id] ?? []).filter { now.timeIntervalSince($0) < 1 }
    guard window.count < maximumMessagesPerSecond else {
      recent[id] = window
      return ServerMessage.error("too many messages: at most \(maximumMessagesPerSecond) a second").json
    }
    recent[id] = window + [now]
    return session.handle(text).json
  }

  /// Closes a session.
  public func close(_ id: String) {
    sessions[id] = nil
    recent[id] = nil
  }
}
