import AdaptiveKit
import AdaptiveScenario
import Foundation
import Testing
import AdaptiveTestSupport

/// Seeded mutations of every example scenario, each parsed and, when it parses, played: no crash,
/// no hang, and every rejection located at a `file:line:column` with a short, single-line message.
///
/// Set `SCENARIO_FUZZ_SEED` to replay a run and `SCENARIO_FUZZ_COUNT` to change its size. The
/// default seed is fixed: CI sets no per-commit variable it could be derived from.
@Suite(.checksInvariants) @MainActor
struct ScenarioFuzzTests {
  /// Steps played per file (a mutation can duplicate the step list), except for aliased taps,
  /// which are played in full: taps refused past the controller limit must stay cheap.
  static let stepBudget = 40
  /// The longest a single file may take, parse and play, in CPU seconds of the test's thread (a
  /// debug build): CPU time, so that other tests and builds sharing the machine do not count.
  static let perFileBound: Double = 5
  /// The watchdog ends the process when one file has taken this long, naming the seed and file.
  static let watchdogBound: Double = 30

  @Test func mutatedExamplesNeverCrashOrHangAndEveryRejectionIsLocated() async throws {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["SCENARIO_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5CE7_A210
    let count = environment["SCENARIO_FUZZ_COUNT"].flatMap { Int($0) } ?? 5_000
    let corpus = try Examples.files.map { try [UInt8](Data(contentsOf: URL(fileURLWithPath: Examples.path($0)))) }
    try #require(!corpus.isEmpty)
    let mutator = ScenarioMutator(corpus: corpus)
    var rng = SeededGenerator(seed: seed)
    let watchdog = Watchdog(label: "scenario fuzz", seed: seed, bound: Self.watchdogBound)
    defer { watchdog.stop() }

    var rejected = 0, refusedAtBuild = 0, played = 0, stepsPlayed = 0, slowest = 0.0, slowestFile = ""
    var byMutation: [ScenarioMutator.Mutation: Int] = [:]
    let started = Date()
    for index in 0..<count {
      let source = index % corpus.count
      let (bytes, mutation) = mutator.mutate(source, using: &rng)
      byMutation[mutation, default: 0] += 1
      let name = "fuzz-\(index)-\(Examples.files[source])"
      watchdog.begin(index: index, name: name, bytes: bytes)
      let fileStart = ThreadCPUClock.now()
      do {
        let scenario = try ScenarioParser.parse(data: Data(bytes), file: name)
        do {
          let runner = try ScenarioRunner(scenario: scenario, apps: .photoBrowser)
          let budget = mutation == .aliasedTaps ? ScenarioLimits.maximumSteps : Self.stepBudget
          stepsPlayed += runner.runAll(through: budget).results.count
          played += 1
        } catch {
          refusedAtBuild += 1
          expectLocated(error, name: name, mutation: mutation)
        }
      } catch {
        rejected += 1
        expectLocated(error, name: name, mutation: mutation)
      }
      let elapsed = ThreadCPUClock.now() - fileStart
      if elapsed > slowest { (slowest, slowestFile) = (elapsed, "\(name) (\(mutation))") }
      #expect(elapsed < Self.perFileBound, "seed \(seed): \(name) (\(mutation)) took \(elapsed) CPU seconds")
      // Between files the main actor serves the other suites (a live server's sessions need it).
      watchdog.end()
      await Task.yield()
    }
    let mutations = byMutation.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }
    print("""
      scenario fuzz: seed \(seed), \(count) files in \(String(format: "%.1f", Date().timeIntervalSince(started))) s \
      (slowest \(String(format: "%.3f", slowest)) CPU s: \(slowestFile)): \(rejected) rejected, \(refusedAtBuild) refused when built, \
      \(played) played (\(stepsPlayed) steps); mutations: \(mutations.joined(separator: ", "))
      """)
    #expect(rejected + refusedAtBuild + played == count)
    #expect(rejected > 0 && played > 0)
  }

  private func expectLocated(_ error: ScenarioError, name: String, mutation: ScenarioMutator.Mutation) {
    let text = error.description
    #expect(error.location.file == name)
    #expect(error.location.line != nil && error.location.column != nil, "\(mutation): \(text)")
    #expect(text.hasPrefix("\(name):\(error.location.line ?? 0):\(error.location.column ?? 0): "), "\(mutation): \(text)")
    #expect(!text.contains("\n"), "\(mutation): \(text.prefix(300))")
    #expect(text.utf8.count < 600, "\(mutation): \(text.prefix(300))… (\(text.utf8.count) bytes)")
  }
}
