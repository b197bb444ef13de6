import AdaptiveStoryboard
import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Seeded mutations of every storyboard in the repository and of the hostile ones (cycles, chains,
/// deep nesting), each read and, when it loads, its scenes instantiated and the initial one shown
/// in a window: no crash, no hang, and every refusal located at `file:line:` in one short line.
///
/// Set `STORYBOARD_FUZZ_SEED` to replay a run and `STORYBOARD_FUZZ_COUNT` to change its size
/// (10,000 for the full run). With `STORYBOARD_FUZZ_TRACE` set, each file is written to
/// `storyboard-fuzz-current.storyboard` in the temporary directory before it is tried, so the
/// file that crashes a run is there afterwards.
@Suite @MainActor
struct StoryboardFuzzTests {
  /// The longest a single file may take, read and instantiated, in CPU seconds of the test's thread (a
  /// debug build): CPU time, so that other tests and builds sharing the machine do not count.
  static let perFileBound: Double = 5
  /// The watchdog ends the process when one file has taken this long, naming the seed and file.
  static let watchdogBound: Double = 30
  /// Scenes instantiated per file, besides the initial one.
  static let scenesPerFile = 4

  /// The storyboards of the test bundle and the example, with their classes renamed so that none
  /// is registered (a storyboard as a person drops it in), and the hostile ones.
  static func corpus() throws -> [(name: String, bytes: [UInt8])] {
    var urls = ["Classic", "ColumnSplit", "DanglingSegue", "Everything", "Mailbox", "Malformed"].compactMap {
      Bundle.module.url(forResource: $0, withExtension: "storyboard")
    }
    urls.append(ExampleStoryboards.photoSplit)
    let files = try urls.map { url in
      let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: #"customClass=""#, with: #"customClass="Fuzz"#)
      return (url.deletingPathExtension().lastPathComponent, Array(text.utf8))
    }
    return files + HostileStoryboards.all.map { ($0.name, Array($0.text.utf8)) }
  }

  @Test func mutatedStoryboardsNeverCrashOrHangAndEveryRefusalIsLocated() async throws {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["STORYBOARD_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x57_0B0A
    let count = environment["STORYBOARD_FUZZ_COUNT"].flatMap { Int($0) } ?? 1_500
    let corpus = try Self.corpus()
    try #require(corpus.count >= 15)
    let mutator = StoryboardMutator(corpus: corpus.map(\.bytes))
    var rng = SeededGenerator(seed: seed)
    let trace = environment["STORYBOARD_FUZZ_TRACE"] != nil
      ? (NSTemporaryDirectory() as NSString).appendingPathComponent("storyboard-fuzz-current.storyboard") : nil
    let watchdog = Watchdog(label: "storyboard fuzz", seed: seed, bound: Self.watchdogBound)
    defer { watchdog.stop() }

    var refusals: [String: Int] = [:]
    var loaded = 0, instantiated = 0, slowest = (seconds: 0.0, name: "")
    var byMutation: [StoryboardMutator.Mutation: Int] = [:]
    let started = Date()
    for index in 0..<count {
      let source = index % corpus.count
      let (bytes, mutation) = mutator.mutate(source, using: &rng)
      byMutation[mutation, default: 0] += 1
      let name = "fuzz-\(index)-\(corpus[source].name).storyboard"
      watchdog.begin(index: index, name: name, bytes: bytes)
      if let trace { _ = FileManager.default.createFile(atPath: trace, contents: Data(bytes)) }
      let fileStart = ThreadCPUClock.now()
      do {
        let storyboard = try UIStoryboard(data: Data(bytes), name: "fuzz-\(index)", file: name)
        loaded += 1
        instantiated += instantiateScenes(of: storyboard)
      } catch {
        refusals[Self.kind(of: error), default: 0] += 1
        expectLocated(error, name: name, bytes: bytes, mutation: mutation)
      }
      let elapsed = ThreadCPUClock.now() - fileStart
      if elapsed > slowest.seconds { slowest = (elapsed, name) }
      #expect(elapsed < Self.perFileBound, "seed \(seed): \(name) (\(mutation)) took \(elapsed) CPU seconds")
      // Between files the main actor serves the other suites (a live server's sessions need it).
      watchdog.end()
      await Task.yield()
    }
    let mutations = byMutation.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }
    let refused = refusals.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    print("""
      storyboard fuzz: seed \(seed), \(count) files in \(String(format: "%.1f", Date().timeIntervalSince(started))) s \
      (slowest \(String(format: "%.3f", slowest.seconds)) CPU s, \(slowest.name)): \(loaded) loaded (\(instantiated) scenes \
      instantiated), \(count - loaded) refused (\(refused.joined(separator: ", "))); mutations: \(mutations.joined(separator: ", "))
      """)
    #expect(loaded > 0 && loaded < count)
    #expect(refusals["cycle", default: 0] > 0 && refusals["nesting", default: 0] > 0)
  }

  /// Instantiates the initial scene in a window, and a few scenes by storyboard ID; the number of
  /// scenes made.
  private func instantiateScenes(of storyboard: UIStoryboard) -> Int {
    var made = 0
    _ = MisuseReport.capture {
      if let initial = storyboard.instantiateInitialViewController() {
        let window = UIWindow(device: .iPhone16)
        window.rootViewController = initial
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        made += 1
      }
      for identifier in storyboard.identifiers.prefix(Self.scenesPerFile) {
        _ = storyboard.instantiateViewController(withIdentifier: identifier).view
        made += 1
      }
    }
    return made
  }

  /// What a refusal is about, for the summary.
  private static func kind(of error: StoryboardError) -> String {
    switch error.message {
    case let message where message.contains(" cycle: "): "cycle"
    case let message where message.contains("elements nest more than"): "nesting"
    case let message where message.contains("view controllers deep"): "chain"
    case let message where message.contains("view controllers through"): "multiplying"
    case let message where message.hasPrefix("not well-formed XML"): "xml"
    case let message where message.hasPrefix("not a storyboard"): "not a storyboard"
    default: "other"
    }
  }

  private func expectLocated(_ error: StoryboardError, name: String, bytes: [UInt8], mutation: StoryboardMutator.Mutation) {
    let text = error.description
    #expect(error.file == name)
    let newlines = bytes.count(where: { $0 == 0x0A })
    let lines = bytes.last == 0x0A ? newlines : newlines + 1
    if let line = error.line {
      #expect(line >= 1 && line <= max(lines, 1), "\(mutation): \(text.prefix(300)) (\(lines) lines)")
      #expect(text.hasPrefix("\(name):\(line): "), "\(mutation): \(text.prefix(300))")
    } else {
      Issue.record("\(mutation): not located: \(text.prefix(300))")
    }
    #expect(!text.contains("\n"), "\(mutation): \(text.prefix(300))")
    #expect(text.utf8.count < 600, "\(mutation): \(text.prefix(300))… (\(text.utf8.count) bytes)")
    #expect(!text.contains("libxml2 error"), "\(mutation): a code without words: \(text.prefix(300))")
  }
}
