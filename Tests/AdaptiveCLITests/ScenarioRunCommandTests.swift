import Foundation
import Testing

@Suite
struct ScenarioRunCommandTests {
  @Test func passingScenarioPrintsAPassLinePerStepAndExitsZero() throws {
    let run = try AdaptiveTool.run("scenario", "run", AdaptiveTool.example("sc01-show-pushes-in-navigation.yaml"))
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.filter { $0.hasPrefix("PASS") }.count == 5)
    #expect(lines.contains("PASS  4 back  (tapped nav0.bar.back: back button \"Inbox\": pops the navigation stack)"))
    #expect(lines.contains("SC01 show pushes inside a navigation controller (iphone-16): 5 passed, 0 failed"))
    #expect(lines.last == "1 runs, 0 failing: 5 passed, 0 failed")
  }

  /// A scenario whose second step fails at line 6: the top is Inbox, not Message.
  static func wrongTopScenario() -> String {
    AdaptiveTool.scenarioFile("""
      name: Wrong
      device: iphone-16
      root: {navigation: [Inbox]}
      steps:
        - expect: {top: Inbox}
        - expect: {top: Message}
      """)
  }

  @Test func failingStepPrintsFileLineAndExitsOne() throws {
    let file = Self.wrongTopScenario()
    let run = try AdaptiveTool.run("scenario", "run", file)
    #expect(run.status == 1)
    #expect(run.stdout.contains("PASS  1 expect top=Inbox"))
    #expect(run.stdout.contains("FAIL  2 expect top=Message\n      \(file):6:5: top is \"Inbox\", expected \"Message\""))
    #expect(run.stdout.contains("Wrong (iphone-16): 1 passed, 1 failed"))
  }

  @Test func severalFilesOnSeveralDevices() throws {
    let run = try AdaptiveTool.run(
      "scenario", "run", "--quiet", AdaptiveTool.example("sc22-default-style-is-page-sheet.yaml"),
      AdaptiveTool.example("sc03-no-container-presents.yaml"), "--device", "iphone-se", "--device", "ipad-mini")
    #expect(run.status == 0, "\(run.stdout)")
    // Quiet: nothing for passing runs, only the totals.
    #expect(run.stdout == "4 runs, 0 failing: 16 passed, 0 failed\n")
  }

  @Test func quietPrintsAFailingRunWithItsFailingStepsOnly() throws {
    let file = Self.wrongTopScenario()
    let passing = AdaptiveTool.scenarioFile("""
      name: Right
      device: iphone-16
      root: {navigation: [Inbox]}
      steps:
        - expect: {top: Inbox}
      """)
    let run = try AdaptiveTool.run("scenario", "run", "--quiet", passing, file)
    #expect(run.status == 1)
    #expect(run.stdout == """
      Wrong — \(file) on iphone-16
        FAIL  2 expect top=Message
            \(file):6:5: top is "Inbox", expected "Message"
        Wrong (iphone-16): 1 passed, 1 failed
      2 runs, 1 failing: 2 passed, 1 failed

      """)
  }

  @Test func theSameScenarioFailsOnADeviceWhereUIKitBehavesDifferently() throws {
    // SC26 on an iPad: regular width, so the delegate is not asked and the sheet stays a sheet.
    let run = try AdaptiveTool.run("scenario", "run", AdaptiveTool.example("sc26-adaptive-style-full-screen.yaml"), "--device", "ipad-air-11")
    #expect(run.status == 1)
    #expect(run.stdout.contains("expected fullScreen"))
  }

  @Test func aRunWhoseHierarchyCannotBeBuiltFailsAtStepZeroAndTheOthersGoOn() throws {
    let bad = AdaptiveTool.scenarioFile("name: Nested\ndevice: iphone-16\nroot: {tabs: [{tabs: [A]}]}\n")
    let run = try AdaptiveTool.run("scenario", "run", bad, AdaptiveTool.example("sc22-default-style-is-page-sheet.yaml"))
    #expect(run.status == 1)
    #expect(run.stdout.contains("  FAIL  0 build the initial hierarchy\n      \(bad):3:7: the initial hierarchy was refused: "))
    #expect(run.stdout.contains("Nested (iphone-16): 0 passed, 1 failed"))
    #expect(run.stdout.contains("(iphone-16): 2 passed, 0 failed"))
    #expect(run.stdout.hasSuffix("2 runs, 1 failing: 2 passed, 1 failed\n"))
  }

  @Test func aDirectoryRunsEveryScenarioBelowItAndTheResultsAreWrittenAsJUnitAndJSON() throws {
    let directory = NSTemporaryDirectory() + "scenarios-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory + "/nested", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try "name: Good\ndevice: iphone-16\nroot: {navigation: [Inbox]}\nsteps:\n  - expect: {top: Inbox}\n"
      .write(toFile: directory + "/a-good.yaml", atomically: true, encoding: .utf8)
    try "name: Bad <&>\ndevice: iphone-16\nroot: {navigation: [Inbox]}\nsteps:\n  - expect: {top: Message}\n"
      .write(toFile: directory + "/nested/b-bad.yaml", atomically: true, encoding: .utf8)
    try "not a scenario".write(toFile: directory + "/notes.txt", atomically: true, encoding: .utf8)
    let junit = directory + "/report.xml", json = directory + "/report.json"
    let run = try AdaptiveTool.run("scenario", "run", directory, "--junit", junit, "--json", json)
    #expect(run.status == 1)
    #expect(run.stdout.hasSuffix("2 runs, 1 failing: 1 passed, 1 failed\n"))
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains("<testsuites name=\"adaptive scenario run\" tests=\"2\" failures=\"1\">"))
    #expect(xml.contains("<testsuite name=\"Bad &lt;&amp;&gt; (iphone-16)\" tests=\"1\" failures=\"1\">"))
    #expect(xml.contains("<failure message=\"top is &quot;Inbox&quot;, expected &quot;Message&quot;\">\(directory)/nested/b-bad.yaml:5:5: top is"))
    let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [[String: Any]])
    #expect(document.map { $0["passed"] as? Bool } == [true, false])
    #expect((document[1]["file"] as? String) == directory + "/nested/b-bad.yaml")
  }

  @Test func aDirectoryWithoutScenariosIsBadInput() throws {
    let directory = NSTemporaryDirectory() + "empty-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try AdaptiveTool.run("scenario", "run", directory)
    #expect(run.status == 2)
    #expect(run.stderr == "error: \(directory): the directory holds no scenario file (.yaml)\n")
  }
}
