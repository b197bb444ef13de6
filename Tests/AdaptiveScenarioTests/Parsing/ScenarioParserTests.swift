import AdaptiveKit
import Foundation
import Testing
import AdaptiveScenario
import AdaptiveTestSupport
import AdaptiveRendering

@Suite(.checksInvariants) @MainActor
struct ScenarioParserTests {
  @Test func parsesDeviceOrientationHierarchyAndSteps() throws {
    let scenario = try parse("""
      name: Mail
      device: ipad-air-11
      orientation: landscape
      screens:
        Message:
          screen: Message
          rows: [Reply]
      root:
        navigation:
          - screen: Inbox
            rows:
              - title: First
                id: first-row
                show: Message
              - title: Compose
                present: {navigation: [Compose]}
                style: formSheet
                modalInPresentation: true
                preferredContentSize: 540x620
              - Plain
      steps:
        - tap: first-row
        - back
        - rotate: portrait
        - resize: 1/3
        - resize: 320x1024
        - swipeDown
        - tapOutside
        - present: {screen: Sheet, style: pageSheet}
        - dismiss
        - expect: {collapsed: false, top: Inbox, presented: none, horizontal: C, vertical: regular, visible: [Inbox], stack: [Inbox], traits: {Inbox: compact/R}}
      """, file: "mail.yaml")
    #expect(scenario.name == "Mail")
    #expect(scenario.device == .iPadAir11)
    #expect(scenario.orientation == .landscapeLeft)
    #expect(scenario.screens.keys.sorted() == ["Message"])
    guard case .navigation(let navigation) = scenario.root, case .screen(let inbox) = navigation.stack[0] else {
      Issue.record("root is not a navigation controller with a screen: \(scenario.root)")
      return
    }
    #expect(inbox.title == "Inbox")
    #expect(inbox.rows.map(\.title) == ["First", "Compose", "Plain"])
    #expect(inbox.rows[0].id == "first-row")
    #expect(inbox.rows[0].action == .show)
    #expect(inbox.rows[0].target == .reference("Message", SourceLocation(file: "mail.yaml", line: 14, column: 17)))
    #expect(inbox.rows[1].action == .present)
    #expect(inbox.rows[1].presentation?.style == .formSheet)
    #expect(inbox.rows[1].presentation?.isModalInPresentation == true)
    #expect(inbox.rows[1].presentation?.preferredContentSize == CGSize(width: 540, height: 620))
    #expect(inbox.rows[2].action == nil)
    #expect(scenario.steps.map(\.summary) == [
      "tap \"first-row\"", "back", "rotate portrait", "resize 1/3", "resize 320x1024", "swipeDown", "tapOutside",
      "present screen \"Sheet\"", "dismiss",
      "expect collapsed=false top=Inbox presented=none horizontal=compact vertical=regular visible=[Inbox] stack=[Inbox] traits[Inbox]=compact/regular",
    ])
    #expect(scenario.steps[0].location == SourceLocation(file: "mail.yaml", line: 22, column: 5))
  }

  @Test func defaultsNameFromFileAndOrientationPortrait() throws {
    let scenario = try parse("device: iphone-se\nroot: Home\n", file: "dir/sc99-thing.yaml")
    #expect(scenario.name == "sc99-thing")
    #expect(scenario.orientation == .portrait)
    #expect(scenario.steps.isEmpty)
    guard case .screen(let home) = scenario.root else { Issue.record("root is \(scenario.root)"); return }
    #expect(home.title == "Home")
  }

  @Test func parsesTheSheetAndTextSizeSteps() throws {
    let scenario = try parse("device: iphone-16\nroot: A\nsteps:\n  - abandonSwipeDown\n  - dragToDetent: medium\n  - textSize: AccessibilityXL\n")
    #expect(scenario.steps.map(\.kind) == [.action(.swipeDown(completing: false)), .action(.dragToDetent(.medium)), .action(.setTextSize(.accessibilityExtraLarge))])
    #expect(scenario.steps.map(\.summary) == ["abandonSwipeDown", "dragToDetent medium", "textSize AccessibilityXL"])
    #expect(throws: ScenarioError.self) { try parse("device: iphone-16\nroot: A\nsteps:\n  - textSize: huge\n") }
  }

  @Test func deviceByNameOrIdentifier() throws {
    #expect(try parse("device: iPhone 16 Pro Max\nroot: A\n").device == .iPhone16ProMax)
    #expect(try parse("device: ipad-pro-13\nroot: A\n").device == .iPadPro13)
  }

  @Test func todaysDevicesAreScenarioDevices() throws {
    #expect(try parse("device: iphone-17-pro\nroot: A\n").device == .iPhone17Pro)
    #expect(try parse("device: iPhone Air\norientation: landscape\nroot: A\n").device == .iPhoneAir)
    #expect(try parse("device: ipad-a16\nroot: A\n").device == .iPadA16)
    let unknown = #expect(throws: ScenarioError.self) { try parse("device: iphone-18\nroot: A\n") }
    #expect(unknown?.description.contains("iphone-17-pro-max") == true)
  }

  @Test func parsesSplitWithColumnsAndDelegate() throws {
    let scenario = try parse("""
      device: ipad-pro-13
      root:
        split:
          style: tripleColumn
          preferredDisplayMode: twoBesideSecondary
          delegate: {collapseSecondary: true, topColumnForCollapsing: primary}
          primary: Sidebar
          supplementary: {navigation: [List]}
          secondary: Detail
          compact: {tabs: [A, B]}
      """)
    guard case .split(let split) = scenario.root else { Issue.record("root is \(scenario.root)"); return }
    #expect(split.style == .tripleColumn)
    #expect(split.preferredDisplayMode == "twoBesideSecondary")
    #expect(split.delegate?.collapseSecondary == true)
    #expect(split.delegate?.topColumnForCollapsing == "primary")
    #expect(split.supplementary?.summary == "navigation [screen \"List\"]")
    #expect(split.compact?.summary == "tabs [screen \"A\", screen \"B\"]")
  }

  @Test func everyExampleFileParses() throws {
    #expect(Examples.files.count >= 30)
    for file in Examples.files {
      #expect(throws: Never.self, "\(file)") { try Scenario.load(contentsOf: Examples.path(file)) }
    }
  }

  @Test func bundledDemoIsTheExampleFile() throws {
    let file = try String(contentsOfFile: Examples.path("demo.yaml"), encoding: .utf8)
    #expect(BundledScenarios.demo == file)
    let demo = try ScenarioParser.parse(yaml: BundledScenarios.demo, file: BundledScenarios.demoFileName)
    #expect(demo.device == .iPhone16ProMax)
    #expect(demo.steps.contains { $0.kind == .action(.rotate(.landscapeLeft)) })
    #expect(demo.steps.contains { $0.kind == .action(.swipeDown(completing: true)) })
  }

  @Test func anAppRootNamesTheAppAndItsVariant() throws {
    let scenario = try parse("device: ipad-air-11\napp: photo-browser\nvariant: naive\nsteps:\n  - tap: Recents\n  - expect: {rows: [A, B]}\n")
    guard case .app(let app) = scenario.root else { Issue.record("root is \(scenario.root)"); return }
    #expect(app.name == "photo-browser")
    #expect(app.variant == "naive")
    #expect(scenario.root.summary == "app photo-browser (naive)")
    guard case .expect(let expectation) = scenario.steps[1].kind else { Issue.record("not an expectation"); return }
    #expect(expectation.rows == ["A", "B"])
    guard case .app(let fixed) = try parse("device: iphone-16\napp: photo-browser\n").root else { Issue.record("no app"); return }
    #expect(fixed.variant == nil)   // the app's default variant
  }

}
