import AdaptiveKit
import AdaptiveRendering
import AdaptiveTestSupport
import AdaptiveWeb
import Foundation
import Testing

/// What one message from the page renders: the action is resolved against the frame the page
/// drew, and one frame is rendered after it — one layout tree and one display list.
@Suite(.checksInvariants) @MainActor
struct RenderingCostTests {
  @Test func aTapFromThePageBuildsOneLayoutTreeAndOneDisplayList() throws {
    let session = try WebSession(app: "photo-browser", from: .photoBrowser, device: .iPhone16ProMax)
    _ = session.currentFrame()   // what the page drew when it connected
    for message in [#"{"type":"tapLabel","label":"Jonas Lindqvist"}"#, #"{"type":"action","action":{"kind":"back"}}"#,
                    #"{"type":"action","action":{"kind":"tapPoint","x":200,"y":300}}"#,
                    #"{"type":"action","action":{"kind":"rotate","orientation":"landscapeLeft"}}"#] {
      let trees = AdaptiveRenderer.layoutTreesBuilt, lists = AdaptiveRenderer.displayListsBuilt
      guard case .frame = session.handle(message) else { Issue.record("\(message) was refused"); continue }
      #expect(AdaptiveRenderer.layoutTreesBuilt - trees == 1, "\(message)")
      #expect(AdaptiveRenderer.displayListsBuilt - lists == 1, "\(message)")
    }
  }

  @Test func aRefusedTapRendersNothing() throws {
    let session = try WebSession(app: "photo-browser", from: .photoBrowser, device: .iPhone16ProMax)
    _ = session.currentFrame()
    let trees = AdaptiveRenderer.layoutTreesBuilt
    guard case .error = session.handle(#"{"type":"tapLabel","label":"Nobody"}"#) else { Issue.record("accepted"); return }
    #expect(AdaptiveRenderer.layoutTreesBuilt == trees)
  }
}
