import AdaptiveKit
import Foundation
import Testing
import AdaptiveScenario
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct FilmstripTests {
  @Test func writesOneSVGPerStepAndAnIndex() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("filmstrip-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let runner = try ScenarioRunner(scenario: Scenario.load(contentsOf: Examples.path("sc01-show-pushes-in-navigation.yaml")), apps: .photoBrowser)
    var observed: [String] = []
    let (frames, report) = try Filmstrip.write(runner, to: directory) { frame, _ in observed.append(frame.fileName) }
    #expect(frames.map(\.fileName) == ["step-00.svg", "step-01.svg", "step-02.svg", "step-03.svg", "step-04.svg", "step-05.svg"])
    #expect(observed == frames.map(\.fileName))
    #expect(report.passed)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(files == (frames.map(\.fileName) + ["index.html"]).sorted())
    let svg = try String(contentsOfFile: directory + "/step-02.svg", encoding: .utf8)
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.contains("Message"))
    let html = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
    let positions = frames.compactMap { html.range(of: "src=\"\($0.fileName)\"")?.lowerBound }
    #expect(positions.count == frames.count)
    #expect(positions == positions.sorted())
    #expect(html.contains("2 tap &quot;Message&quot;"))
    #expect(html.contains("5 passed, 0 failed"))
  }

  @Test func thePhotoBrowserTourShowsListsPhotosAndThePopover() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("filmstrip-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let runner = try ScenarioRunner(scenario: Scenario.load(contentsOf: Examples.path("photo-browser/tour-fixed-iphone-pro-max-rotating.yaml")), apps: .photoBrowser)
    let (frames, report) = try Filmstrip.write(runner, to: directory)
    #expect(report.passed, "\(Examples.failures(report))")
    func svg(_ step: Int) throws -> String { try String(contentsOfFile: directory + "/" + frames[step].fileName, encoding: .utf8) }
    // The photographers, then a photographer's photos with thumbnails, then the image and its URL.
    #expect(try svg(0).contains("Tomás Novák"))
    #expect(try svg(2).components(separatedBy: "href=\"data:image/png;base64,").count - 1 == 8)
    let popover = try svg(6)
    #expect(popover.contains("Low tide"))
    #expect(popover.contains("href=\"data:image/png;base64,"))
    #expect(popover.contains("https://live.staticflickr.com/"))
    // Landscape: the list and the image side by side, the popover again.
    let landscape = try svg(10)
    #expect(landscape.contains("Amara Okafor") && landscape.contains("https://live.staticflickr.com/"))
  }

  @Test func unwritableDirectoryIsAnError() throws {
    let runner = try ScenarioRunner(scenario: Scenario.load(contentsOf: Examples.path("sc22-default-style-is-page-sheet.yaml")), apps: .photoBrowser)
    #expect(throws: ScenarioError.self) { try Filmstrip.write(runner, to: "/proc/no-such/dir") }
  }

  @Test func textRenderingShowsTheHierarchy() throws {
    let runner = try ScenarioRunner(scenario: Scenario.load(contentsOf: Examples.path("sc23-page-sheet-card-vs-full-screen.yaml")), apps: .photoBrowser)
    runner.runAll(through: 1)
    let text = ScenarioRendering.text(for: runner.window)
    #expect(text.contains("Home"))
    #expect(text.contains("Card"))
    #expect(text.contains("pageSheet"))
  }
}
