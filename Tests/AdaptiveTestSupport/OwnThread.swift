import Foundation

/// Runs `body` on a thread of its own and waits for it without holding a thread of Swift's
/// concurrency pool. A test that waits for a child process (a cold `swift build`, a fuzz batch)
/// would otherwise hold one of the pool's few threads (two on a 2-core machine) for the whole
/// wait, and the live-server tests' clients, which need the pool, would time out meanwhile.
public func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result(catching: body)) }.start()
  }
}
