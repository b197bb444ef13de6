import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct DisplayListTests {
  @Test func elementsCarryTheIDsOfTheirNodes() {
    let (window, _) = Screens.navigationStack()
    let list = AdaptiveRenderer.displayList(for: window)
    #expect(list.size == CGSize(width: 393, height: 852))
    #expect(list.deviceName == "iPhone 16")
    #expect(list.screenCornerRadius == 55)
    #expect(list.ids.first == "window")
    #expect(list.elements.contains { $0.label == "nav0.bar.back" })
    let back = list.elements(forID: "nav0.bar.back")
    #expect(back.map(\.shape).contains(.symbol("chevron.left")))
    #expect(back.contains { $0.shape == .text("Photographers", fontSize: 17, weight: .regular, alignment: .left) })
    #expect(list.elements(forID: "nav0.bar.title").first?.shape == .text("Ansel Adams", fontSize: 17, weight: .semibold, alignment: .center))
  }

  @Test func rowsDrawTitleDetailDisclosureAndSeparator() {
    let (window, navigation) = Screens.navigationStack()
    navigation.popViewController(animated: false)
    let row = AdaptiveRenderer.displayList(for: window).elements(forID: "vc0.table0.row.0")
    let shapes = row.map(\.shape)
    #expect(shapes.contains(.text("Ansel Adams", fontSize: 17, weight: .regular, alignment: .left)))
    #expect(shapes.contains(.text("12 photos", fontSize: 15, weight: .regular, alignment: .left)))
    #expect(shapes.contains(.symbol("chevron.right")))
    #expect(shapes.contains(.line(from: CGPoint(x: 16, y: 162.75), to: CGPoint(x: 393, y: 162.75))))
  }

  @Test func longTextIsTruncatedWithAnEllipsis() {
    let font = UIFont.systemFont(ofSize: 17)
    let cut = DisplayListBuilder.truncate("Henri Cartier-Bresson and friends", font: font, width: 120)
    #expect(cut.hasSuffix("…"))
    #expect(font.estimatedWidth(of: cut) <= 120)
    #expect(DisplayListBuilder.truncate("Short", font: font, width: 120) == "Short")
  }

  @Test func anImageWithDataIsEmbeddedInTheSVG() throws {
    // A 2×1 PNG made here: signature, IHDR, an IDAT of two RGB pixels, IEND.
    func chunk(_ kind: String, _ body: [UInt8]) -> [UInt8] {
      let bytes = Array(kind.utf8) + body
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      }
      let length = UInt32(body.count).bigEndian, check = (~crc).bigEndian
      return withUnsafeBytes(of: length, Array.init) + bytes + withUnsafeBytes(of: check, Array.init)
    }
    let header: [UInt8] = [0, 0, 0, 2, 0, 0, 0, 1, 8, 2, 0, 0, 0]
    let pixels: [UInt8] = [0x78, 0x01, 0x01, 0x07, 0x00, 0xF8, 0xFF, 0, 255, 0, 0, 0, 0, 255, 0x07, 0xFA, 0x01, 0xFF]
    let data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", pixels) + chunk("IEND", []))
    let image = try #require(UIImage(data: data))
    #expect(image.size == CGSize(width: 2, height: 1))
    let (window, navigation) = Screens.navigationStack()
    let imageView = UIImageView(image: image)
    imageView.contentMode = .scaleAspectFill
    navigation.topViewController?.view.addSubview(imageView)
    let pictures = AdaptiveRenderer.displayList(for: window).elements.filter {
      if case .picture(data, crops: true, _) = $0.shape { true } else { false }
    }
    #expect(pictures.count == 1)
    let svg = AdaptiveRenderer.svg(for: window)
    #expect(svg.contains("preserveAspectRatio=\"xMidYMid slice\" href=\"data:image/png;base64,\(data.base64EncodedString())\""))
  }

  @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
    let font = UIFont.systemFont(ofSize: 17)
    let lines = DisplayListBuilder.wrap("see https://live.staticflickr.com/65535/1_b.jpg now", font: font, width: 120, maxLines: 10)
    #expect(lines.count > 3)
    #expect(lines.first == "see")
    #expect(lines.joined() == "seehttps://live.staticflickr.com/65535/1_b.jpgnow")
    #expect(lines.dropLast().allSatisfy { font.estimatedWidth(of: $0) <= 120 })
  }

  @Test func svgHasTheDeviceOutlineAndSystemFonts() {
    let (window, _) = Screens.tabBar()
    let svg = AdaptiveRenderer.svg(for: window)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"421\" height=\"880\""))
    #expect(svg.contains("font-family=\"-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'SF Pro', 'Helvetica Neue', Helvetica"))
    #expect(svg.contains("<clipPath id=\"screen\"><rect x=\"0\" y=\"0\" width=\"393\" height=\"852\" rx=\"55\"/></clipPath>"))
    let tab = AdaptiveRenderer.layoutTree(for: window).node(withID: "tabs0.bar.tab1")
    #expect(tab?.id.hasSuffix(".bar.tab1") == true)
    #expect(svg.contains("data-id=\"\(tab?.id ?? "")\""))
  }

  @Test func textSketchShowsBarsRowsAndTabs() {
    let (window, _) = Screens.tabBar()
    let text = AdaptiveRenderer.text(for: window)
    #expect(text.hasPrefix(HierarchyDump.describe(window)))
    #expect(text.contains("Photographers"))
    #expect(text.contains("Ansel Adams"))
    #expect(text.contains("[Photographers]"))
    #expect(text.contains(">"))
  }
}

extension DisplayListTests {
  @Test func displayListRoundTripsThroughJSON() throws {
    let (window, _) = Screens.pageSheet()
    let list = AdaptiveRenderer.displayList(for: window)
    let data = try JSONEncoder().encode(list)
    #expect(try JSONDecoder().decode(DisplayList.self, from: data) == list)
  }
}
