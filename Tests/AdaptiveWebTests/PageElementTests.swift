import AdaptiveKit
import AdaptiveRendering
import AdaptiveTestSupport
import Foundation
import Testing
import AdaptiveWeb

/// The frame as positioned elements: keyed by identity, photos served by key.
@Suite(.serialized, .checksInvariants) @MainActor
struct PageElementTests {
  private func frame(of session: WebSession) throws -> FrameMessage {
    guard case .frame(let frame) = session.currentFrame() else { throw CancellationError() }
    return frame
  }

  @Test func aFramesElementsAreKeyedByIdentityAndKeepTheirKeysAcrossFrames() throws {
    let session = try WebSession(app: "photo-browser", from: .photoBrowser, device: .iPhone16ProMax)
    let first = try frame(of: session)
    var page = DrawnPage()
    page.draw(first)
    let keys = (first.elements ?? []).map(\.key)
    #expect(Set(keys).count == keys.count)
    #expect((first.elements ?? []).contains { $0.kind == .text && $0.text == "Amara Okafor" })
    #expect(first.bezel == 14 && first.screenCornerRadius > 0)
    let bar = try #require((first.elements ?? []).first { $0.role == "navigationBar" })
    let row = try #require(AdaptiveRenderer.target(labelOrID: "Amara Okafor", in: session.window))
    guard case .frame(let pushed) = session.handle(#"{"type":"action","action":{"kind":"tapElement","element":"\#(row.elementID)"}}"#) else {
      Issue.record("the tap was refused")
      return
    }
    // The navigation bar is the same element (same key) in the new frame.
    let drawn = page.draw(pushed)
    #expect(drawn.contains { $0.key == bar.key && $0.role == "navigationBar" })
    let photo = try #require(drawn.first { $0.kind == .img })
    let key = try #require(photo.src?.split(separator: "/").last.map(String.init))
    let data = try #require(session.pictures.picture(forKey: key))
    #expect(EncodedImage.mediaType(of: data) == "image/png")
    #expect(photo.cover != nil && photo.w > 0 && photo.h > 0)
  }

  @Test func glyphsAndLinesComeAsSVGAndBoxesAsCSSColours() throws {
    let session = try WebSession(app: "photo-browser", from: .photoBrowser, device: .iPhone16ProMax)
    let frame = try frame(of: session)
    let glyph = try #require((frame.elements ?? []).first { $0.kind == .svg })
    #expect(glyph.svg?.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"") == true)
    #expect(glyph.w >= 1 && glyph.h >= 1)
    let box = try #require((frame.elements ?? []).first { $0.kind == .rect && $0.fill != nil })
    #expect(box.fill?.hasPrefix("rgba(") == true)
  }

  @Test func thePictureStoreKeepsTheMostRecentPhotos() {
    let store = PictureStore(capacity: 2)
    let keys = [Data([1]), Data([2]), Data([3])].map(store.key(for:))
    #expect(Set(keys).count == 3 && keys.allSatisfy { $0.count == 16 })
    #expect(store.picture(forKey: keys[0]) == nil)
    #expect(store.picture(forKey: keys[2]) == Data([3]))
    #expect(store.key(for: Data([3])) == keys[2])
  }
}
