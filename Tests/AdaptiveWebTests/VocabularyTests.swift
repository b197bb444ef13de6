import AdaptiveKit
import AdaptiveRendering
import AdaptiveScenario
import AdaptiveWeb
import Foundation
import Testing

/// One table of names serves every tool: a word the table knows reads the same in an action's JSON,
/// a scenario file and the web protocol, and each tool's error lists the same expected words.
@Suite @MainActor
struct VocabularyTests {
  @Test func everyOrientationWordReadsTheSameInEveryTool() throws {
    for (word, orientation) in Vocabulary.orientations {
      let json = #"{"kind":"rotate","orientation":"\#(word)"}"#
      #expect(try JSONDecoder().decode(UserAction.self, from: Data(json.utf8)) == .rotate(orientation))
      #expect(try ClientMessage.parse(#"{"type":"device","orientation":"\#(word)"}"#) == .device(nil, orientation))
      let scenario = try ScenarioParser.parse(yaml: "device: iphone-16\nroot: A\nsteps:\n  - rotate: \(word)\n", file: "v.yaml")
      #expect(scenario.steps.map(\.kind) == [.action(.rotate(orientation))])
    }
  }

  @Test func everyNameWrittenReadsBack() {
    for orientation in [UIInterfaceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] {
      #expect(Vocabulary.orientations[Vocabulary.name(of: orientation)] == orientation)
    }
    for sizeClass in [UIUserInterfaceSizeClass.compact, .regular, .unspecified] {
      #expect(Vocabulary.sizeClasses[Vocabulary.name(of: sizeClass)] == sizeClass)
    }
    for detent in [UISheetPresentationController.Detent.Identifier.medium, .large, .init("peek")] {
      #expect(Vocabulary.detent(named: Vocabulary.name(of: detent)) == detent)
    }
    for size in UIContentSizeCategory.allSpecified {
      #expect(Vocabulary.textSize(named: Vocabulary.name(of: size)) == size)
    }
  }

  @Test func everyToolListsTheSameExpectedOrientations() throws {
    let expected = "expected one of \(Vocabulary.orientationNames)"
    #expect(expected == "expected one of landscape, landscapeLeft, landscapeRight, portrait, portraitUpsideDown")
    let web = #expect(throws: ProtocolError.self) { try ClientMessage.parse(#"{"type":"device","orientation":"sideways"}"#) }
    #expect(web?.message.hasSuffix(expected) == true)
    let json = #"{"kind":"rotate","orientation":"sideways"}"#
    #expect { try JSONDecoder().decode(UserAction.self, from: Data(json.utf8)) } throws: { "\($0)".contains(expected) }
    let scenario = #expect(throws: ScenarioError.self) {
      try ScenarioParser.parse(yaml: "device: iphone-16\nroot: A\nsteps:\n  - rotate: sideways\n", file: "v.yaml")
    }
    #expect(scenario?.description.hasSuffix(expected) == true)
  }
}
