import AdaptiveExplore
import AdaptiveKit
import AdaptiveRendering
import AdaptiveScenario
import ArgumentParser
import Foundation

/// `adaptive explore`: every sequence of user actions, checked after each step.
struct ExploreCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explore",
    abstract: "Walk every sequence of user actions on an app and report the broken states, each with its shortest trace.",
    discussion: """
      Explores breadth first: taps on everything a tap reaches, back, swipes down (completed and \
      abandoned), taps outside, tabs, rotations, multitasking widths, text sizes (--text-size), \
      typing into text fields, and where the app has them the sidebar toggle, the inspector's \
      show/hide and drags of the window's edge (to the multitasking widths and a narrow free \
      width); states are told apart by what a user sees. After every action it \
      checks the properties: hierarchy-invariants, no-misuse, appearance-balanced, \
      detail-survives-expand, no-nested-navigation-bars, no-stale-popover, no-lost-edits, and \
      finally no-dead-end. Each violation is printed with its trace and written into the output \
      directory (explore-report/ unless --output says otherwise) as a scenario (trace.yaml, replayed \
      by 'adaptive scenario run') with a filmstrip. Exit status 1 when something is found, 0 when \
      nothing is. With --shard i/n it explores one part and writes its record instead; 'adaptive \
      explore merge' puts the parts together into the report of the whole run.
      """,
    subcommands: [ExploreMergeCommand.self]
  )

  @Option(name: .long, help: ArgumentHelp("The app to explore: photo-browser.", valueName: "app"))
  var app: String?

  @Option(name: .long, help: ArgumentHelp("The app's variant (the photo browser's: \(Apps.photoBrowserVariants)).", valueName: "variant"))
  var variant: String?

  @Option(name: .long, help: ArgumentHelp("A scenario file whose hierarchy (or app) to explore instead of --app.", valueName: "file"))
  var scenario: String?

  @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("The devices to explore on (see 'adaptive devices').", valueName: "id"))
  var device: [String] = ["iphone-16", "iphone-16-pro-max", "ipad-air-11"]

  @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("The orientations to start in: \(Vocabulary.orientationNames) (default: iPhones in portrait, iPads in landscape).", valueName: "orientation"))
  var orientation: [String] = []

  @Option(name: .long, help: ArgumentHelp("The longest trace explored.", valueName: "n"))
  var depth = 4

  @Option(name: .long, help: ArgumentHelp("The most states recorded per device and orientation.", valueName: "n"))
  var maxStates = 20_000

  @Option(name: .long, help: ArgumentHelp("The most seconds spent per device and orientation.", valueName: "s"))
  var seconds: Double?

  @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("Text sizes to switch to, such as XXXL AccessibilityXL.", valueName: "size"))
  var textSize: [String] = []

  @Option(name: .long, help: ArgumentHelp("Where to write each violation's trace.yaml and filmstrip, report.json and index.html.", valueName: "dir"))
  var output = "explore-report"

  @Flag(name: .long, inversion: .prefixedNo, help: "Turn the device and, on iPads, resize the window to each multitasking width.")
  var environment = true

  @Option(name: .long, help: ArgumentHelp("Worker processes expanding states in parallel (default: one per core; 1 explores in this process).", valueName: "n"))
  var workers: Int?

  @Flag(name: .long, help: "Print the reports as JSON instead of text.")
  var json = false

  @Option(name: .long, help: ArgumentHelp("Explore part i of n (i from 0) and write its record (shard-i-of-n.json) into the output directory, for 'adaptive explore merge'.", valueName: "i/n"))
  var shard: String?

  func validate() throws {
    guard depth >= 1, depth <= 50 else { throw ValidationError("--depth must be between 1 and 50") }
    guard maxStates >= 1 else { throw ValidationError("--max-states must be at least 1") }
    guard (1...64).contains(workers ?? 1) else { throw ValidationError("--workers must be between 1 and 64") }
    if let seconds, !(seconds > 0) { throw ValidationError("--seconds must be more than 0") }
    if let shard, ExplorationShard(shard) == nil { throw ValidationError("--shard must be i/n with 0 <= i < n, such as 0/3") }
  }

  @MainActor
  func run() async throws {
    // Checked here rather than in validate(), which runs before `explore merge` too.
    guard (app == nil) != (scenario == nil) else { throw CLIError("give either --app or --scenario") }
    let sizes = try textSize.map { name in
      guard let size = Vocabulary.textSize(named: name) else {
        throw CLIError("unknown text size '\(ScenarioError.excerpt(name))'; expected one of \(Vocabulary.textSizeNames)")
      }
      return size
    }
    let limits = ExplorationLimits(depth: depth, states: maxStates, seconds: seconds, textSizes: sizes, changesEnvironment: environment)
    var subjects: [ExplorationSubject] = []
    for identifier in device {
      let device = try Lookup.device(identifier)
      for name in orientation.isEmpty ? [device.idiom == .pad ? "landscape" : "portrait"] : orientation {
        guard let orientation = Vocabulary.orientations[name] else {
          throw CLIError("unknown orientation '\(ScenarioError.excerpt(name))'; expected one of \(Vocabulary.orientationNames)")
        }
        if let scenario {
          subjects.append(try ExplorationSubject.scenarioFile(scenario, apps: Apps.catalogue, device: device, orientation: orientation))
        } else if let app {
          subjects.append(try ExplorationSubject.app(app, variant: variant, from: Apps.catalogue, device: device, orientation: orientation))
        }
      }
    }
    let showsProgress = !json && isatty(2) != 0
    let workers = workers ?? ProcessInfo.processInfo.activeProcessorCount
    let pool = workers > 1 ? WorkerPool(executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
                                        arguments: ["explore-worker"], count: workers) : nil
    var found = 0
    var reports: [ExplorationReport] = []
    for (number, subject) in subjects.enumerated() {
      let explorer = Explorer(subject: subject, limits: limits, workers: pool, shard: shard.flatMap(ExplorationShard.init))
      let report = try explorer.run { progress in
        if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K\(subject.device.identifier): \(progress.line)".utf8)) }
      }
      if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
      let folder = subjects.count == 1 ? output
        : (output as NSString).appendingPathComponent(String(format: "%02d-%@-%@", number + 1, subject.device.identifier, Vocabulary.name(of: subject.orientation)))
      if let record = explorer.shardRecord {
        let path = try ExploreMergeCommand.write(record, into: folder)
        print("\(subject.name) on \(subject.device.identifier) (\(Vocabulary.name(of: subject.orientation))), shard \(record.shard): "
              + "\(record.expansions.count) states expanded, \(report.transitions) transitions; wrote \(path)")
        continue
      }
      found += report.violations.count
      reports.append(report)
      let written = try ReportWriter.write(report, of: subject, to: folder)
      if !json { print(Self.text(report, written: written)) }
    }
    if json && shard == nil { try Self.printJSON(reports) }
    if found > 0 { throw ExitCode.failure }
  }

  /// Prints `reports` as JSON, keys sorted.
  static func printJSON(_ reports: [ExplorationReport]) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(decoding: try encoder.encode(reports), as: UTF8.self))
  }

  /// The report's summary, then each violation with its trace and where it was written.
  static func text(_ report: ExplorationReport, written: [ReportWriter.WrittenViolation]) -> String {
    var lines = [report.summary]
    for (number, item) in written.enumerated() {
      lines += item.violation.lines(number: number + 1, steps: item.steps)
      lines.append("   written: \(item.directory)/trace.yaml\(item.replays ? "" : " (its replay fails a step)")")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// `adaptive explore-worker REQUEST ANSWER`: expands the states of a request file for `explore`.
struct ExploreWorkerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explore-worker", abstract: "Expand states for 'adaptive explore' (started by it, one per core).", shouldDisplay: false)

  @Argument(help: "The request file.")
  var request: String

  @Argument(help: "The answer file to write.")
  var answer: String

  @MainActor
  func run() async throws {
    try ExplorationWorker.run(requestPath: request, answerPath: answer, apps: Apps.catalogue)
  }
}
