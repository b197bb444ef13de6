import AdaptiveKit
import Foundation
import Testing
@testable import AdaptiveRendering

@Suite @MainActor
struct ScratchTests {
  @Test func writeScratch() throws {
    let cases: [(String, UIWindow)] = [
      ("nav", Screens.navigationStack().0), ("navroot", { let (w, n) = Screens.navigationStack(); n.popViewController(animated: false); return w }()),
      ("tabs", Screens.tabBar().0), ("sheet", Screens.pageSheet().0), ("form", Screens.formSheetOnPad().0),
    ]
    for (name, window) in cases {
      try AdaptiveRenderer.svg(for: window).write(toFile: "/tmp/render-\(name).svg", atomically: true, encoding: .utf8)
      try AdaptiveRenderer.text(for: window).write(toFile: "/tmp/render-\(name).txt", atomically: true, encoding: .utf8)
    }
  }
}
extension ScratchTests {
  @Test func printTree() {
    print(AdaptiveRenderer.layoutTree(for: Screens.pageSheet().0))
  }
}
