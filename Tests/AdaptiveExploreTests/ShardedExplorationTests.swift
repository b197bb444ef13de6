import AdaptiveExplore
import AdaptiveKit
import AdaptiveRendering
import AdaptiveScenario
import AdaptiveTestSupport
import Foundation
import Testing

/// An exploration split into shards, as CI splits a test suite, merges into the report of the
/// unsharded run.
@Suite(.serialized) @MainActor
struct ShardedExplorationTests {
  private func subject(_ variant: String, _ device: Device = .iPhone16) throws -> ExplorationSubject {
    try ExplorationSubject.app("photo-browser", variant: variant, from: .photoBrowser, device: device, orientation: .portrait)
  }

  /// The report without its seconds.
  private func comparable(_ report: ExplorationReport) -> [String] {
    [report.subject, report.device, report.orientation, "\(report.states)", "\(report.expandedStates)", "\(report.transitions)",
     "\(report.replayedActions)", "\(report.deepestTrace)", report.stoppedBy.rawValue]
      + report.violations.map { "\($0.property) \($0.message) \($0.trace) \($0.occurrences)" }
  }

  @Test(arguments: [1, 2, 3]) func shardsMergeIntoTheUnshardedReport(count: Int) throws {
    let limits = ExplorationLimits(depth: 3)
    let whole = try Explorer(subject: subject("naive"), limits: limits).run()
    #expect(!whole.violations.isEmpty)
    var records: [ExplorationShardRecord] = []
    for index in 0..<count {
      let explorer = Explorer(subject: try subject("naive"), limits: limits, shard: ExplorationShard(index: index, count: count))
      let part = try explorer.run()
      let record = try #require(explorer.shardRecord)
      // Each shard expands less than the whole (but for a single shard), and nothing twice.
      #expect(count == 1 || part.expandedStates < whole.expandedStates)
      #expect(Set(record.expansions.map(\.fingerprint)).count == record.expansions.count)
      records.append(record)
    }
    // Records travel between machines as JSON.
    let decoded = try records.map { try JSONDecoder().decode(ExplorationShardRecord.self, from: JSONEncoder().encode($0)) }
    let merged = try Explorer.merge(decoded.reversed(), of: subject("naive"))
    #expect(comparable(merged) == comparable(whole))
  }

  @Test func aMissingOrForeignShardIsRefusedByName() throws {
    let limits = ExplorationLimits(depth: 2)
    let first = Explorer(subject: try subject("fixed"), limits: limits, shard: ExplorationShard(index: 0, count: 2))
    _ = try first.run()
    let record = try #require(first.shardRecord)
    let missing = #expect(throws: ScenarioError.self) { try Explorer.merge([record], of: subject("fixed")) }
    #expect(missing?.message == "expected shards 0…1 of 2 once each, found 0")
    let foreign = #expect(throws: ScenarioError.self) { try Explorer.merge([record], of: subject("naive")) }
    #expect(foreign?.message.hasPrefix("shard 0/2 explored photo-browser (fixed) on iphone-16 (portrait), not photo-browser (naive)") == true)
    #expect(ExplorationShard("1/3") == ExplorationShard(index: 1, count: 3))
    #expect(ExplorationShard("3/3") == nil && ExplorationShard("-1/2") == nil && ExplorationShard("a/b") == nil && ExplorationShard("1") == nil)
  }
}
