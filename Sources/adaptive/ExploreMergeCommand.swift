import AdaptiveExplore
import AdaptiveKit
import AdaptiveRendering
import AdaptiveScenario
import ArgumentParser
import Foundation

/// `adaptive explore merge DIR…`: the report of an exploration split with `--shard`, from the
/// shards' output directories.
struct ExploreMergeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Merge the records of 'adaptive explore --shard i/n' runs into the report of the whole exploration.",
    discussion: """
      Reads every shard-i-of-n.json under the directories given (the output directories of the \
      shards, copied from CI jobs for instance), merges the records of each device and \
      orientation, searches for dead ends, and prints and writes the report exactly as an \
      unsharded 'adaptive explore' with the same options does (--output and --json are \
      explore's). Every shard must be there, explored with the same limits.
      """
  )

  @Argument(help: ArgumentHelp("The shards' output directories.", valueName: "dir"))
  var directories: [String]

  /// `explore`'s options: `--output` (where the merged report goes) and `--json`.
  @ParentCommand var explore: ExploreCommand

  /// Writes `record` as `shard-i-of-n.json` into `folder` (created if needed) and returns its path.
  static func write(_ record: ExplorationShardRecord, into folder: String) throws -> String {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = (folder as NSString).appendingPathComponent("shard-\(record.shard.index)-of-\(record.shard.count).json")
    try JSONEncoder().encode(record).write(to: URL(fileURLWithPath: path))
    return path
  }

  @MainActor
  func run() async throws {
    // The records by their folder under each directory: "" for a run of one device and
    // orientation, `01-iphone-16-portrait` and so on for several, as the unsharded run names them.
    var groups: [String: [ExplorationShardRecord]] = [:]
    for directory in directories {
      guard let files = FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] else {
        throw CLIError("cannot read the directory '\(ScenarioError.excerpt(directory))'")
      }
      for file in files where (file as NSString).lastPathComponent.hasPrefix("shard-") && file.hasSuffix(".json") {
        let path = (directory as NSString).appendingPathComponent(file)
        guard let data = FileManager.default.contents(atPath: path),
              let record = try? JSONDecoder().decode(ExplorationShardRecord.self, from: data) else {
          throw CLIError("\(path): not a shard record written by 'adaptive explore --shard'")
        }
        groups[(file as NSString).deletingLastPathComponent, default: []].append(record)
      }
    }
    guard !groups.isEmpty else { throw CLIError("no shard-i-of-n.json under \(directories.joined(separator: ", "))") }
    var found = 0
    var reports: [ExplorationReport] = []
    for folder in groups.keys.sorted() {
      let records = groups[folder]!
      let first = records[0]
      guard let device = Device.named(first.device), let orientation = Vocabulary.orientations[first.orientation] else {
        throw CLIError("unknown device '\(first.device)' or orientation '\(first.orientation)' in a shard record")
      }
      let subject = try ExplorationSubject.make(first.source, apps: Apps.catalogue, device: device, orientation: orientation)
      let report = try Explorer.merge(records, of: subject)
      found += report.violations.count
      reports.append(report)
      let written = try ReportWriter.write(report, of: subject, to: (explore.output as NSString).appendingPathComponent(folder))
      if !explore.json { print(ExploreCommand.text(report, written: written)) }
    }
    if explore.json { try ExploreCommand.printJSON(reports) }
    if found > 0 { throw ExitCode.failure }
  }
}
