import Foundation
import Testing

@Suite
struct RenderAndFilmstripTests {
  @Test func renderTextAfterAllStepsAndAfterStepN() throws {
    let example = AdaptiveTool.example("sc23-page-sheet-card-vs-full-screen.yaml")
    let afterCard = try AdaptiveTool.run("render", example, "--step", "1")
    #expect(afterCard.status == 0)
    #expect(afterCard.stdout.contains("\"Card\""))
    #expect(afterCard.stdout.contains("pageSheet"))
    let initial = try AdaptiveTool.run("render", example, "--step", "0")
    #expect(initial.stdout.contains("\"Home\""))
    #expect(!initial.stdout.contains("\"Card\""))
    let end = try AdaptiveTool.run("render", example)
    #expect(end.status == 0)
    #expect(!end.stdout.contains("\"Cover\""))
  }

  @Test func renderOnAnotherDeviceAndOrientation() throws {
    let run = try AdaptiveTool.run("render", AdaptiveTool.example("sc01-show-pushes-in-navigation.yaml"), "--device", "ipad-mini", "--orientation", "landscape", "--step", "0")
    #expect(run.status == 0)
    #expect(run.stdout.contains("iPad mini"))
    #expect(run.stdout.contains("1133"))
  }

  @Test func renderSVGToAFile() throws {
    let output = (AdaptiveTool.temporaryDirectory() as NSString).appendingPathComponent("screen.svg")
    let run = try AdaptiveTool.run("render", AdaptiveTool.example("sc01-show-pushes-in-navigation.yaml"), "--format", "svg", "--output", output, "--step", "2")
    #expect(run.status == 0)
    #expect(run.stdout.isEmpty)
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.contains("Message"))
    #expect(svg.hasSuffix("</svg>") || svg.hasSuffix("</svg>\n"))
  }

  @Test func filmstripWritesOneSVGPerStepAndAnIndex() throws {
    let directory = (AdaptiveTool.temporaryDirectory() as NSString).appendingPathComponent("strip")
    let run = try AdaptiveTool.run("filmstrip", AdaptiveTool.example("sc28-swipe-dismisses-navigation-not-at-root.yaml"), "--output", directory)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("\(directory)/index.html\n"))
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(files == ["index.html", "step-00.svg", "step-01.svg", "step-02.svg", "step-03.svg", "step-04.svg", "step-05.svg"])
    let html = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
    #expect(html.contains("<img src=\"step-05.svg\""))
    #expect(html.contains("5 passed, 0 failed"))
  }

  @Test func demoPlaysInTheTerminalAndWritesItsFilmstrip() throws {
    let directory = (AdaptiveTool.temporaryDirectory() as NSString).appendingPathComponent("demo")
    let run = try AdaptiveTool.run("demo", "--scenario", AdaptiveTool.example("sc23-page-sheet-card-vs-full-screen.yaml"), "--output", directory)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("── 1 tap \"Card\" ── PASS"))
    #expect(run.stdout.contains("<UIWindow> iPhone 16"))
    #expect(run.stdout.hasSuffix("Filmstrip: \(directory)/index.html\n"))
    #expect(FileManager.default.fileExists(atPath: directory + "/step-10.svg"))
  }

  @Test func bundledDemoPassesEveryStep() throws {
    let run = try AdaptiveTool.run("demo", "--terminal")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stdout.contains("── FAIL") && !run.stdout.contains("FAIL\n"))
    let path = try #require(run.stdout.split(separator: "\n").last?.replacingOccurrences(of: "Filmstrip: ", with: ""))
    #expect(FileManager.default.fileExists(atPath: path))
  }
}
