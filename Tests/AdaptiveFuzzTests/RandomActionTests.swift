import Foundation
import Testing

/// Runs the `adaptive-fuzz` driver in child processes, two at a time, in batches of one seed each:
/// a crash or a violation fails its batch and names its seed. The total number of actions is
/// 1,000,000 (200 seeds), or the value of the environment variable `ADAPTIVE_FUZZ_ACTIONS`
/// (`ADAPTIVE_FUZZ_ACTIONS=100000 swift test` for a quicker run while iterating).
@Suite struct RandomActionTests {
  /// The outcome of one batch.
  struct Batch: Sendable {
    var seed: Int
    var status: Int32
    var output: String
  }

  static let totalActions = ProcessInfo.processInfo.environment["ADAPTIVE_FUZZ_ACTIONS"].flatMap(Int.init) ?? 1_000_000
  static let actionsPerBatch = 5_000

  /// The `adaptive-fuzz` executable, next to the test bundle in the build products directory.
  static var executable: URL {
    let bundle = Bundle.main.bundleURL
    let products = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    return products.appendingPathComponent("adaptive-fuzz")
  }

  static func run(seed: Int, actions: Int) throws -> Batch {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--seed", "\(seed)", "--actions", "\(actions)"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let crashed = process.terminationReason == .uncaughtSignal
    return Batch(seed: seed, status: crashed ? -process.terminationStatus : process.terminationStatus,
                 output: String(decoding: data, as: UTF8.self))
  }

  @Test func randomActionsKeepEveryInvariantAndFreeEveryController() async throws {
    let batches = max(1, Self.totalActions / Self.actionsPerBatch)
    let actions = Self.totalActions / batches
    var failures: [Batch] = []
    var next = 1
    while next <= batches {
      let seeds = Array(next...min(next + 1, batches))
      next += seeds.count
      let results = try await withThrowingTaskGroup(of: Batch.self) { group in
        for seed in seeds { group.addTask { try Self.run(seed: seed, actions: actions) } }
        return try await group.reduce(into: [Batch]()) { $0.append($1) }
      }
      failures += results.filter { $0.status != 0 }
    }
    // Every failing seed fails this test: the core prevents every violation the driver has found.
    for failure in failures.sorted(by: { $0.seed < $1.seed }) {
      Issue.record(Comment(rawValue: "seed \(failure.seed) exited \(failure.status)\(failure.status < 0 ? " (crashed with a signal)" : ""):\n\(failure.output.suffix(3000))"))
    }
    print("adaptive-fuzz: \(batches) batches of \(actions) actions, \(failures.count) failed (seeds \(failures.map(\.seed).sorted()))")
  }
}
