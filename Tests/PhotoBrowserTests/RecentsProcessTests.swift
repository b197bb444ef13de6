import Foundation
import Testing
import PhotoBrowser
import AdaptiveTestSupport

/// The recents across processes: a second process reads what the first wrote, and a process
/// killed with SIGKILL while it writes loses at most the photo it was adding. The second process is
/// this test binary again, running only ``RecentsChildProcess/run()`` with the suite and the role
/// in its environment. The waits for the child run off the main actor, which other suites share.
@Suite(.checksInvariants) @MainActor
struct RecentsProcessTests {
  private let photos = try! BundledPhotoSource().loadPhotosNow()

  /// Starts the child process in a role (`write` adds photos endlessly, `read` prints the recents).
  private func child(_ role: String, suite: String) throws -> (Process, Pipe) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--testing-library", "swift-testing", "--filter", "RecentsChildProcess"]
    var environment = ProcessInfo.processInfo.environment
    environment[RecentsChildProcess.suiteVariable] = suite
    environment[RecentsChildProcess.roleVariable] = role
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    return (process, output)
  }

  /// Removes a suite's files (the store's and its copies').
  private func forget(_ suite: String) {
    for name in [suite] + RecentPhotos(suiteName: suite).copySuiteNames { UserDefaults.standard.removePersistentDomain(forName: name) }
  }

  /// Everything the child writes until it closes its output, read off the main actor.
  private func readToEnd(_ output: Pipe) async -> String {
    let handle = output.fileHandleForReading
    return await Task.detached { String(decoding: handle.readDataToEndOfFile(), as: UTF8.self) }.value
  }

  /// What the child writes until it has said `ADDED` `count` times (or a minute passed, or it
  /// closed its output), read off the main actor.
  private func readUntilAdded(_ count: Int, from output: Pipe) async -> String {
    let handle = output.fileHandleForReading
    return await Task.detached {
      var text = ""
      let started = Date()
      while Self.lines(text, prefix: "ADDED ").count < count, Date().timeIntervalSince(started) < 60 {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        text += String(decoding: chunk, as: UTF8.self)
      }
      return text
    }.value
  }

  /// The lines the child printed with a prefix, without it.
  nonisolated private static func lines(_ text: String, prefix: String) -> [String] {
    text.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
  }

  @Test func SC33_aSecondProcessReadsTheRecentsTheFirstWrote() async throws {
    let (recents, suite) = makeRecents()
    defer { forget(suite) }
    recents.add(photos[3])
    recents.add(photos[7])
    let (process, output) = try child("read", suite: suite)
    let text = await readToEnd(output)
    process.waitUntilExit()
    #expect(Self.lines(text, prefix: "RECENT ") == [photos[7].id, photos[3].id])
  }

  @Test(arguments: [40, 150, 400])
  func SC33_aKillDuringWritesLosesAtMostThePhotoBeingAdded(afterAdds adds: Int) async throws {
    let suite = "PhotoBrowserTests.kill.\(UUID().uuidString)"
    defer { forget(suite) }
    let (process, output) = try child("write", suite: suite)
    var text = await readUntilAdded(adds, from: output)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    text += await readToEnd(output)
    let added = Self.lines(text, prefix: "ADDED ")
    try #require(added.count >= adds)

    // A new launch reads the store from disk: a whole list, never replaced as corrupt.
    let (reader, readerOutput) = try child("read", suite: suite)
    let stored = Self.lines(await readToEnd(readerOutput), prefix: "RECENT ")
    reader.waitUntilExit()
    let confirmed = Array(added.reversed().prefix(RecentPhotos.limit))
    let lastAdded = try #require(added.last)
    let next = photos[(photos.firstIndex { $0.id == lastAdded }! + 1) % photos.count].id
    #expect(stored == confirmed || stored == Array(([next] + confirmed).prefix(RecentPhotos.limit)),
            "stored \(stored.prefix(3))… after \(added.count) adds, last confirmed \(lastAdded)")
  }
}

/// The child process's side (skipped unless this binary is started as the child).
@Suite(.checksInvariants) @MainActor
struct RecentsChildProcess {
  nonisolated static let suiteVariable = "PHOTO_BROWSER_RECENTS_SUITE"
  nonisolated static let roleVariable = "PHOTO_BROWSER_RECENTS_ROLE"

  @Test(.enabled(if: ProcessInfo.processInfo.environment[suiteVariable] != nil))
  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    let recents = RecentPhotos(suiteName: environment[Self.suiteVariable]!)
    func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    if environment[Self.roleVariable] == "read" {
      for photo in recents.photos { say("RECENT \(photo.id)") }
      return
    }
    // Adds the photos in turn, endlessly, saying each one once it is stored; the parent kills it.
    let photos = try BundledPhotoSource().loadPhotosNow()
    for index in 0..<1_000_000 {
      let photo = photos[index % photos.count]
      recents.add(photo)
      say("ADDED \(photo.id)")
    }
  }
}
