import AdaptiveKit
import Foundation
import Testing
import AdaptiveScenario
import AdaptiveTestSupport

/// Every error names the file, the line and column of the offending node, and what is wrong.
@Suite(.checksInvariants) @MainActor
struct ScenarioParserErrorTests {
  @Test func unknownTopLevelKeyNamesFileLineAndColumn() {
    let error = parseError("device: iphone-16\nroot: A\ncolour: red\n", file: "bad.yaml")
    #expect(error?.description == "bad.yaml:3:1: unknown key 'colour' in a scenario; expected one of name, description, device, orientation, posture, screens, root, app, variant, storyboard, storyboardIdentifier, presented, steps")
  }

  @Test func unknownDeviceListsTheCatalog() {
    let error = parseError("device: iphone-99\nroot: A\n", file: "d.yaml")
    #expect(error?.location == SourceLocation(file: "d.yaml", line: 1, column: 9))
    #expect(error?.message == "unknown device 'iphone-99'; expected one of iphone-se, iphone-16, iphone-17, iphone-17-pro, iphone-air, iphone-16-pro-max, iphone-17-pro-max, iphone-duo, ipad-mini, ipad-a16, ipad-air-11, ipad-pro-11, ipad-air-13, ipad-pro-13")
  }

  @Test func malformedYAMLReportsYamsMark() {
    let error = parseError("device: iphone-16\nroot:\n  navigation: [A, B\nsteps: []\n", file: "m.yaml")
    #expect(error?.location.file == "m.yaml")
    #expect(error?.location.line == 4)
    #expect(error?.message.hasPrefix("malformed YAML: ") == true)
  }

  @Test func tabsInsteadOfSpacesIsMalformed() {
    let error = parseError("device: iphone-16\nroot:\n\tscreen: A\n", file: "t.yaml")
    #expect(error?.location.line == 3)
    #expect(error?.message.hasPrefix("malformed YAML") == true)
  }

  @Test func missingDeviceAndRoot() {
    #expect(parseError("root: A\n")?.description == "test.yaml:1:1: missing key 'device' (one of iphone-se, iphone-16, iphone-17, iphone-17-pro, iphone-air, iphone-16-pro-max, iphone-17-pro-max, iphone-duo, ipad-mini, ipad-a16, ipad-air-11, ipad-pro-11, ipad-air-13, ipad-pro-13)")
    #expect(parseError("device: iphone-16\n")?.description == "test.yaml:1:1: missing key 'root' (the window's root controller) or 'app'")
  }

  @Test func appErrorsNameTheProblem() {
    // An app or variant the runner's catalogue lacks is refused where the file names it.
    #expect(runError("device: iphone-16\napp: mail\n")?.description == "test.yaml:2:6: unknown app 'mail'; expected one of photo-browser")
    #expect(runError("device: iphone-16\napp: photo-browser\nvariant: better\n")?.description
      == "test.yaml:3:10: unknown variant 'better'; expected one of fixed, modern, naive")
    #expect(runError("device: iphone-16\napp: photo-browser\n", apps: AppCatalogue())?.description
      == "test.yaml:2:6: unknown app 'photo-browser'; this catalogue has no apps")
    #expect(parseError("device: iphone-16\napp: photo-browser\nroot: A\n")?.description
      == "test.yaml:3:7: a scenario has either a root or an app, not both")
    #expect(parseError("device: iphone-16\nroot: A\nvariant: naive\n")?.description == "test.yaml:3:10: variant needs an app (app: photo-browser)")
  }

  @Test func emptyFileAndNonMapping() {
    #expect(parseError("", file: "e.yaml")?.description == "e.yaml:1:1: the file is empty")
    #expect(parseError("- a\n- b\n")?.description == "test.yaml:1:1: a scenario must be a mapping (key: value lines)")
  }

  @Test func unknownStepSuggestsTheSteps() {
    let error = parseError("device: iphone-16\nroot: A\nsteps:\n  - tap: A\n  - tapp: B\n")
    #expect(error?.description == "test.yaml:5:5: unknown step 'tapp'; expected one of tap, back, swipeDown, abandonSwipeDown, tapOutside, edgeSwipe, toggleSidebar, toggleInspector, dismiss, type, rotate, resize, dragResize, dragResizeEnd, dragWindowEdge, dragToDetent, scroll, textSize, posture, present, expect")
  }

  @Test func bareStepWithValueAndValueStepWithout() {
    #expect(parseError("device: iphone-16\nroot: A\nsteps:\n  - back: now\n")?.description == "test.yaml:4:5: step 'back' takes no value; write '- back'")
    #expect(parseError("device: iphone-16\nroot: A\nsteps:\n  - rotate\n")?.description == "test.yaml:4:5: step 'rotate' needs a value, as in 'rotate: …'")
  }

  @Test func badValuesNameTheirNode() {
    #expect(parseError("device: iphone-16\nroot: A\nsteps:\n  - rotate: sideways\n")?.description
      == "test.yaml:4:13: unknown orientation 'sideways'; expected one of landscape, landscapeLeft, landscapeRight, portrait, portraitUpsideDown")
    #expect(parseError("device: iphone-16\nroot: A\nsteps:\n  - resize: half\n")?.description
      == "test.yaml:4:13: resize must be 1/3, 1/2, 2/3, full, or a size such as 320x1024")
    #expect(parseError("device: iphone-16\nroot: A\nsteps:\n  - expect: {collapsed: maybe}\n")?.description
      == "test.yaml:4:25: collapsed must be true or false")
    #expect(parseError("device: iphone-16\nroot: A\nsteps:\n  - expect: {traits: {A: wide}}\n")?.description
      == "test.yaml:4:26: size classes must be horizontal/vertical such as compact/regular or C/R, not 'wide'")
    #expect(parseError("device: iphone-16\nroot: A\nsteps:\n  - expect: {}\n")?.message.hasPrefix("expect needs at least one of") == true)
  }

  @Test func rowErrors() {
    let twoActions = parseError("device: iphone-16\nroot:\n  screen: A\n  rows:\n    - {title: B, show: B, present: C}\n")
    #expect(twoActions?.description == "test.yaml:5:27: a row can do only one of show, showDetail, present, popover")
    let noTitle = parseError("device: iphone-16\nroot:\n  screen: A\n  rows:\n    - {show: B}\n")
    #expect(noTitle?.description == "test.yaml:5:7: a row needs a title")
    let styleWithoutAction = parseError("device: iphone-16\nroot:\n  screen: A\n  rows:\n    - {title: B, style: popover}\n")
    #expect(styleWithoutAction?.description == "test.yaml:5:7: presentation options need show, showDetail, present or popover")
    let badStyle = parseError("device: iphone-16\nroot:\n  screen: A\n  rows:\n    - {title: B, present: C, style: card}\n")
    #expect(badStyle?.message.hasPrefix("unknown style 'card'; expected one of automatic, blurOverFullScreen") == true)
  }

  @Test func nodeErrors() {
    #expect(parseError("device: iphone-16\nroot: {screen: A, navigation: [B]}\n")?.description
      == "test.yaml:2:7: root has more than one of screen, navigation, tabs, split, arrangement")
    #expect(parseError("device: iphone-16\nroot: {title: A}\n")?.description
      == "test.yaml:2:7: root needs one of screen, navigation, tabs, split, arrangement")
    #expect(parseError("device: iphone-16\nroot: {navigation: []}\n")?.description
      == "test.yaml:2:20: navigation needs at least a root screen")
    #expect(parseError("device: iphone-16\nroot: {screen: A, rowz: []}\n")?.description
      == "test.yaml:2:19: unknown key 'rowz' in a screen; expected one of screen, rows, leftBarButtonItems, rightBarButtonItems, toolbarItems, largeTitleDisplayMode, style, modalInPresentation, prefersEdgeAttachedInCompactHeight, preferredContentSize, adaptiveStyle, detents, selectedDetentIdentifier, largestUndimmedDetentIdentifier, prefersGrabberVisible")
    #expect(parseError("device: iphone-16\nroot: {split: {secondary: B}}\n")?.description
      == "test.yaml:2:15: split needs a primary")
    #expect(parseError("device: iphone-16\nroot: {split: {primary: A, supplementary: B}}\n")?.description
      == "test.yaml:2:43: supplementary needs style tripleColumn")
    #expect(parseError("device: iphone-16\nroot: {split: {primary: A, preferredDisplayMode: wide}}\n")?.message
      .hasPrefix("unknown preferredDisplayMode 'wide'") == true)
  }

  @Test func duplicateKeyIsReported() {
    let error = parseError("device: iphone-16\ndevice: iphone-se\nroot: A\n")
    #expect(error?.location.line != nil)
    #expect(error?.message.contains("device") == true)
  }

  @Test func missingFileAndDirectory() throws {
    #expect(throws: ScenarioError("no such file", at: SourceLocation(file: "/no/such/file.yaml"))) {
      try Scenario.load(contentsOf: "/no/such/file.yaml")
    }
    #expect(throws: ScenarioError("is a directory, not a scenario file", at: SourceLocation(file: Examples.directory.path))) {
      try Scenario.load(contentsOf: Examples.directory.path)
    }
  }

  @Test(arguments: ["0x0", "-5x-5", "1e308x5", "nanxnan", "10001x5", "{width: 0, height: 5}"])
  func impossibleSizesAreRejected(size: String) {
    let error = parseError("device: iphone-16\nroot: A\nsteps:\n  - resize: \(size)\n")
    #expect(error?.description == "test.yaml:4:13: resize must be between 1x1 and 10000x10000 points")
  }

  @Test(arguments: [
    "device: iphone-16\nroot: *a\n",
    "device: [a]\nroot: A\n",
    "device: iphone-16\nroot: A\nsteps: {}\n",
    "device: iphone-16\nroot: {screen: A, rows: 5}\n",
    "device: iphone-16\nroot: {screen: \"\"}\n",
    "device: iphone-16\nroot: {screen: A, rows: [{title: B, present: C, preferredContentSize: 1e309x-1}]}\n",
    "device: iphone-16\nroot: A\nsteps:\n  - {tap: A, back: B}\n",
    "device: iphone-16\nroot: A\nsteps:\n  - [tap, A]\n",
    "device: iphone-16\nroot: {split: [A]}\n",
    "? [complex, key]\n: value\n",
  ])
  func hostileInputsAreErrorsWithALine(yaml: String) {
    let error = parseError(yaml)
    #expect(error != nil)
    #expect(error?.location.line != nil, "\(String(describing: error))")
  }
}
