import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct UserActionCodableTests {
  static let everyAction: [UserAction] = [
    .tapElement("vc0.table0.row.1"), .tapPoint(CGPoint(x: 12.5, y: 300)), .back,
    .rotate(.portrait), .rotate(.portraitUpsideDown), .rotate(.landscapeLeft), .rotate(.landscapeRight),
    .resize(CGSize(width: 694, height: 1024)), .dragResize(CGSize(width: 900, height: 700), ended: false),
    .dragResize(CGSize(width: 400, height: 700), ended: true), .swipeDown(completing: true), .swipeDown(completing: false),
    .dragToDetent(.medium), .dragToDetent(UISheetPresentationController.Detent.Identifier("custom")),
    .tapOutside, .selectTab(3), .typeText("Ana \"B\""), .setTextSize(.accessibilityExtraLarge),
    .fold(.closed), .fold(.flat), .fold(.partiallyFolded),
  ]

  @Test func everyActionSurvivesAJSONRoundTrip() throws {
    for action in Self.everyAction {
      let data = try JSONEncoder().encode(action)
      let decoded = try JSONDecoder().decode(UserAction.self, from: data)
      #expect(decoded == action, "\(action) came back as \(decoded)")
    }
    #expect(Set(Self.everyAction).count == Self.everyAction.count)
  }

  @Test func aDescriptionWritesAnyCoordinateWithoutTrapping() {
    #expect(UserAction.tapPoint(CGPoint(x: 1e308, y: -9_223_372_036_854_775_808)).description == "tap (1e+308, -9.223372036854776e+18)")
    #expect(UserAction.tapPoint(CGPoint(x: CGFloat.infinity, y: CGFloat.nan)).description == "tap (inf, nan)")
    #expect(UserAction.resize(CGSize(width: 694, height: 1024.5)).description == "resize 694×1024.5")
  }

  @Test func theEncodingNamesTheKindAndItsParameters() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let rotate = String(decoding: try encoder.encode(UserAction.rotate(.landscapeLeft)), as: UTF8.self)
    #expect(rotate == #"{"kind":"rotate","orientation":"landscapeLeft"}"#)
    let swipe = String(decoding: try encoder.encode(UserAction.swipeDown(completing: false)), as: UTF8.self)
    #expect(swipe == #"{"completing":false,"kind":"swipeDown"}"#)
    let drag = String(decoding: try encoder.encode(UserAction.dragResize(CGSize(width: 900, height: 700), ended: true)), as: UTF8.self)
    #expect(drag == #"{"ended":true,"height":700,"kind":"dragResize","width":900}"#)
    let fold = String(decoding: try encoder.encode(UserAction.fold(.partiallyFolded)), as: UTF8.self)
    #expect(fold == #"{"kind":"fold","posture":"partially-folded"}"#)
  }

  @Test func anUnknownKindOrOrientationIsAnErrorThatNamesIt() {
    #expect {
      try JSONDecoder().decode(UserAction.self, from: Data(#"{"kind":"pinch"}"#.utf8))
    } throws: { "\($0)".contains("unknown action kind 'pinch'") }
    #expect {
      try JSONDecoder().decode(UserAction.self, from: Data(#"{"kind":"rotate","orientation":"sideways"}"#.utf8))
    } throws: { "\($0)".contains("unknown orientation 'sideways'") }
    #expect {
      try JSONDecoder().decode(UserAction.self, from: Data(#"{"kind":"fold","posture":"ajar"}"#.utf8))
    } throws: { "\($0)".contains("unknown posture 'ajar'; expected one of closed, flat, partially-folded") }
    #expect {
      try JSONDecoder().decode(UserAction.self, from: Data(#"{"kind":"setTextSize","category":"huge"}"#.utf8))
    } throws: { "\($0)".contains("unknown text size 'huge'") }
  }
}
