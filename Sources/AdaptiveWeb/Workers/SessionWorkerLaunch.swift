public import Foundation

/// How a ``WebServer`` starts the worker processes that host its sessions: `count` processes of
/// `executable` with `arguments`, each running ``SessionWorker/run(store:input:output:)``.
///
/// The server adds what its sessions show: `--app NAME --max-sessions N`, then `--variant NAME`
/// and `--scenario FILE` when it has them (`adaptive session-worker` takes these options).
public struct SessionWorkerLaunch: Sendable, Equatable {
  /// The worker's executable (`adaptive` itself).
  public var executable: URL
  /// The arguments before the server's (`["session-worker"]`).
  public var arguments: [String]
  /// How many workers run at once.
  public var count: Int

  /// Describes the workers.
  public init(executable: URL, arguments: [String], count: Int) {
    self.executable = executable
    self.arguments = arguments
    self.count = count
  }
}
