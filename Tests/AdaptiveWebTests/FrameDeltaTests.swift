import AdaptiveKit
import AdaptiveRendering
import AdaptiveTestSupport
import Foundation
import Testing
import AdaptiveWeb

/// What a page of elements draws after each frame it receives, as the page's script does: a full
/// frame's elements, or the elements it drew last with a frame's changes (and moves) applied; and
/// the hierarchy dump it shows, whole or with a frame's changed lines put in.
struct DrawnPage {
  private(set) var drawn = ElementDelta.Baseline()
  /// The hierarchy dump the page shows.
  private(set) var hierarchy = ""
  /// The elements drawn, back to front.
  var elements: [PageElement] { drawn.elements }

  /// Draws `frame`; the elements drawn after it.
  @discardableResult
  mutating func draw(_ frame: FrameMessage) -> [PageElement] {
    if let all = frame.elements {
      drawn = ElementDelta.Baseline(all)
    } else {
      drawn = ElementDelta(changed: frame.changed ?? [], moved: frame.moved ?? [], removed: frame.removed ?? []).applied(to: drawn)
    }
    if let whole = frame.hierarchy {
      hierarchy = whole
    } else if let change = frame.hierarchyChange {
      hierarchy = change.applied(to: hierarchy)
    }
    return elements
  }
}

/// A frame after an action carries only the elements that changed since the page's last frame,
/// by key, and the keys of those gone; a full frame on connecting, resuming and relaunching, and
/// when most things changed.
@Suite(.checksInvariants) @MainActor
struct FrameDeltaTests {
  private func frame(_ message: ServerMessage) throws -> FrameMessage {
    guard case .frame(let frame) = message else { throw CancellationError() }
    return frame
  }

  /// Every element of the session's window as a full frame draws it now.
  private func everyElement(of session: WebSession) -> [PageElement] {
    PageElement.elements(of: AdaptiveRenderer.frame(for: session.window).displayList, pictures: session.pictures)
  }

  /// The session window's hierarchy dump as a full frame carries it now.
  private func hierarchy(of session: WebSession) -> String {
    AdaptiveRenderer.frame(for: session.window).hierarchyDump
  }

  private func tap(_ text: String, in session: WebSession) throws -> FrameMessage {
    let row = try #require(AdaptiveRenderer.target(labelOrID: text, in: session.window))
    return try frame(session.handle(#"{"type":"action","action":{"kind":"tapElement","element":"\#(row.elementID)"}}"#))
  }

  @Test func aPushAddsTheNewScreensElementsAndRemovesTheOldOnesOnly() throws {
    let session = try WebSession(app: "photo-browser", variant: "fixed", from: .photoBrowser, device: .iPhone16ProMax)
    var page = DrawnPage()
    let first = try frame(session.currentFrame())
    #expect(first.elements != nil && first.changed == nil && first.removed == nil)
    #expect(first.devices?.contains { $0.id == "iphone-16-pro-max" } == true && first.textSizes?.count == 12)
    page.draw(first)
    let before = page.elements
    let pushed = try tap("Amara Okafor", in: session)
    // Only what changed: fewer elements than a full frame, none of them unchanged.
    #expect(pushed.elements == nil)
    let changed = try #require(pushed.changed)
    let removed = try #require(pushed.removed)
    let after = page.draw(pushed)
    #expect(after == everyElement(of: session))
    #expect(changed.count < after.count && !removed.isEmpty)
    let old = Dictionary(uniqueKeysWithValues: before.enumerated().map { ($1.key, ElementDelta.Placed(element: $1, z: $0)) })
    #expect(changed.allSatisfy { old[$0.element.key] != $0 })
    // The photographers' rows are gone and the photo list's photos are new; the window's backdrop,
    // drawn first and unchanged, is not sent again.
    #expect(removed.contains { $0.contains(".row.") })
    #expect(changed.contains { $0.element.kind == .img })
    #expect(!changed.contains { $0.element.key == "window:rect:0" } && after.first?.key == "window:rect:0")
    // Places are sparse: the bars and the status bar, drawn after the new screen, keep theirs.
    #expect(!changed.contains { $0.element.role == "statusBar" || $0.element.role == "tabBar" })
    #expect(after.contains { $0.role == "statusBar" } && after.contains { $0.role == "tabBar" })
    #expect(Set(removed).isDisjoint(with: after.map(\.key)))
    // The page stacks what it drew by place: the order of a full frame.
    let places = page.drawn.placed.map(\.z)
    #expect(places == places.sorted() && Set(places).count == places.count)
  }

  @Test func aChangeResendsTheChangedElementWithItsKeyAndABackNavigationRemovesWhatItPushed() throws {
    let session = try WebSession(app: "photo-browser", variant: "fixed", from: .photoBrowser, device: .iPhone16ProMax)
    var page = DrawnPage()
    page.draw(try frame(session.currentFrame()))
    let list = page.elements
    page.draw(try tap("Amara Okafor", in: session))
    let pushedKeys = Set(page.elements.map(\.key)).subtracting(list.map(\.key))
    #expect(!pushedKeys.isEmpty)
    let back = try frame(session.handle(#"{"type":"action","action":{"kind":"back"}}"#))
    #expect(back.elements == nil)
    let removed = Set(back.removed ?? [])
    #expect(pushedKeys.isSubset(of: removed))
    // The navigation bar's title changed back: the same key, new text.
    let title = try #require(list.first { $0.role == "navigationTitle" })
    #expect(back.changed?.contains { $0.element.key == title.key && $0.element.text == title.text } == true)
    #expect(page.draw(back) == everyElement(of: session))
  }

  @Test func anActionThatChangesNothingSendsNoElements() throws {
    let session = try WebSession(app: "photo-browser", variant: "fixed", from: .photoBrowser, device: .iPhone16ProMax)
    var page = DrawnPage()
    page.draw(try frame(session.currentFrame()))
    // The text size it already has: a frame, and nothing to draw again.
    let same = try frame(session.handle(#"{"type":"textSize","size":"L"}"#))
    #expect(same.elements == nil && same.changed == [] && same.removed == [])
    #expect(page.draw(same) == everyElement(of: session))
    // Nor the lists that never change, which the full frame gave.
    #expect(same.devices == nil && same.textSizes == nil && same.textSize == "L")
    // The JSON says so: empty lists, no `elements`.
    let json = ServerMessage.frame(same).json
    #expect(json.contains(#""changed":[]"#) && json.contains(#""moved":[]"#) && json.contains(#""removed":[]"#) && !json.contains(#""elements""#))
    // Nor the hierarchy dump, which is the page's.
    #expect(same.hierarchy == nil && same.hierarchyChange == nil && !json.contains(#""hierarchy"#))
    #expect(page.hierarchy == hierarchy(of: session))
  }

  @Test func aPushSendsOnlyTheHierarchyLinesThatChanged() throws {
    let session = try WebSession(app: "photo-browser", variant: "fixed", from: .photoBrowser, device: .iPhone16ProMax)
    var page = DrawnPage()
    let first = try frame(session.currentFrame())
    #expect(first.hierarchy == hierarchy(of: session) && first.hierarchyChange == nil)
    page.draw(first)
    let before = page.hierarchy.split(separator: "\n", omittingEmptySubsequences: false)
    let pushed = try tap("Amara Okafor", in: session)
    let change = try #require(pushed.hierarchyChange)
    #expect(pushed.hierarchy == nil)
    page.draw(pushed)
    let after = hierarchy(of: session).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(page.hierarchy == hierarchy(of: session))
    // The window, the tab bar and the stack above the pushed screen stay; the pushed screen's
    // lines come, and fewer of them than the whole dump.
    #expect(change.kept > 0 && change.lines.count < after.count)
    #expect(after.prefix(change.kept) == before.prefix(change.kept))
    #expect(change.lines.contains { $0.contains("\"Amara Okafor\"") })
    // Back: the lines of the list again, against what the page showed after the push.
    page.draw(try frame(session.handle(#"{"type":"action","action":{"kind":"back"}}"#)))
    #expect(page.hierarchy == before.joined(separator: "\n") && page.hierarchy == hierarchy(of: session))
  }

  @Test func aPageOfSVGGetsTheWholeHierarchyInEveryFrame() throws {
    let session = try WebSession(app: "photo-browser", variant: "fixed", from: .photoBrowser, device: .iPhone16ProMax, drawing: .svg)
    _ = try frame(session.currentFrame())
    let pushed = try tap("Amara Okafor", in: session)
    #expect(pushed.hierarchy == hierarchy(of: session) && pushed.hierarchyChange == nil)
  }

  /// The fields of each element a frame's `moved` carries, from its JSON.
  private func movedFields(_ frame: FrameMessage) throws -> [Set<String>] {
    let json = try #require(JSONSerialization.jsonObject(with: Data(ServerMessage.frame(frame).json.utf8)) as? [String: Any])
    let moved = try #require(json["moved"] as? [[String: Any]])
    return moved.map { Set($0.keys) }
  }

  @Test func aRotationMovesMostElementsAndSendsOnlyTheirGeometry() throws {
    let session = try WebSession(app: "photo-browser", variant: "fixed", from: .photoBrowser, device: .iPhone16ProMax)
    var page = DrawnPage()
    let first = try frame(session.currentFrame())
    page.draw(first)
    let rotated = try frame(session.handle(#"{"type":"action","action":{"kind":"rotate","orientation":"landscapeLeft"}}"#))
    #expect(rotated.elements == nil)
    let moved = try #require(rotated.moved)
    let changed = try #require(rotated.changed)
    #expect(moved.count > changed.count, "\(moved.count) moved, \(changed.count) changed")
    // An element that only moved is its key, box, clip and place: what it draws is the page's.
    #expect(try movedFields(rotated).allSatisfy { $0.isSubset(of: ["key", "x", "y", "w", "h", "clip", "z"]) })
    #expect(Set(moved.map(\.key)).isDisjoint(with: changed.map(\.element.key)))
    #expect(page.draw(rotated) == everyElement(of: session))
    // A rotation changes every controller's size classes and frames: the dump comes whole.
    #expect(rotated.hierarchy == hierarchy(of: session) && rotated.hierarchyChange == nil)
    // The next action's changes are taken against what the page drew after the rotation.
    let pushed = try tap("Amara Okafor", in: session)
    #expect(page.draw(pushed) == everyElement(of: session))
    #expect(page.hierarchy == hierarchy(of: session))
  }

  @Test func aResizeOfAnIPadWindowCollapsesAndExpandsWithFramesOfGeometryMostly() throws {
    let session = try WebSession(app: "photo-browser", variant: "fixed", from: .photoBrowser, device: .iPadAir11,
                                 orientation: .landscapeLeft)
    var page = DrawnPage()
    let first = try frame(session.currentFrame())
    page.draw(first)
    let fullLength = ServerMessage.frame(first).json.utf8.count
    let widths = first.widths.map(\.width)
    let (narrowest, widest) = (try #require(widths.min()), try #require(widths.max()))
    for width in [narrowest, widest, narrowest] {
      let resized = try frame(session.handle(
        #"{"type":"action","action":{"kind":"resize","width":\#(width),"height":\#(first.height)}}"#))
      #expect(resized.width == width && resized.elements == nil)
      let moved = try #require(resized.moved)
      #expect(!moved.isEmpty && moved.count + (resized.changed?.count ?? 0) > 0)
      #expect(try movedFields(resized).allSatisfy { $0.isSubset(of: ["key", "x", "y", "w", "h", "clip", "z"]) })
      #expect(page.draw(resized) == everyElement(of: session))
      // Shorter than the full frame of the same window, which carries every element whole.
      let length = ServerMessage.frame(resized).json.utf8.count
      var whole = resized
      (whole.elements, whole.changed, whole.moved, whole.removed) = (page.elements, nil, nil, nil)
      let full = ServerMessage.frame(whole).json.utf8.count
      #expect(length < full && length < fullLength, "\(length) B against a full frame's \(full) B")
    }
    #expect(session.window.traitCollection.horizontalSizeClass == .compact)
  }

  @Test func aFrameWhoseElementsMostlyChangedWhatTheyDrawIsAFullOne() throws {
    let session = try WebSession(app: "photo-browser", variant: "fixed", from: .photoBrowser, device: .iPhone16ProMax)
    let all = try #require(try frame(session.currentFrame()).elements)
    let baseline = ElementDelta.Baseline(all)
    // Every element moved: geometry only, and far shorter than a full frame.
    let moved = all.map { element in
      var element = element
      element.x += 10
      return element
    }
    let moves = try #require(ElementDelta(from: baseline, to: moved))
    #expect(moves.changed.isEmpty && moves.moved.count == all.count && moves.isSmaller(thanFrameOf: all.count))
    #expect(moves.applied(to: baseline).elements == moved)
    // Every element painted anew: the page gets them all in a full frame.
    let repainted = all.map { element in
      var element = element
      element.fill = "rgba(1,2,3,1.0)"
      return element
    }
    let repaints = try #require(ElementDelta(from: baseline, to: repainted))
    #expect(repaints.moved.isEmpty && !repaints.isSmaller(thanFrameOf: all.count))
  }

  @Test func connectingResumingAndRelaunchingSendFullFrames() throws {
    let store = SessionStore(source: .app("photo-browser"), apps: .photoBrowser)
    let (id, first) = try #require(store.open())
    #expect(first.contains(#""elements":["#))
    let tapped = store.handle(#"{"type":"tapLabel","label":"Amara Okafor"}"#, in: id)
    #expect(tapped.contains(#""changed":["#) && !tapped.contains(#""elements""#))
    store.disconnect(id)
    let (resumed, again) = try #require(store.open(resuming: id))
    #expect(resumed == id && again.contains(#""elements":["#) && !again.contains(#""changed""#))
    #expect(first.contains(#""hierarchy":""#) && again.contains(#""hierarchy":""#))
    let relaunched = store.handle(#"{"type":"device","device":"iphone-16"}"#, in: id)
    #expect(relaunched.contains(#""elements":["#) && !relaunched.contains(#""changed""#))
  }

  @Test func anElementInsertedBetweenTheSameTwoElementsAgainAndAgainEndsInAFullFrame() throws {
    let session = try WebSession(app: "photo-browser", variant: "fixed", from: .photoBrowser, device: .iPhone16ProMax)
    let all = try #require(try frame(session.currentFrame()).elements)
    let (first, second) = (all[0], all[1])
    var baseline = ElementDelta.Baseline([first, second])
    var inserted: [PageElement] = []
    var rounds = 0
    // Each new element goes right after the first: it takes the middle of the gap left, and only
    // it is sent, until the 1024 places between the two are used up.
    while rounds < 20 {
      var next = second
      next.key = "inserted:\(rounds)"
      let elements = [first, next] + inserted.reversed() + [second]
      guard let delta = ElementDelta(from: baseline, to: elements) else { break }
      #expect(delta.changed.map(\.element.key) == [next.key] && delta.removed.isEmpty)
      baseline = delta.applied(to: baseline)
      #expect(baseline.elements == elements)
      inserted.append(next)
      rounds += 1
    }
    #expect(rounds == 10)
  }
}
