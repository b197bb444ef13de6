public import AdaptiveKit
public import AdaptiveRendering
public import AdaptiveScenario
import Foundation

/// Worker processes an explorer hands each level of states to, so exploring uses every core
/// (AdaptiveKit is bound to the main actor: parallel work means processes).
///
/// The explorer splits the states of one depth into `count` runs in order, writes each run as an
/// ``ExplorationWorker/Request`` to a file, starts `executable` with `arguments` followed by the
/// request's path and the answer's path, and reads the answers back in the same order, so the
/// report is the same as with no workers. Workers check the built-in properties.
public struct WorkerPool: Sendable {
  /// The program to start (`adaptive`).
  public var executable: URL
  /// Its arguments before the two paths (`["explore-worker"]`).
  public var arguments: [String]
  /// How many workers run at once.
  public var count: Int

  /// A pool of `count` workers running `executable arguments REQUEST ANSWER`.
  public init(executable: URL, arguments: [String], count: Int) {
    self.executable = executable
    self.arguments = arguments
    self.count = max(1, count)
  }

  /// The expansions of the states `traces` reach, in order; nil for the states a worker had not
  /// expanded at `deadline` (each worker expands its run in order and stops there).
  func expand(_ traces: [[UserAction]], of subject: ExplorationSubject, limits: ExplorationLimits,
              until deadline: Date? = nil) throws(ScenarioError) -> [StateExpansion?] {
    let runs = min(count, traces.count)
    guard runs > 0 else { return [] }
    let directory = NSTemporaryDirectory() + "adaptive-explore-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      var processes: [(Process, String, Int)] = []
      for run in 0..<runs {
        let range = (traces.count * run / runs)..<(traces.count * (run + 1) / runs)
        let request = ExplorationWorker.Request(source: subject.source, device: subject.device.identifier,
                                                orientation: Vocabulary.name(of: subject.orientation),
                                                limits: limits, traces: Array(traces[range]),
                                                deadline: deadline?.timeIntervalSinceReferenceDate)
        let requestPath = directory + "/request-\(run).json"
        let answerPath = directory + "/answer-\(run).json"
        try JSONEncoder().encode(request).write(to: URL(fileURLWithPath: requestPath))
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments + [requestPath, answerPath]
        try process.run()
        processes.append((process, answerPath, range.count))
      }
      var expansions: [StateExpansion?] = []
      for (process, answerPath, count) in processes {
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
          throw ScenarioError("an exploration worker failed (exit status \(process.terminationStatus))", at: SourceLocation(file: executable.path))
        }
        let answered = try JSONDecoder().decode([StateExpansion].self, from: Data(contentsOf: URL(fileURLWithPath: answerPath)))
        expansions += answered.prefix(count).map(Optional.some) + Array(repeating: nil, count: max(0, count - answered.count))
      }
      return expansions
    } catch let error as ScenarioError {
      throw error
    } catch {
      throw ScenarioError("the exploration workers could not run: \(error.localizedDescription)", at: SourceLocation(file: executable.path))
    }
  }
}

/// The work of one worker process: expand the states a request names.
public enum ExplorationWorker {
  /// The states to expand, and how.
  public struct Request: Sendable, Codable {
    /// The subject.
    public var source: ExplorationSubject.Source
    /// Its device's identifier.
    public var device: String
    /// Its starting orientation.
    public var orientation: String
    /// The limits (the actions besides the on-screen ones).
    public var limits: ExplorationLimits
    /// The traces that reach the states, in order.
    public var traces: [[UserAction]]
    /// When to stop expanding (seconds since 2001-01-01), leaving the rest of the traces
    /// unanswered; nil for no limit.
    public var deadline: Double?
  }

  /// Reads the request at `requestPath` and writes the expansions, in order, to `answerPath`; the
  /// subject's apps come from `apps`.
  @MainActor
  public static func run(requestPath: String, answerPath: String, apps: AppCatalogue) throws(ScenarioError) {
    guard let data = FileManager.default.contents(atPath: requestPath),
          let request = try? JSONDecoder().decode(Request.self, from: data) else {
      throw ScenarioError("cannot read the worker request", at: SourceLocation(file: requestPath))
    }
    guard let device = Device.named(request.device), let orientation = Vocabulary.orientations[request.orientation] else {
      throw ScenarioError("unknown device '\(request.device)' or orientation '\(request.orientation)'", at: SourceLocation(file: requestPath))
    }
    let subject = try ExplorationSubject.make(request.source, apps: apps, device: device, orientation: orientation)
    let expander = StateExpander(subject: subject, limits: request.limits, properties: Explorer.builtInProperties)
    var expansions: [StateExpansion] = []
    for trace in request.traces {
      if let deadline = request.deadline, Date().timeIntervalSinceReferenceDate >= deadline { break }
      expansions.append(try expander.expand(trace))
    }
    guard let answer = try? JSONEncoder().encode(expansions), FileManager.default.createFile(atPath: answerPath, contents: answer) else {
      throw ScenarioError("cannot write the worker answer", at: SourceLocation(file: answerPath))
    }
  }
}
