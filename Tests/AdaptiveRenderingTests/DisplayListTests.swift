import AdaptiveKit
import Foundation
import Testing
@testable import AdaptiveRendering

@Suite @MainActor
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
