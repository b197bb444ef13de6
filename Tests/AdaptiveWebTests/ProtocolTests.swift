import AdaptiveKit
import AdaptiveRendering
import AdaptiveTestSupport
import Foundation
import Testing
import AdaptiveWeb

/// Every message is validated, and a bad one answers an error naming the problem while the session
/// stays as it was and keeps working.
@Suite(.checksInvariants) @MainActor
struct ProtocolTests {
  private func error(_ text: String) -> String? {
    do { _ = try ClientMessage.parse(text); return nil } catch { return error.message }
  }

  @Test func goodMessagesParse() throws {
    #expect(try ClientMessage.parse(#"{"v":1,"type":"action","action":{"kind":"tapPoint","x":10,"y":20.5}}"#)
      == .action(.tapPoint(CGPoint(x: 10, y: 20.5))))
    #expect(try ClientMessage.parse(#"{"type":"action","action":{"kind":"rotate","orientation":"landscapeLeft"}}"#)
      == .action(.rotate(.landscapeLeft)))
    #expect(try ClientMessage.parse(#"{"type":"action","action":{"kind":"resize","width":320,"height":1180}}"#)
      == .action(.resize(CGSize(width: 320, height: 1180))))
    #expect(try ClientMessage.parse(#"{"type":"device","device":"ipad-air-11"}"#) == .device("ipad-air-11", nil))
    #expect(try ClientMessage.parse(#"{"type":"variant","variant":"naive"}"#) == .variant("naive"))
    #expect(try ClientMessage.parse(#"{"type":"reset"}"#) == .reset)
    #expect(try ClientMessage.parse(#"{"type":"textSize","size":"AccessibilityXL"}"#) == .action(.setTextSize(.accessibilityExtraLarge)))
  }

  @Test func badMessagesNameTheProblem() {
    #expect(error(String(repeating: " ", count: 20_000)) == "message of 20000 bytes is longer than 16384")
    #expect(error("{not json") == "message is not JSON")
    #expect(error("[1,2]") == "message must be a JSON object")
    #expect(error(#"{"v":2,"type":"reset"}"#) == "field 'v': this server speaks version 1")
    #expect(error(#"{"kind":"back"}"#) == "missing field 'type'")
    #expect(error(#"{"type":7}"#) == "field 'type' must be a string")
    #expect(error(#"{"type":"explode"}"#) == "unknown message type 'explode'; expected action, tapLabel, text, device, variant, textSize or reset")
    #expect(error(#"{"type":"textSize","size":"huge"}"#)?.hasPrefix("field 'size': unknown text size 'huge'; expected one of XS, S, M, L") == true)
    #expect(error(#"{"type":"action"}"#) == "field 'action' must be an object")
    #expect(error(#"{"type":"action","action":{"kind":"fly"}}"#)?.hasPrefix("field 'action': unknown action kind 'fly'") == true)
    #expect(error(#"{"type":"action","action":{"kind":"tapPoint","x":"ten","y":1}}"#) == "field 'action.x' must be a finite number")
    #expect(error(#"{"type":"action","action":{"kind":"tapPoint","y":1}}"#) == "missing field 'action.x'")
    for width in ["0", "-5", "100000"] {
      #expect(error(#"{"type":"action","action":{"kind":"resize","width":"# + width + #","height":500}}"#)?
        .hasPrefix("field 'action.width': ") == true, "width \(width)")
    }
    #expect(error(#"{"type":"action","action":{"kind":"resize","width":1e999,"height":500}}"#) != nil)
    #expect(error(#"{"type":"device","device":"nokia-3310"}"#)?.hasPrefix("field 'device': unknown device 'nokia-3310'") == true)
  }

  @Test func R120_aDragResizeMessageIsDecodedStrictlyAndItsSidesAreBounded() {
    #expect(try! ClientMessage.parse(#"{"type":"action","action":{"kind":"dragResize","width":900,"height":700,"ended":false}}"#)
      == .action(.dragResize(CGSize(width: 900, height: 700), ended: false)))
    #expect(error(#"{"type":"action","action":{"kind":"dragResize","width":900,"height":700}}"#) == "missing field 'action.ended'")
    #expect(error(#"{"type":"action","action":{"kind":"dragResize","width":900,"height":700,"ended":1}}"#)?
      .hasPrefix("field 'action.ended' must be") == true)
    #expect(error(#"{"type":"action","action":{"kind":"dragResize","width":0,"height":700,"ended":true}}"#)
      == "field 'action.width': 0.0 is outside 1...10000 points")
    #expect(error(#"{"type":"action","action":{"kind":"dragResize","width":900,"height":1e300,"ended":true}}"#)
      == "field 'action.height': 1e+300 is outside 1...10000 points")
    #expect(error(#"{"type":"action","action":{"kind":"dragResize","width":"wide","height":700,"ended":true}}"#)
      == "field 'action.width' must be a finite number")
  }

  @Test func R120_aSessionsDragResizeKeepsTheWindowUntilTheFingerLifts() throws {
    // No registry bound, as in the server: the session keeps its app, and so the window its scene,
    // across a relaunch on another device.
    try WindowRegistry.$current.withValue(nil) { try dragResizeFrom1376To400() }
  }

  private func dragResizeFrom1376To400() throws {
    let session = try WebSession(app: "photo-browser", variant: "modern", from: .photoBrowser, device: .iPhone16)
    guard case .frame = session.handle(#"{"type":"device","device":"ipad-pro-13","orientation":"landscapeLeft"}"#) else {
      Issue.record("the iPad was refused")
      return
    }
    let scene = try #require(session.window.windowScene)
    let tabs = try #require(session.window.rootViewController as? UITabBarController)
    #expect(tabs.isSidebarVisible)
    for width in [1100, 800, 500] {
      guard case .frame(let moving) = session.handle(#"{"type":"action","action":{"kind":"dragResize","width":\#(width),"height":900,"ended":false}}"#) else {
        Issue.record("the drag to \(width) was refused")
        return
      }
      #expect(moving.resizing)
      #expect(moving.width == 1376 && moving.horizontal == "regular")
      #expect(scene.effectiveGeometry.systemFrame.width == CGFloat(width))
    }
    #expect(tabs.isSidebarVisible)
    guard case .frame(let released) = session.handle(#"{"type":"action","action":{"kind":"dragResize","width":400,"height":900,"ended":true}}"#) else {
      Issue.record("the release was refused")
      return
    }
    #expect(!released.resizing)
    #expect(released.width == 400 && released.height == 900 && released.horizontal == "compact")
    #expect(tabs.tabBarPosition == .bottom && !tabs.isSidebarVisible)
    #expect(released.log.first == "drag-resized to 400×900")
  }

  @Test func everyNumberFromTheWireIsBoundedWhereItIsParsed() {
    #expect(error(#"{"type":"action","action":{"kind":"tapPoint","x":1e308,"y":1e308}}"#)
      == "field 'action.x': 1e+308 is outside -10000...10000 points")
    #expect(error(#"{"type":"action","action":{"kind":"tapPoint","x":0,"y":-9223372036854775809}}"#)
      == "field 'action.y': -9.223372036854776e+18 is outside -10000...10000 points")
    #expect(error(#"{"type":"action","action":{"kind":"tapPoint","x":true,"y":1}}"#) == "field 'action.x' must be a finite number")
    #expect(error(#"{"type":"action","action":{"kind":"resize","width":320,"height":1e300}}"#)
      == "field 'action.height': 1e+300 is outside 1...10000 points")
    #expect(try! ClientMessage.parse(#"{"type":"action","action":{"kind":"tapPoint","x":-10000,"y":10000}}"#)
      == .action(.tapPoint(CGPoint(x: -10_000, y: 10_000))))
  }

  @Test func theVersionAndATabIndexMustBeWholeNumbers() throws {
    for version in ["true", "1.0", "1e0", "\"1\"", "9223372036854775808"] {
      #expect(error(#"{"v":\#(version),"type":"reset"}"#) == "field 'v': this server speaks version 1", "v \(version)")
    }
    #expect(try ClientMessage.parse(#"{"v":1,"type":"reset"}"#) == .reset)
    for index in ["1.5", "true", "-1", "1000", "1e3", "\"2\""] {
      #expect(error(#"{"type":"action","action":{"kind":"selectTab","index":\#(index)}}"#)
        == "field 'action.index' must be a whole number from 0 to 999", "index \(index)")
    }
    #expect(error(#"{"type":"action","action":{"kind":"selectTab"}}"#) == "missing field 'action.index'")
    #expect(try ClientMessage.parse(#"{"type":"action","action":{"kind":"selectTab","index":2}}"#) == .action(.selectTab(2)))
  }

  @Test func aMessageIsDecodedOnceAndEveryActionFieldIsNamedByItsPath() throws {
    #expect(error(#"{"type":"action","action":{"kind":"rotate","orientation":"sideways"}}"#)?
      .hasPrefix("field 'action.orientation': unknown orientation 'sideways'; expected one of") == true)
    #expect(error(#"{"type":"action","action":{"kind":"swipeDown","completing":1}}"#) == "field 'action.completing' must be true or false")
    #expect(error(#"{"type":"action","action":{"kind":"scroll","direction":7}}"#) == "field 'action.direction' must be a string")
    #expect(error(#"{"type":"action","action":{"kind":"tapElement"}}"#) == "missing field 'action.element'")
    #expect(error(#"{"type":"action","action":[1]}"#) == "field 'action' must be an object")
    #expect(error(#"{"type":"action","action":"tap"}"#) == "field 'action' must be an object")
    #expect(error(#"{"type":"text","text":""}"#) == "field 'text' must hold 1 to 1000 characters")
    #expect(error(#"{"type":"device","orientation":"sideways"}"#)?.hasPrefix("field 'orientation': unknown orientation 'sideways'") == true)
    // Any decoder reads the same message: the type is `Decodable`, not a hand-written walk.
    let text = #"{"v":1,"type":"action","action":{"kind":"swipeDown","completing":false}}"#
    #expect(try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8)) == ClientMessage.parse(text))
    #expect(try ClientMessage.parse(text) == .action(.swipeDown(completing: false)))
  }

  @Test func deeplyNestedJSONIsRefusedWithoutCrashing() {
    let nested = #"{"type":"action","action":"# + String(repeating: "[", count: 8_000) + String(repeating: "]", count: 8_000) + "}"
    #expect(error(nested) != nil)
  }

  @Test func thePagesVariantPickerOffersEveryVariantAndTheSessionLaunchesTheModernOne() throws {
    // The page lists the catalogue's variants, the default first.
    let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/AdaptiveWeb/Resources/Page/index.html")
    let html = try String(contentsOf: page, encoding: .utf8)
    let variants = AppCatalogue.photoBrowser.variants(of: "photo-browser")
    #expect(variants == ["fixed", "naive", "modern"])
    let options = variants.map { "<option value=\"\($0)\">\($0)</option>" }.joined()
    #expect(html.contains("<select id=\"variant\">\(options)</select>"))

    // The picker's message relaunches the app in the modern variant: tabs with a sidebar on an
    // iPad in landscape, a bottom tab bar once the window is compact.
    let session = try WebSession(app: "photo-browser", from: .photoBrowser, device: .iPadAir11)
    guard case .frame(let modern) = session.handle(#"{"type":"variant","variant":"modern"}"#) else {
      Issue.record("the modern variant was refused")
      return
    }
    #expect(modern.variant == "modern")
    let tabs = try #require(session.window.rootViewController as? UITabBarController)
    #expect(tabs.tabs.map(\.identifier) == ["photographers", "recents", UISearchTab.searchTabIdentifier])
    guard case .frame = session.handle(#"{"type":"action","action":{"kind":"rotate","orientation":"landscapeLeft"}}"#) else {
      Issue.record("the rotation was refused")
      return
    }
    #expect(tabs.isSidebarVisible)
    guard case .frame(let narrow) = session.handle(#"{"type":"action","action":{"kind":"resize","width":320,"height":820}}"#) else {
      Issue.record("the resize was refused")
      return
    }
    #expect(narrow.horizontal == "compact")
    #expect(tabs.tabBarPosition == .bottom && !tabs.isSidebarVisible)
  }

  @Test func aSessionAnswersFramesAndSurvivesBadInput() throws {
    let session = try WebSession(app: "photo-browser", from: .photoBrowser, device: .iPhone16ProMax)
    let before = AdaptiveRenderer.text(for: session.window)
    for bad in ["{", #"{"type":"explode"}"#, #"{"type":"action","action":{"kind":"tapElement","element":"no.such.id"}}"#,
                #"{"type":"action","action":{"kind":"resize","width":0,"height":0}}"#] {
      guard case .error(let message) = session.handle(bad) else { Issue.record("\(bad) was accepted"); continue }
      #expect(!message.isEmpty)
      #expect(AdaptiveRenderer.text(for: session.window) == before, "\(bad) changed the window")
    }
    // Tap the first photographer, then rotate: the split expands. The page shows the hierarchy
    // dump each frame gives it, whole or by its changed lines.
    var page = DrawnPage()
    let row = try #require(AdaptiveRenderer.target(labelOrID: "Amara Okafor", in: session.window))
    guard case .frame(let list) = session.handle(#"{"type":"action","action":{"kind":"tapElement","element":"\#(row.elementID)"}}"#) else {
      Issue.record("the tap was refused")
      return
    }
    page.draw(list)
    #expect(page.hierarchy.contains("\"Amara Okafor\""))
    #expect(list.log.first?.contains("Amara Okafor") == true)
    guard case .frame(let landscape) = session.handle(#"{"type":"action","action":{"kind":"rotate","orientation":"landscapeLeft"}}"#) else {
      Issue.record("the rotation was refused")
      return
    }
    #expect(landscape.horizontal == "regular" && landscape.orientation == "landscapeLeft")
    page.draw(landscape)
    #expect(page.hierarchy.contains("[column secondary]"))
    #expect(landscape.svg == nil && (landscape.elements?.isEmpty == false || landscape.changed?.isEmpty == false))
    guard case .frame(let pad) = session.handle(#"{"type":"device","device":"ipad-air-11","orientation":"landscapeLeft"}"#) else {
      Issue.record("the device change was refused")
      return
    }
    page.draw(pad)
    #expect(pad.deviceName == "iPad Air 11-inch" && pad.widths.map(\.label).contains("1/3"))
    guard case .frame(let larger) = session.handle(#"{"type":"textSize","size":"XXL"}"#) else {
      Issue.record("the text size was refused")
      return
    }
    page.draw(larger)
    #expect(larger.textSize == "XXL" && session.window.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
    // Compare mode's repeated tap: by visible text; the frame names what was tapped.
    guard case .frame(let photos) = session.handle(#"{"type":"tapLabel","label":"Jonas Lindqvist"}"#) else {
      Issue.record("the tap by label was refused")
      return
    }
    page.draw(photos)
    #expect(photos.tapped == "Jonas Lindqvist" && page.hierarchy.contains("\"Jonas Lindqvist\""))
    #expect(page.hierarchy == AdaptiveRenderer.frame(for: session.window).hierarchyDump)
    guard case .error(let missing) = session.handle(#"{"type":"tapLabel","label":"Nobody"}"#) else {
      Issue.record("a tap on nothing was accepted")
      return
    }
    #expect(missing == "nothing labelled 'Nobody' can be tapped on iPad Air 11-inch now")
    // A variant the app does not have is refused by the session, which knows the app's variants.
    guard case .error(let unknownVariant) = session.handle(#"{"type":"variant","variant":"better"}"#) else {
      Issue.record("an unknown variant was accepted")
      return
    }
    #expect(unknownVariant == "field 'variant': unknown variant 'better'; expected one of fixed, modern, naive")
    guard case .error(let noField) = session.handle(#"{"type":"text","text":"hello"}"#) else {
      Issue.record("typing with no text field was accepted")
      return
    }
    #expect(noField == "no text field on screen can be typed in")
  }

  @Test func aFrameCarriesOnlyWhatItsPageDraws() throws {
    /// The drawings a frame's JSON carries at its top level.
    func drawings(_ json: String) throws -> Set<String> {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
      return Set(object.keys).intersection(["svg", "elements"])
    }
    #expect(try drawings(WebSession(app: "photo-browser", from: .photoBrowser, drawing: .elements).currentFrame().json) == ["elements"])
    #expect(try drawings(WebSession(app: "photo-browser", from: .photoBrowser, drawing: .svg).currentFrame().json) == ["svg"])
    let store = SessionStore(source: .app("photo-browser"), apps: .photoBrowser)
    let (id, first) = try #require(store.open(drawing: .svg))
    #expect(try drawings(first) == ["svg"])
    #expect(try drawings(store.handle(#"{"type":"action","action":{"kind":"rotate","orientation":"landscapeLeft"}}"#, in: id)) == ["svg"])
  }

  @Test func aSplitViewWidthCarriesTheScreenAroundTheWindowForAPageOfElements() throws {
    let session = try WebSession(app: "photo-browser", variant: "fixed", from: .photoBrowser, device: .iPadAir11,
                                 orientation: .landscapeLeft)
    guard case .frame(let full) = session.currentFrame() else { Issue.record("no frame"); return }
    #expect(full.screen == nil)
    let third = try #require(full.widths.first { $0.label == "1/3" })
    guard case .frame(let narrow) = session.handle(#"{"type":"action","action":{"kind":"resize","width":\#(third.width),"height":820}}"#) else {
      Issue.record("the resize was refused")
      return
    }
    // The renderer's composition: the whole screen, the window at its leading edge, and the other
    // app and the divider drawn as the window's elements are, in screen points.
    let screen = try #require(narrow.screen)
    #expect(screen.width == 1180 && screen.height == 820 && screen.windowX == 0 && screen.windowY == 0)
    #expect(narrow.width == third.width && screen.windowCornerRadius > 0)
    let composition = try #require(AdaptiveRenderer.frame(for: session.window).displayList.screen)
    let beside = try #require(screen.elements)
    #expect(beside.map(\.id) == composition.elements.map(\.id))
    #expect(beside.map(\.x) == composition.elements.map { Double($0.bounds.minX) })
    #expect(beside.contains { $0.id == "screen.divider" && $0.x >= narrow.width })
    // The next frame after an action keeps the screen, and leaves out what is drawn around the
    // window when it is what the page drew last; a full frame carries it again.
    let row = try #require(AdaptiveRenderer.target(labelOrID: "Amara Okafor", in: session.window))
    guard case .frame(let tapped) = session.handle(#"{"type":"action","action":{"kind":"tapElement","element":"\#(row.elementID)"}}"#)
    else {
      Issue.record("the tap was refused")
      return
    }
    #expect(tapped.screen?.width == 1180 && tapped.screen?.windowCornerRadius == screen.windowCornerRadius)
    #expect(tapped.screen?.elements == nil && !ServerMessage.frame(tapped).json.contains("screen.divider"))
    guard case .frame(let again) = session.currentFrame() else { Issue.record("no frame"); return }
    #expect(again.screen?.elements == beside)
    // A page that draws the SVG gets the screen in the picture instead.
    session.drawing = .svg
    guard case .frame(let picture) = session.currentFrame() else { Issue.record("no frame"); return }
    #expect(picture.screen == nil && picture.svg?.contains("data-window-x") == true)
  }

  @Test func anIPhoneDuosFrameCarriesItsPostureAndTheFoldWhileHalfFolded() throws {
    let session = try WebSession(app: "photo-browser", variant: "fixed", from: .photoBrowser, device: .iPhoneDuo, orientation: .landscapeLeft)
    guard case .frame(let closed) = session.currentFrame() else { Issue.record("no frame"); return }
    var page = DrawnPage()
    page.draw(closed)
    #expect(closed.posture == "closed" && closed.horizontal == "compact" && closed.width == 678 && closed.height == 466)
    #expect(closed.devices?.contains { $0.id == "iphone-duo" } == true)
    #expect(closed.elements?.contains { $0.id == "fold" } == false)
    guard case .frame(let folded) = session.handle(#"{"type":"action","action":{"kind":"fold","posture":"partially-folded"}}"#) else {
      Issue.record("the fold was refused")
      return
    }
    #expect(folded.posture == "partially-folded" && folded.horizontal == "regular" && folded.width == 951 && folded.height == 669)
    // The fold runs top to bottom across the middle of the book-held Duo, drawn over the app.
    let band = try #require(page.draw(folded).first { $0.id == "fold" })
    #expect(band.role == "hardware" && band.h == 669 && band.w == 24 && abs(band.x + band.w / 2 - 951 / 2) < 1)
    #expect(page.elements.contains { $0.id == "foldLine" })
    guard case .frame(let flat) = session.handle(#"{"type":"action","action":{"kind":"fold","posture":"flat"}}"#) else {
      Issue.record("the unfold was refused")
      return
    }
    #expect(flat.posture == "flat" && !page.draw(flat).contains { $0.id == "fold" })
    // A device that does not fold says nothing of a posture, and refuses the action.
    let phone = try WebSession(app: "photo-browser", variant: "fixed", from: .photoBrowser, device: .iPhone16)
    guard case .frame(let other) = phone.currentFrame() else { Issue.record("no frame"); return }
    #expect(other.posture == nil && !ServerMessage.frame(other).json.contains("posture"))
    guard case .error = phone.handle(#"{"type":"action","action":{"kind":"fold","posture":"flat"}}"#) else {
      Issue.record("an iPhone 16 folded")
      return
    }
  }

  @Test func messagesAreJSONWithTheirVersion() throws {
    let json = ServerMessage.error("no").json
    #expect(json == #"{"message":"no","type":"error","v":1}"#)
    let session = try WebSession(app: "photo-browser", from: .photoBrowser)
    let frame = try #require(try JSONSerialization.jsonObject(with: Data(session.currentFrame().json.utf8)) as? [String: Any])
    #expect(frame["type"] as? String == "frame" && frame["v"] as? Int == 1)
    #expect(frame["device"] as? String == "iphone-16-pro-max")
    // An app's session names the app and its variants.
    #expect(frame["title"] as? String == "the photo browser")
    #expect(frame["variant"] as? String == "fixed" && frame["variants"] as? [String] == ["fixed", "naive", "modern"])
  }

  @Test func aSessionStoreRefusesFloodsAndIsBounded() throws {
    let store = SessionStore(source: .app("photo-browser"), apps: .photoBrowser, maximumSessions: 2, maximumMessagesPerSecond: 5)
    let (id, _) = try #require(store.open())
    _ = try #require(store.open())
    #expect(store.open() == nil)   // busy
    let answers = (0..<8).map { _ in store.handle(#"{"type":"action","action":{"kind":"back"}}"#, in: id) }
    #expect(answers.filter { $0.contains("too many messages") }.count == 3)
    #expect(store.handle("{}", in: "forged") == ServerMessage.error("no such session").json)
    store.close(id)
    #expect(store.count == 1)
  }

  @Test func aFullStoreGivesTheSlotOfTheSessionWhoseSocketClosedLongestAgoAndCountsOnlyConnectedTabs() throws {
    let store = SessionStore(source: .app("photo-browser"), apps: .photoBrowser, maximumSessions: 2, idleLimit: 600)
    let start = Date()
    let (first, _) = try #require(store.open(now: start))
    let (second, _) = try #require(store.open(now: start))
    #expect(store.openCount.current == 2)
    store.disconnect(first, now: start.addingTimeInterval(1))
    store.disconnect(second, now: start.addingTimeInterval(2))
    // Both tabs are reloading: neither slot counts as busy for the page.
    #expect(store.openCount.current == 0)
    // A new tab takes the slot of the first tab, whose socket closed first; the second resumes.
    let (third, _) = try #require(store.open(now: start.addingTimeInterval(3)))
    #expect(third != first && third != second)
    #expect(store.open(resuming: first, now: start.addingTimeInterval(4))?.id != first)
    #expect(store.count == 2)
    #expect(store.open(resuming: second, now: start.addingTimeInterval(4)) == nil)   // its slot went to the tab just before
  }

  @Test func aClosedSocketsSessionCanBeResumedUntilItExpires() throws {
    let store = SessionStore(source: .app("photo-browser"), apps: .photoBrowser, maximumSessions: 4, idleLimit: 60)
    let start = Date()
    let (id, _) = try #require(store.open(now: start))
    #expect(store.open(resuming: id, now: start)?.id != id)   // still connected: a new session
    store.disconnect(id)
    let resumed = try #require(store.open(resuming: id, now: start.addingTimeInterval(30)))
    #expect(resumed.id == id && resumed.frame.contains("resumed the session"))
    store.disconnect(id)
    store.expireIdleSessions(now: Date().addingTimeInterval(61))
    #expect(store.open(resuming: id)?.id != id)   // expired: a new session
  }
}

/// `adaptive serve`: a scenario file's window, played again when the file changes.
@Suite(.checksInvariants) @MainActor
struct ScenarioSessionTests {
  @Test func aScenarioSessionReloadsWhenItsFileChanges() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString).yaml").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "device: iphone-16\nroot:\n  navigation: [Inbox]\n".write(toFile: path, atomically: true, encoding: .utf8)
    let session = try WebSession(scenarioFile: path, apps: .photoBrowser)
    guard case .frame(let first) = session.currentFrame() else { Issue.record("no frame"); return }
    #expect(first.hierarchy?.contains("\"Inbox\"") == true && first.device == "iphone-16")
    #expect(session.reloadIfChanged() == nil)

    // A new version (a later modification date) is played again, on the same device.
    try "device: ipad-air-11\nroot:\n  navigation: [Drafts]\nsteps:\n  - expect: {top: Inbox}\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: path)
    guard case .frame(let second) = session.reloadIfChanged() else { Issue.record("not reloaded"); return }
    #expect(second.hierarchy?.contains("\"Drafts\"") == true && second.device == "iphone-16")
    #expect(second.log.contains { $0.contains("0 passed, 1 failed") })

    // A broken file: its located error, and the window stays.
    try "device: iphone-16\nroot:\n  navigation: [A, B\n".write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(10)], ofItemAtPath: path)
    guard case .error(let message) = session.reloadIfChanged() else { Issue.record("a broken file was accepted"); return }
    #expect(message.hasPrefix(path + ":"))
    #expect(AdaptiveRenderer.text(for: session.window).contains("\"Drafts\""))
  }
}

/// `adaptive serve Main.storyboard`: a storyboard's initial scene, clicked through in the page.
@Suite(.checksInvariants) @MainActor
struct StoryboardSessionTests {
  @Test func aStoryboardSavedWithACycleReloadsAsItsLocatedError() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("Cycle-\(UUID().uuidString).storyboard").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    func storyboard(root: String) -> String {
      #"<document initialViewController="nav"><scenes><scene sceneID="s"><objects>"#
        + #"<navigationController id="nav" sceneMemberID="viewController"><connections>"#
        + #"<segue destination="\#(root)" kind="relationship" relationship="rootViewController" id="r"/></connections></navigationController>"#
        + "\n" + #"<viewController id="home" title="Home" sceneMemberID="viewController"/></objects></scene></scenes></document>"# + "\n"
    }
    try storyboard(root: "home").write(toFile: path, atomically: true, encoding: .utf8)
    let session = try WebSession(scenarioFile: path, apps: .photoBrowser)
    guard case .frame(let first) = session.currentFrame() else { Issue.record("no frame"); return }
    #expect(first.hierarchy?.contains("UINavigationController") == true)

    // Saved with the navigation controller as its own root: the error, and the window stays.
    try storyboard(root: "nav").write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: path)
    guard case .error(let message) = session.reloadIfChanged() else { Issue.record("a cycle was accepted"); return }
    #expect(message == #"\#(path):1: <navigationController id="nav">: relationship cycle: nav → nav"#)
    #expect(AdaptiveRenderer.text(for: session.window).contains("Home"))
  }

  @Test func aStoryboardIsServedAndItsSeguesFollowedOnAnyDevice() throws {
    // The example storyboard naming classes nobody registered (other suites of this process
    // register the example's): the storyboard as a person drops it in, with no app code.
    let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/storyboards/PhotoSplit.storyboard")
    let xml = try String(contentsOf: example, encoding: .utf8)
      .replacingOccurrences(of: #"customClass=""#, with: #"customClass="DroppedIn"#)
    let storyboard = FileManager.default.temporaryDirectory.appendingPathComponent("Main-\(UUID().uuidString).storyboard").path
    defer { try? FileManager.default.removeItem(atPath: storyboard) }
    try xml.write(toFile: storyboard, atomically: true, encoding: .utf8)
    let session = try WebSession(scenarioFile: storyboard, apps: .photoBrowser)
    guard case .frame(let first) = session.currentFrame() else { Issue.record("no frame"); return }
    #expect(first.device == "iphone-16" && first.hierarchy?.contains("UISplitViewController") == true)
    // Each prototype shows as a row: its show segue pushes the list, whose showDetail segue
    // presents the image screen (the split is collapsed and has no delegate).
    for label in ["Photographer", "Photo"] {
      let row = try #require(AdaptiveRenderer.target(labelOrID: label, in: session.window))
      guard case .frame = session.handle(#"{"type":"action","action":{"kind":"tapElement","element":"\#(row.elementID)"}}"#) else {
        Issue.record("the tap on \(label) was refused")
        return
      }
    }
    #expect(session.window.rootViewController?.presentedViewController?.presentationController?.effectivePresentationStyle == .pageSheet)
    guard case .frame(let pad) = session.handle(#"{"type":"device","device":"ipad-air-11","orientation":"landscapeLeft"}"#) else {
      Issue.record("the device change was refused")
      return
    }
    #expect(pad.device == "ipad-air-11")
    #expect((session.window.rootViewController as? UISplitViewController)?.isCollapsed == false)
    // The page's heading names the file served; it has no variants to pick (the app's are not its).
    #expect(first.title == (storyboard as NSString).lastPathComponent && first.variant == nil && first.variants.isEmpty)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(session.currentFrame().json.utf8)) as? [String: Any])
    #expect(json["title"] as? String == first.title && json["variant"] == nil)
  }
}
