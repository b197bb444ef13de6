import Foundation
import Testing

/// Bad input of every kind ends with one line on standard error and status 2, never a crash.
@Suite
struct BadInputTests {
  private func expectBadInput(_ arguments: [String], contains expected: String) throws {
    let run = try AdaptiveTool.run(arguments)
    #expect(run.status == 2, "\(arguments): \(run.stdout)\(run.stderr)")
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(run.stderr)")
    #expect(run.stderr.hasPrefix("error: "))
    #expect(run.stderr.contains(expected), "\(run.stderr)")
    #expect(!run.stderr.contains("Fatal error"))
  }

  @Test func missingFile() throws {
    try expectBadInput(["scenario", "run", "/no/such.yaml"], contains: "/no/such.yaml: no such file")
    try expectBadInput(["render", "/no/such.yaml"], contains: "/no/such.yaml: no such file")
    try expectBadInput(["filmstrip", "/no/such.yaml", "--output", AdaptiveTool.temporaryDirectory()], contains: "no such file")
    try expectBadInput(["demo", "--scenario", "/no/such.yaml"], contains: "no such file")
    try expectBadInput(["serve", "/no/such.yaml"], contains: "/no/such.yaml: no such file")
  }

  @Test func servingOnAPortInUseIsOneLine() throws {
    // Hold a port, then ask the demo to serve on it.
    let holder = try AdaptiveTool.start(["demo", "--port", "0"])
    defer { holder.process.terminate() }
    let port = try #require(holder.firstLine.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) })
    try expectBadInput(["demo", "--port", "\(port)"], contains: "port \(port) is in use")
    try expectBadInput(["demo", "--variant", "better"], contains: "unknown variant 'better'")
    try expectBadInput(["demo", "--workers", "65"], contains: "--workers 65 is not between 0 and 64")
  }

  @Test func docsRefusesAnUnknownTargetAndAFolderWithoutThePackage() throws {
    try expectBadInput(["docs", "--target", "UIKit"], contains: "unknown target 'UIKit'")
    try expectBadInput(["docs", "--port", "70000"], contains: "port 70000 is not between 0 and 65535")
  }

  @Test func aMalformedStoryboardNamesItsLine() throws {
    let folder = AdaptiveTool.temporaryDirectory()
    let file = (folder as NSString).appendingPathComponent("Main.storyboard")
    try "<document>\n<scenes>\n<scene>\n</scenes>\n</document>\n".write(toFile: file, atomically: true, encoding: .utf8)
    try expectBadInput(["render", file], contains: "Main.storyboard:4: <scene>: not well-formed XML (a closing tag does not match the element, opened on line 3)")
    try expectBadInput(["render", (folder as NSString).appendingPathComponent("Missing.storyboard")], contains: "no such file")
  }

  @Test func malformedYAMLNamesTheLine() throws {
    let file = AdaptiveTool.scenarioFile("device: iphone-16\nroot:\n  navigation: [A, B\nsteps: []\n")
    try expectBadInput(["scenario", "run", file], contains: "\(file):4:")
    try expectBadInput(["render", file], contains: "malformed YAML")
  }

  @Test func invalidScenarioNamesTheLine() throws {
    let file = AdaptiveTool.scenarioFile("device: iphone-16\nroot: A\nsteps:\n  - jump: high\n")
    try expectBadInput(["scenario", "run", file], contains: "\(file):4:5: unknown step 'jump'")
  }

  @Test func unknownDevice() throws {
    let example = AdaptiveTool.example("sc01-show-pushes-in-navigation.yaml")
    try expectBadInput(["scenario", "run", example, "--device", "iphone-99"], contains: "unknown device 'iphone-99'; expected one of iphone-se")
    try expectBadInput(["render", example, "--device", "nokia"], contains: "unknown device 'nokia'")
    let file = AdaptiveTool.scenarioFile("device: pixel\nroot: A\n")
    try expectBadInput(["scenario", "run", file], contains: "\(file):1:9: unknown device 'pixel'")
  }

  @Test func badOptions() throws {
    let example = AdaptiveTool.example("sc01-show-pushes-in-navigation.yaml")
    try expectBadInput(["render", example, "--format", "gif"], contains: "Please provide one of 'text', 'svg' or 'png'")
    try expectBadInput(["render", example, "--orientation", "sideways"], contains: "unknown orientation 'sideways'")
    try expectBadInput(["render", example, "--step", "99"], contains: "--step 99 is out of range")
    try expectBadInput(["render"], contains: "Missing expected argument")
    try expectBadInput(["scenario", "run"], contains: "Missing expected argument")
    try expectBadInput(["frobnicate"], contains: "frobnicate")
    try expectBadInput(["filmstrip", example], contains: "--output")
  }
}
