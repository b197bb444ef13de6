import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

/// The page-element backend: one positioned box per display element, keyed by identity.
@Suite(.checksInvariants) @MainActor
struct PageElementBackendTests {
  @Test func eachElementBecomesABoxKeyedByItsNodeKindAndRank() {
    let list = DisplayList(size: CGSize(width: 100, height: 200), deviceName: nil, screenCornerRadius: 10, elements: [
      DisplayElement(id: "c1", label: "vc0", role: .controller, shape: .rect(cornerRadius: 4),
                     frame: CGRect(x: 0, y: 0, width: 100, height: 200), fill: Color(hex: 0xFF0000)),
      DisplayElement(id: "c1", label: "vc0", role: .controller, shape: .rect(cornerRadius: 0),
                     frame: CGRect(x: 0, y: 0, width: 100, height: 1), stroke: Color(hex: 0, alpha: 0.5)),
      DisplayElement(id: "v2", label: "vc0.label0", role: .label,
                     shape: .text("Hello", fontSize: 17, weight: .semibold, alignment: .center),
                     frame: CGRect(x: 10, y: 20, width: 80, height: 22), fill: Color(hex: 0)),
      DisplayElement(id: "v3", label: "vc0.image0", role: .image, shape: .picture(Data([1, 2, 3]), crops: true),
                     frame: CGRect(x: 0, y: 50, width: 100, height: 75)),
      DisplayElement(id: "c1.bar.back", label: "nav0.bar.back", role: .backButton, shape: .symbol("chevron.left"),
                     frame: CGRect(x: 8, y: 10, width: 13, height: 22), stroke: Color(hex: 0x007AFF), lineWidth: 3,
                     clip: Clip(rect: CGRect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 2)),
    ])
    var pictures: [Data] = []
    let elements = list.pageElements { data in
      pictures.append(data)
      return "/picture/\(pictures.count)"
    }
    #expect(elements.map(\.key) == ["c1:rect:0", "c1:rect:1", "v2:text:0", "v3:img:0", "c1.bar.back:svg:0"])
    #expect(elements[0].fill == "rgba(255,0,0,1.0)" && elements[0].stroke == nil && elements[0].radius == 4)
    #expect(elements[1].stroke == "rgba(0,0,0,0.5)" && elements[1].lineWidth == 1)
    #expect(elements[2].text == "Hello" && elements[2].weight == 600 && elements[2].align == "center")
    #expect(elements[3].src == "/picture/1" && elements[3].cover == true && pictures == [Data([1, 2, 3])])
    #expect(elements[4].svg?.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") == true)
    #expect(elements[4].clip == [0, 0, 50, 50, 2] && elements[4].role == "backButton")
  }

  @Test func theDynamicIslandComesLastOverEverything() {
    let (window, _) = Screens.navigationStack()
    let elements = AdaptiveRenderer.frame(for: window).displayList.pageElements { _ in "" }
    #expect(elements.last?.key == "dynamicIsland:rect:0")
    #expect(elements.last?.role == "hardware")
    #expect(Set(elements.map(\.key)).count == elements.count)
  }
}
