import Foundation
import Testing

/// `adaptive explore` from the command line: reports, exit status, written traces, workers.
@Suite(.serialized)
struct ExploreCommandTests {
  @Test func SC31_theNaiveVariantExitsOneAndWritesATraceThatScenarioRunReplays() throws {
    let directory = NSTemporaryDirectory() + "explore-cli-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try AdaptiveTool.run(["explore", "--app", "photo-browser", "--variant", "naive", "--device", "iphone-16",
                                    "--depth", "3", "--workers", "1", "--output", directory])
    #expect(run.status == 1)
    #expect(run.stdout.contains("no-dead-end"))
    #expect(run.stdout.contains("trace: tap: \"Tomás Novák\" → tap: \"Cactus bloom\""))
    let trace = directory + "/01-no-dead-end/trace.yaml"
    #expect(FileManager.default.fileExists(atPath: directory + "/01-no-dead-end/index.html"))
    #expect(FileManager.default.fileExists(atPath: directory + "/report.json"))
    let replay = try AdaptiveTool.run("scenario", "run", trace)
    #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
  }

  @Test func theFixedVariantExitsZero() throws {
    let directory = NSTemporaryDirectory() + "explore-cli-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try AdaptiveTool.run(["explore", "--app", "photo-browser", "--variant", "fixed", "--device", "iphone-16", "--depth", "2",
                                    "--output", directory])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("0 violations"))
  }

  @Test func workerProcessesGiveTheSameReportAsOneProcess() throws {
    func report(workers: Int) throws -> [[String: Any]] {
      let directory = NSTemporaryDirectory() + "explore-cli-\(UUID().uuidString)"
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let run = try AdaptiveTool.run(["explore", "--app", "photo-browser", "--variant", "naive", "--device", "iphone-16-pro-max",
                                      "--depth", "3", "--json", "--workers", String(workers), "--output", directory])
      #expect(run.status == 1, "\(run.stderr)")
      var reports = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
      // The seconds, and the actions replayed: one process starts expansions on the live windows it
      // keeps, where workers replay every state.
      for index in reports.indices {
        reports[index]["seconds"] = nil
        reports[index]["replayedActions"] = nil
      }
      return reports
    }
    let alone = try report(workers: 1)
    let shared = try report(workers: 2)
    #expect(NSArray(array: alone).isEqual(to: shared))
    #expect((alone.first?["violations"] as? [Any])?.count == 2)
  }

  /// Workers expand a whole depth at once; they stop at the time limit too, so a deep run with
  /// `--seconds` ends near it (without the limit, this run takes many minutes).
  @Test func workersStopAtTheTimeLimit() throws {
    let directory = NSTemporaryDirectory() + "explore-cli-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try AdaptiveTool.run(["explore", "--app", "photo-browser", "--variant", "modern", "--device", "ipad-air-11",
                                    "--depth", "8", "--seconds", "4", "--json", "--workers", "2", "--output", directory])
    #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
    let report = try #require((JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])?.first)
    #expect(report["stoppedBy"] as? String == "time")
    #expect(try #require(report["seconds"] as? Double) < 60)
    #expect(try #require(report["expandedStates"] as? Int) < (report["states"] as? Int ?? 0))
  }

  /// A run split in three, as three CI jobs would run it, merges into the unsharded run's report.
  @Test func threeShardsMergeIntoTheReportOfTheWholeRun() throws {
    let base = NSTemporaryDirectory() + "explore-shards-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: base) }
    let options = ["explore", "--app", "photo-browser", "--variant", "naive", "--device", "iphone-16", "iphone-16-pro-max", "--depth", "3"]
    func reports(_ stdout: String) throws -> [[String: Any]] {
      var reports = try #require(JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [[String: Any]])
      for index in reports.indices { reports[index]["seconds"] = nil }
      return reports
    }
    let whole = try AdaptiveTool.run(options + ["--json", "--output", base + "/whole"])
    #expect(whole.status == 1, "\(whole.stderr)")
    for index in 0..<3 {
      let shard = try AdaptiveTool.run(options + ["--shard", "\(index)/3", "--output", base + "/shard\(index)"])
      #expect(shard.status == 0, "\(shard.stderr)")
      #expect(shard.stdout.contains("shard \(index)/3"))
      #expect(FileManager.default.fileExists(atPath: base + "/shard\(index)/02-iphone-16-pro-max-portrait/shard-\(index)-of-3.json"))
    }
    let merged = try AdaptiveTool.run(["explore", "merge", base + "/shard0", base + "/shard1", base + "/shard2", "--json", "--output", base + "/merged"])
    #expect(merged.status == 1, "\(merged.stderr)")
    #expect(NSArray(array: try reports(merged.stdout)).isEqual(to: try reports(whole.stdout)))
    #expect(FileManager.default.fileExists(atPath: base + "/merged/01-iphone-16-portrait/01-no-dead-end/trace.yaml"))
    let missing = try AdaptiveTool.run("explore", "merge", base + "/shard0", base + "/shard2")
    #expect(missing.status == 2 && missing.stderr.contains("expected shards 0…2 of 3 once each, found 0, 2"), "\(missing.stderr)")
    let bad = try AdaptiveTool.run(options + ["--shard", "3/3"])
    #expect(bad.status == 2 && bad.stderr.contains("--shard must be i/n with 0 <= i < n"))
  }

  @Test func badOptionsAreOneLineErrors() throws {
    let neither = try AdaptiveTool.run("explore")
    #expect(neither.status == 2)
    #expect(neither.stderr.contains("give either --app or --scenario"))
    let depth = try AdaptiveTool.run("explore", "--app", "photo-browser", "--depth", "0")
    #expect(depth.status == 2 && depth.stderr.contains("--depth must be between 1 and 50"))
    let size = try AdaptiveTool.run("explore", "--app", "photo-browser", "--text-size", "huge")
    #expect(size.status == 2 && size.stderr.contains("unknown text size 'huge'"))
    let app = try AdaptiveTool.run("explore", "--app", "mail", "--device", "iphone-16")
    #expect(app.status == 2 && app.stderr.contains("unknown app 'mail'"))
  }
}
