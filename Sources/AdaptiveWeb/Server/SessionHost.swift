/// Where the server's sessions run: in this process (``LocalSessions``, on the main actor) or in
/// worker processes (``SessionWorkers``). The server's WebSocket route asks it for everything a
/// session does, so the route is the same either way.
package protocol SessionHost: Sendable {
  /// How many sessions have a socket, readable without waiting (for the busy page).
  var openCount: SessionCount { get }
  /// The photos the frames name, served at `/picture/KEY`.
  var pictures: PictureStore { get }
  /// Opens a session for a socket whose page draws `drawing` (the one `id` names, if it can be
  /// resumed); its id and first frame, or nil when the server is busy.
  func open(resuming id: String?, drawing: FrameDrawing) async -> (id: String, frame: String)?
  /// Answers a message of session `id`: the frame or error to send back.
  func handle(_ text: String, in id: String) async -> String
  /// The session's scenario played again if its file changed; nil when nothing changed.
  func reload(_ id: String) async -> String?
  /// The socket of session `id` closed: the session waits for its tab to come back.
  func disconnect(_ id: String) async
  /// Closes session `id`.
  func close(_ id: String) async
  /// How long session `id` has gone without a message; nil when there is no such session.
  func idleTime(of id: String) async -> Duration?
  /// Calls `lost` with a message for the page if session `id` is lost while its socket is open
  /// (its worker process stopped); never called for sessions in this process.
  func whenLost(_ id: String, _ lost: @escaping @Sendable (String) -> Void)
}
