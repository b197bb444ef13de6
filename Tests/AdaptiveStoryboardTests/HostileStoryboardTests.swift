import AdaptiveStoryboard
import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Storyboards that once crashed or hung the loader (cycles, deep nesting, huge files, XML errors
/// known only by number) are refused with an error naming the file, line and element, and the
/// process goes on.
@Suite(.checksInvariants) @MainActor
struct HostileStoryboardTests {
  /// Expects reading `text` to throw exactly `expected`, then that a good storyboard still loads
  /// and instantiates.
  private func expectRefusal(_ text: String, file: String = "Hostile.storyboard", _ expected: String) throws {
    try expectRefusal(Data(text.utf8), file: file, expected)
  }

  private func expectRefusal(_ data: Data, file: String = "Hostile.storyboard", _ expected: String) throws {
    do {
      _ = try UIStoryboard(data: data, name: "Hostile", file: file)
      Issue.record("accepted: \(expected)")
    } catch {
      #expect(error.description == expected)
    }
    let good = HostileStoryboards.file(initial: "fine", [HostileStoryboards.controller("viewController", id: "fine")])
    let storyboard = try UIStoryboard(data: Data(good.utf8), name: "Good")
    #expect(storyboard.instantiateInitialViewController()?.title == "fine")
  }

  // MARK: Cycles

  @Test func aNavigationControllerRootedInItselfIsARelationshipCycle() throws {
    try expectRefusal(HostileStoryboards.selfRootedNavigation,
                      #"Hostile.storyboard:5: <navigationController id="nav">: relationship cycle: nav → nav"#)
  }

  @Test func twoNavigationControllersRootedInEachOtherAreARelationshipCycle() throws {
    try expectRefusal(HostileStoryboards.mutualNavigation,
                      #"Hostile.storyboard:5: <navigationController id="first">: relationship cycle: first → second → first"#)
  }

  @Test func aSplitWhoseDetailIsItsOwnTabBarIsARelationshipCycle() throws {
    try expectRefusal(HostileStoryboards.splitInsideItsOwnTabBar,
                      #"Hostile.storyboard:5: <splitViewController id="split">: relationship cycle: split → tabs → split"#)
  }

  @Test func aContainerViewEmbeddingItsOwnControllerIsAnEmbedCycle() throws {
    try expectRefusal(HostileStoryboards.containerEmbeddingItself,
                      #"Hostile.storyboard:5: <viewController id="page">: embed cycle: page → page"#)
  }

  @Test func aCycleThroughAnEmbedAndARelationshipNamesBoth() throws {
    try expectRefusal(HostileStoryboards.embedAndRelationshipCycle,
                      #"Hostile.storyboard:5: <viewController id="outer">: relationship and embed cycle: outer → inner → outer"#)
  }

  @Test func seguesBackAndForthAreNotACycle() throws {
    let storyboard = try UIStoryboard(data: Data(HostileStoryboards.seguesBackAndForth.utf8), name: "PingPong")
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    let window = makeVisibleWindow(root: navigation)
    for round in 1...10 {
      let top = try #require(navigation.topViewController)
      let next = top.title == "ping" ? "pong" : "ping"
      let button = try #require(top.view.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Show \(next)" })
      button.simulateTap()
      #expect(navigation.viewControllers.count == round + 1)
    }
    #expect(navigation.topViewController?.title == "ping")
    #expect(HierarchyInvariants.violations(in: window).isEmpty)
  }

  @Test func aCycleIsRefusedWhenAToolChecksTheFile() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("Cycle-\(UUID().uuidString).storyboard")
    defer { try? FileManager.default.removeItem(at: url) }
    try HostileStoryboards.mutualNavigation.write(to: url, atomically: true, encoding: .utf8)
    #expect {
      try StoryboardFile.check(url)
    } throws: { error in
      (error as? StoryboardError)?.description
        == #"\#(url.lastPathComponent):5: <navigationController id="first">: relationship cycle: first → second → first"#
    }
  }

  // MARK: Depth

  @Test func fiveThousandNestedViewsStopAtTheNestingBound() throws {
    // The element nested 201 deep (a <subviews>) is on line 202.
    try expectRefusal(HostileStoryboards.nestedViews(5_000),
                      "Hostile.storyboard:202: <subviews>: elements nest more than 200 deep; a storyboard nests at most 200")
  }

  @Test func viewsNestedToTheBoundLoad() throws {
    // 97 views inside the root view: the deepest is nested 200 elements deep.
    let storyboard = try UIStoryboard(data: Data(HostileStoryboards.nestedViews(97).utf8), name: "Deep")
    let controller = try #require(storyboard.instantiateInitialViewController())
    var deepest = controller.view!
    var depth = 0
    while let inner = deepest.subviews.first {
      deepest = inner
      depth += 1
    }
    #expect(depth == 97)
  }

  @Test func aChainOfNavigationControllersDeeperThanTheBoundIsRefused() throws {
    // nav0 … nav149 then a plain controller: nav50 starts a chain of 101.
    try expectRefusal(HostileStoryboards.navigationChain(150),
                      #"Hostile.storyboard:155: <navigationController id="nav50">: its relationships and embeds nest more than 100 view controllers deep; a storyboard nests at most 100"#)
  }

  @Test func aChainOfEmbedsAtTheBoundLoadsAndShows() throws {
    // embed0 … embed98 each embed the next, then a plain controller: 100 controllers.
    let storyboard = try UIStoryboard(data: Data(HostileStoryboards.embedChain(99).utf8), name: "Chain")
    let (root, reports) = MisuseReport.capture { storyboard.instantiateInitialViewController() }
    let window = makeVisibleWindow(root: try #require(root))
    var innermost = try #require(root)
    var depth = 1
    while let next = innermost.children.first {
      innermost = next
      depth += 1
    }
    #expect(reports.isEmpty)
    #expect(depth == 100 && innermost.title == "embed99")
    #expect(innermost.view.window === window)
  }

  @Test func aSceneMakingControllersUpToTheBoundLoadsPromptly() throws {
    // Nine container views a level, three levels: 1 + 9 + 81 + 729 = 820 controllers.
    let storyboard = try UIStoryboard(data: Data(HostileStoryboards.multiplyingEmbeds(levels: 3, embeds: 9).utf8), name: "Grid")
    let started = Date()
    let root = try #require(storyboard.instantiateInitialViewController())
    _ = makeVisibleWindow(root: root)
    let elapsed = Date().timeIntervalSince(started)
    #expect(elapsed < 5, "\(elapsed) s")
    #expect(root.children.count == 9 && root.children[0].children.count == 9 && root.children[0].children[0].children.count == 9)
  }

  @Test func tabBarsMultiplyingTheirTabsPastTheBoundAreRefused() throws {
    // Four tabs a level: tabs1 would make 1 + 4 + 16 + 64 + 256 + 1024 controllers.
    try expectRefusal(HostileStoryboards.multiplyingTabs(levels: 6, tabs: 4),
                      #"Hostile.storyboard:8: <tabBarController id="tabs1">: instantiating it makes more than 1000 view controllers through relationships and embeds; a scene makes at most 1000"#)
  }

  @Test func twentyThousandViewsOfAnUnregisteredClassLoadPromptly() throws {
    // Each stand-in is noted once; telling a new note by searching the list took 23 s here.
    let storyboard = try UIStoryboard(data: Data(HostileStoryboards.manyUnregisteredLabels(20_000).utf8), name: "Labels")
    // CPU time of the test's thread, so that other tests and builds sharing the machine do not count.
    let started = ThreadCPUClock.now()
    let controller = try #require(storyboard.instantiateInitialViewController())
    #expect(controller.view.subviews.count == 20_000)
    let elapsed = ThreadCPUClock.now() - started
    #expect(elapsed < 5, "\(elapsed) CPU s")
    #expect(storyboard.diagnostics.count == 20_000)
    #expect(storyboard.diagnostics.first?.description
      == "Labels.storyboard:6: <label>: Unknown class Unregistered in Interface Builder file (register it with UIStoryboard.register); a UILabel stands in")
  }

  // MARK: Size and XML errors

  @Test func aFileOverTenMegabytesIsRefusedBeforeParsing() throws {
    try expectRefusal(Data(repeating: 0x20, count: 10_000_001), file: "Big.storyboard",
                      "Big.storyboard: the file is 10000001 bytes; a storyboard is at most 10000000 bytes (10 MB)")
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("Big-\(UUID().uuidString).storyboard")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(repeating: 0x20, count: 10_000_001).write(to: url)
    #expect {
      try StoryboardFile.check(url)
    } throws: { error in
      (error as? StoryboardError)?.description == "\(url.lastPathComponent): the file is 10000001 bytes; a storyboard is at most 10000000 bytes (10 MB)"
    }
  }

  @Test(arguments: [
    ("<viewController id=\"a\" sceneMemberID=\"viewController\"><string key=\"text\">&nbsp;</string></viewController>",
     "Hostile.storyboard:5: <string>: not well-formed XML (an entity (&name;) is not declared: XML knows only &amp; &lt; &gt; &quot; &apos;)"),
    ("<viewController id=\"a\" hidden sceneMemberID=\"viewController\"/>",
     "Hostile.storyboard:5: <objects>: not well-formed XML (an attribute has no value; write name=\"value\")"),
    ("<viewController id=\"a\" title=\"\u{1}\" sceneMemberID=\"viewController\"/>",
     "Hostile.storyboard:5: <objects>: not well-formed XML (a character XML does not allow, such as a control character or NUL)"),
    ("<viewController id=\"a\" sceneMemberID=\"viewController\" <view/></viewController>",
     "Hostile.storyboard:5: <objects>: not well-formed XML (a tag or attribute name is missing; write a lone < as &lt;)"),
    ("<viewController id=\"a\" sceneMemberID=\"viewController\"></viewControler>",
     "Hostile.storyboard:5: <viewController id=\"a\">: not well-formed XML (a closing tag does not match the element, opened on line 5)"),
  ])
  func libxml2ErrorsAreInWords(controller: String, expected: String) throws {
    try expectRefusal(HostileStoryboards.file(initial: "a", [controller]), expected)
  }

  @Test func aNameThatIsNotUTF8IsRefusedBeforeTheParserSeesIt() throws {
    // Foundation's XMLParser crashed on an attribute name with a byte that is not UTF-8.
    let text = HostileStoryboards.file(initial: "a", [#"<viewController id="a" des~ination="b" sceneMemberID="viewController"/>"#])
    let bytes = Array(text.utf8).map { $0 == UInt8(ascii: "~") ? 0xF4 : $0 }
    try expectRefusal(Data(bytes), "Hostile.storyboard:5: not well-formed XML (bytes that are not UTF-8; storyboards are UTF-8)")
    try expectRefusal(Data([0xFF, 0xFE] + Array(text.utf8).flatMap { [$0, 0] }),
                      "Hostile.storyboard:1: not well-formed XML (bytes that are not UTF-8; storyboards are UTF-8)")
  }

  @Test func aFileThatEndsEarlyNamesTheUnclosedElementOnItsLastLine() throws {
    try expectRefusal("<document>\n<scenes>\n\n\n",
                      "Hostile.storyboard:4: <scenes>: not well-formed XML (the file ends before the element, opened on line 2, is closed), at the end of the file")
  }

  @Test func contentAfterTheDocumentIsAnError() throws {
    try expectRefusal(HostileStoryboards.file(initial: nil, []) + "<document/>\n",
                      "Hostile.storyboard:6: not well-formed XML (the document goes on after its root element)")
  }

  @Test func anEmptyOrBlankFileIsAnError() throws {
    try expectRefusal("", "Hostile.storyboard:1: not well-formed XML (the file is empty)")
    try expectRefusal("  \n\t\n", "Hostile.storyboard:1: not well-formed XML (the file is empty)")
    try expectRefusal("<!-- nothing -->\n", "Hostile.storyboard:1: not well-formed XML (the document has no root element), at the end of the file")
  }
}
