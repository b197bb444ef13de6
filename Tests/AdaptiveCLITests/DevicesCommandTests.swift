import Foundation
import Testing

@Suite
struct DevicesCommandTests {
  @Test func listsEveryDeviceWithSizeClassesPerOrientation() throws {
    let run = try AdaptiveTool.run("devices")
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("ID ") == true)
    func row(_ id: String) -> String? { lines.first { $0.hasPrefix(id + " ") } }
    #expect(row("iphone-se")?.contains("375x667 C/R") == true)
    #expect(row("iphone-se")?.contains("667x375 C/C") == true)
    #expect(row("iphone-16")?.contains("852x393 C/C") == true)
    #expect(row("iphone-16-pro-max")?.contains("956x440 R/C") == true)
    #expect(row("ipad-mini")?.contains("744x1133 R/R") == true)
    #expect(row("iphone-duo")?.contains("466x678 C/R") == true)
    #expect(row("iphone-duo")?.contains("678x466 C/C") == true)
    #expect(lines.contains { $0.contains("(open)") && $0.contains("669x951 R/R") && $0.contains("951x669 R/R") })
    #expect(row("ipad-pro-13")?.contains("1376x1032 R/R") == true)
  }

  @Test func listsTodaysIPhonesAndIPads() throws {
    let run = try AdaptiveTool.run("devices")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    func row(_ id: String) -> String? { lines.first { $0.hasPrefix(id + " ") } }
    #expect(row("iphone-17")?.contains("874x402 C/C") == true)
    #expect(row("iphone-17-pro")?.contains("iPhone 17 Pro ") == true)
    #expect(row("iphone-air")?.contains("420x912 C/R") == true)
    #expect(row("iphone-air")?.contains("912x420 R/C") == true)
    #expect(row("iphone-17-pro-max")?.contains("956x440 R/C") == true)
    #expect(row("ipad-a16")?.contains("iPad (A16)") == true)
    #expect(row("ipad-pro-11")?.contains("834x1210 R/R") == true)
    #expect(row("ipad-air-13")?.contains("1366x1024 R/R") == true)
    let pro11 = try #require(lines.first { $0.contains("ipad-pro-11") && $0.contains("landscape") && $0.contains("1/3") })
    #expect(pro11.contains("1/3 320 C/R · 1/2 600 C/R · 2/3 880 R/R · full 1210 R/R"))
  }

  @Test func listsMultitaskingWidthsOfIPads() throws {
    let run = try AdaptiveTool.run("devices")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let proLandscape = try #require(lines.first { $0.contains("ipad-pro-13") && $0.contains("landscape") && $0.contains("1/3") })
    #expect(proLandscape.contains("1/3 375 C/R · 1/2 683 R/R · 2/3 991 R/R · full 1376 R/R"))
    let airPortrait = try #require(lines.first { $0.contains("ipad-air-11") && $0.contains("portrait") && $0.contains("1/3") })
    #expect(airPortrait.contains("1/3 320 C/R · 2/3 490 C/R · full 820 R/R"))
    #expect(!lines.contains { $0.contains("iphone-16 ") && $0.contains("1/3") })
  }
}
