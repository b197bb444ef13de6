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

  @Test func aGlyphALineOrAPolygonMovedElsewhereIsTheSameSVGDocument() {
    let chevron = DisplayElement(id: "r1", label: "row", role: .row, shape: .symbol("chevron.right"),
                                 frame: CGRect(x: 358, y: 55, width: 8, height: 14), stroke: Color(hex: 0xC4C4C7), lineWidth: 2)
    let separator = DisplayElement(id: "r1", label: "row", role: .row,
                                   shape: .line(from: CGPoint(x: 78, y: 91.75), to: CGPoint(x: 382, y: 91.75)),
                                   frame: .zero, stroke: Color(hex: 0x3C3C43), lineWidth: 0.5)
    let triangle = DisplayElement(id: "p1", label: "arrow", role: .popover,
                                  shape: .polygon([CGPoint(x: 100, y: 20), CGPoint(x: 110, y: 8), CGPoint(x: 120, y: 20)]),
                                  frame: .zero, fill: Color(hex: 0xFFFFFF))
    for (element, viewBox) in [(chevron, "0 0 8 14"), (separator, "0 0 304 1"), (triangle, "0 0 20 12")] {
      var moved = element
      moved.frame = element.frame.offsetBy(dx: 742.5, dy: -3)
      switch element.shape {
      case let .line(from, to):
        moved.shape = .line(from: CGPoint(x: from.x + 742.5, y: from.y - 3), to: CGPoint(x: to.x + 742.5, y: to.y - 3))
      case let .polygon(points):
        moved.shape = .polygon(points.map { CGPoint(x: $0.x + 742.5, y: $0.y - 3) })
      default:
        break
      }
      // Drawn from its bounds' origin: the page places it at its bounds, which moved.
      #expect(moved.svgFragment == element.svgFragment)
      #expect(moved.bounds == element.bounds.offsetBy(dx: 742.5, dy: -3))
      #expect(element.svgFragment.contains("viewBox=\"\(viewBox)\""))
    }
    // The separator's line runs across its view box's top, from its origin.
    #expect(separator.svgFragment.contains(#"x1="0" y1="0" x2="304" y2="0""#))
  }

  @Test func theDynamicIslandComesLastOverEverything() {
    let (window, _) = Screens.navigationStack()
    let elements = AdaptiveRenderer.frame(for: window).displayList.pageElements { _ in "" }
    #expect(elements.last?.key == "dynamicIsland:rect:0")
    #expect(elements.last?.role == "hardware")
    #expect(Set(elements.map(\.key)).count == elements.count)
  }
}
