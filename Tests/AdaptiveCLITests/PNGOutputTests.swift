import Foundation
import Testing

/// `render --format png`, `filmstrip --format png` and `scenario run --pictures`.
@Suite
struct PNGOutputTests {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The width and height in a PNG file's IHDR chunk.
  static func size(ofPNG bytes: [UInt8]) -> (Int, Int)? {
    guard bytes.count > 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
    func number(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }

  @Test func renderWritesAPNGOfTheWindowAndBezel() throws {
    let output = (AdaptiveTool.temporaryDirectory() as NSString).appendingPathComponent("screen.png")
    let run = try AdaptiveTool.run("render", AdaptiveTool.example("sc01-show-pushes-in-navigation.yaml"), "--format", "png", "--scale", "1", "--output", output)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.isEmpty)
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: output)))
    #expect(Array(bytes.prefix(8)) == Self.signature)
    let size = try #require(Self.size(ofPNG: bytes))
    #expect(size == (393 + 28, 852 + 28)) // iPhone 16 and its 14-point bezel
    #expect(Array(bytes.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
  }

  @Test func renderWithoutOutputWritesThePNGIntoATemporaryFolderAndPrintsItsPath() throws {
    let directory = AdaptiveTool.temporaryDirectory()
    let run = try AdaptiveTool.run(["render", AdaptiveTool.example("sc01-show-pushes-in-navigation.yaml"), "--format", "png", "--step", "1"], in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-render/sc01-show-pushes-in-navigation-step-1.png").path
    #expect(run.stdout == path + "\n")
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
  }

  @Test func renderRefusesAScaleOutOfRange() throws {
    let output = (AdaptiveTool.temporaryDirectory() as NSString).appendingPathComponent("screen.png")
    let run = try AdaptiveTool.run("render", AdaptiveTool.example("sc01-show-pushes-in-navigation.yaml"), "--format", "png", "--scale", "9", "--output", output)
    #expect(run.status == 2)
    #expect(run.stderr == "error: --scale 9.0 is out of range: expected 1 to 4\n")
  }

  @Test func filmstripWritesOnePNGPerStepAndAnIndexShowingThem() throws {
    let directory = (AdaptiveTool.temporaryDirectory() as NSString).appendingPathComponent("strip")
    let run = try AdaptiveTool.run("filmstrip", AdaptiveTool.example("sc23-page-sheet-card-vs-full-screen.yaml"), "--format", "png", "--output", directory)
    #expect(run.status == 0, "\(run.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(files.first == "index.html")
    #expect(files.dropFirst().allSatisfy { $0.hasPrefix("step-") && $0.hasSuffix(".png") })
    #expect(files.count > 3)
    let html = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
    #expect(html.contains("<img src=\"step-01.png\""))
    let first = try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/step-00.png")))
    #expect(Array(first.prefix(8)) == Self.signature)
  }

  @Test func scenarioRunWritesEachRunsFinalWindowAsSVGAndPNG() throws {
    let directory = (AdaptiveTool.temporaryDirectory() as NSString).appendingPathComponent("pictures")
    let run = try AdaptiveTool.run("scenario", "run", AdaptiveTool.example("sc01-show-pushes-in-navigation.yaml"), "--device", "iphone-se", "--pictures", directory)
    #expect(run.status == 0, "\(run.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(files == ["sc01-show-pushes-in-navigation-iphone-se.png", "sc01-show-pushes-in-navigation-iphone-se.svg"])
    let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/" + files[0])))
    #expect(Self.size(ofPNG: png).map { $0.0 > 0 && $0.1 > 0 } == true)
  }

  @Test func scenarioRunAlsoWritesTheWindowAfterAFailingStep() throws {
    let directory = (AdaptiveTool.temporaryDirectory() as NSString).appendingPathComponent("pictures")
    let run = try AdaptiveTool.run("scenario", "run", AdaptiveTool.example("sc12-collapsed-follows-size-class.yaml"), "--device", "ipad-mini", "--pictures", directory)
    #expect(run.status == 1)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(files.contains("sc12-collapsed-follows-size-class-ipad-mini.png"))
    #expect(files.contains { $0.hasPrefix("sc12-collapsed-follows-size-class-ipad-mini-step-") && $0.hasSuffix(".png") }, "\(files)")
  }
}
