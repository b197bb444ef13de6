import Foundation

/// Ends the test process when one fuzzed file runs longer than the bound, after writing the
/// file to the temporary directory and naming the seed, so a hang is a failure, not a stuck run.
public final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var current: (index: Int, name: String, bytes: [UInt8], started: Date)?
  private var stopped = false
  private let label: String
  private let seed: UInt64
  private let bound: Double

  /// Starts watching; `label` names the fuzz test in the message.
  public init(label: String, seed: UInt64, bound: Double) {
    self.label = label
    self.seed = seed
    self.bound = bound
    let thread = Thread { [weak self] in
      while let self, self.check() { Thread.sleep(forTimeInterval: 0.5) }
    }
    thread.start()
  }

  /// The file now being tried.
  public func begin(index: Int, name: String, bytes: [UInt8]) {
    lock.withLock { current = (index, name, bytes, Date()) }
  }

  /// The current file is done: the time until the next ``begin(index:name:bytes:)`` (the test
  /// waiting for the main actor, say) is not counted.
  public func end() {
    lock.withLock { current = nil }
  }

  /// Stops watching.
  public func stop() {
    lock.withLock { stopped = true }
  }

  /// False once stopped; ends the process when the current file is over the bound.
  private func check() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !stopped else { return false }
    if let current, Date().timeIntervalSince(current.started) > bound {
      let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(current.name)
      let written = FileManager.default.createFile(atPath: path, contents: Data(current.bytes))
      FileHandle.standardError.write(Data("\(label): seed \(seed): file \(current.index) hangs (over \(bound) s); \(written ? "written to \(path)" : "not written")\n".utf8))
      abort()
    }
    return true
  }
}
