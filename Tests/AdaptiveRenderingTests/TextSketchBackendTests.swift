import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering

/// The text backend draws a display list and nothing else: every mark in the sketch comes from an
/// element of the list.
@Suite struct TextSketchBackendTests {
  private let tint = Color(hex: 0x007AFF), white = Color(hex: 0xFFFFFF)

  @Test func aHandMadeListSketchesItsBarRowsTabsPictureAndSheet() {
    let list = DisplayList(size: CGSize(width: 160, height: 160), deviceName: nil, screenCornerRadius: 0, elements: [
      DisplayElement(id: "bar", label: "nav0.bar", role: .navigationBar, shape: .rect(cornerRadius: 0),
                     frame: CGRect(x: 0, y: 0, width: 160, height: 32), fill: white),
      DisplayElement(id: "bar", label: "nav0.bar", role: .navigationBar, shape: .line(from: CGPoint(x: 0, y: 32), to: CGPoint(x: 160, y: 32)),
                     frame: CGRect(x: 0, y: 0, width: 160, height: 32)),
      DisplayElement(id: "back", label: "nav0.bar.back", role: .backButton, shape: .symbol("chevron.left"),
                     frame: CGRect(x: 8, y: 4, width: 13, height: 22)),
      DisplayElement(id: "back", label: "nav0.bar.back", role: .backButton,
                     shape: .text("Home", fontSize: 17, weight: .regular, alignment: .left), frame: CGRect(x: 25, y: 4, width: 40, height: 22), fill: tint),
      DisplayElement(id: "share", label: "nav0.bar.right0", role: .barButton, shape: .symbol("square.and.arrow.up"),
                     frame: CGRect(x: 128, y: 4, width: 22, height: 22), stroke: tint),
      DisplayElement(id: "row", label: "vc0.table0.row.0", role: .row, shape: .rect(cornerRadius: 0),
                     frame: CGRect(x: 0, y: 32, width: 160, height: 32), fill: Color(hex: 0xD1D1D6)),
      DisplayElement(id: "row", label: "vc0.table0.row.0", role: .row,
                     shape: .text("Ann", fontSize: 17, weight: .regular, alignment: .left), frame: CGRect(x: 16, y: 32, width: 60, height: 32)),
      DisplayElement(id: "row", label: "vc0.table0.row.0", role: .row, shape: .symbol("chevron.right"),
                     frame: CGRect(x: 136, y: 41, width: 8, height: 14)),
      DisplayElement(id: "photo", label: "vc0.image0", role: .image, shape: .picture(Data([1]), crops: false, name: "dunes"),
                     frame: CGRect(x: 0, y: 64, width: 80, height: 48)),
      DisplayElement(id: "sheet", label: "p0", role: .sheet, shape: .rect(cornerRadius: 10),
                     frame: CGRect(x: 96, y: 64, width: 64, height: 48), fill: white),
      DisplayElement(id: "tab0", label: "tabs0.bar.0", role: .tab,
                     shape: .text("One", fontSize: 10, weight: .medium, alignment: .center), frame: CGRect(x: 0, y: 128, width: 80, height: 32), fill: tint),
      DisplayElement(id: "tab1", label: "tabs0.bar.1", role: .tab,
                     shape: .text("Two", fontSize: 10, weight: .medium, alignment: .center), frame: CGRect(x: 80, y: 128, width: 80, height: 32), fill: Color(hex: 0x999999)),
      DisplayElement(id: "tab1", label: "tabs0.bar.1", role: .tab,
                     shape: .text("9", fontSize: 13, weight: .regular, alignment: .center), frame: CGRect(x: 126, y: 130, width: 18, height: 18), fill: white),
    ])
    // The bar cleared and ruled, `< Home` from the chevron and its title, the share glyph, the
    // selected row's `*` and its disclosure `>`, the named picture boxed, the sheet boxed and
    // cleared, the selected (tinted) tab bracketed and the badge left out.
    #expect(list.sketch == """
      +--------------------+
      | < Home         [^] |
      |--------------------|
      |                    |
      |* Ann            >  |
      |+--------+  +------+|
      || [dunes]|  |      ||
      |+--------+  +------+|
      |                    |
      |                    |
      |   [One]      Two   |
      +--------------------+
      """)
  }
}
