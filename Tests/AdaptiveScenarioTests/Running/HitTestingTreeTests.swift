import AdaptiveKit
import AdaptiveRendering
import Foundation
import Testing
import AdaptiveScenario
import AdaptiveTestSupport

/// A tap is resolved against the window's hit-testing tree: its layout tree less the layers
/// behind a presentation whose dimming takes every tap in the window. That tree must resolve every
/// tap as the whole tree (the one the page draws) does: the same reachable elements with the same
/// ids and labels in the same order, and the same element at every point.
@Suite(.checksInvariants) @MainActor
struct HitTestingTreeTests {
  /// The reachable elements and the elements at a grid of points, read from the hit-testing tree
  /// and from the whole tree, are the same.
  private func expectSameTaps(in window: UIWindow, _ context: String) {
    let cut = ActionDriver.hitIndex(of: window)
    let whole = AdaptiveRenderer.frame(for: window).hitIndex
    #expect(cut.reachableNodes.map { "\($0.id) \($0.label)" } == whole.reachableNodes.map { "\($0.id) \($0.label)" }, "\(context)")
    let bounds = window.bounds
    for row in 0...12 {
      for column in 0...12 {
        let point = CGPoint(x: bounds.minX + bounds.width * CGFloat(column) / 12, y: bounds.minY + bounds.height * CGFloat(row) / 12)
        #expect(cut.node(at: point)?.id == whole.node(at: point)?.id, "\(context) at \(point)")
      }
    }
  }

  @Test func everyExampleResolvesTapsAsItsWholeTreeDoesAfterEveryStep() throws {
    var compared = 0
    for file in Examples.files {
      let runner = try ScenarioRunner(scenario: Scenario.load(contentsOf: Examples.path(file)), apps: .photoBrowser)
      expectSameTaps(in: runner.window, "\(file) at launch")
      while let result = runner.runNextStep() {
        expectSameTaps(in: runner.window, "\(file) after step \(result.number)")
        compared += 1
      }
    }
    #expect(compared > 200)
  }

  /// A screen whose one row presents, pops over or shows another copy of it, tapped `taps` times.
  private func stack(_ action: String, root: String, device: String, taps: Int) throws -> ScenarioRunner {
    let yaml = "device: \(device)\nscreens:\n  S: {screen: A, rows: [{title: More, \(action): S}]}\nroot: \(root)\nsteps:\n"
      + String(repeating: "  - tap: More\n", count: taps)
    let runner = try ScenarioRunner(scenario: ScenarioParser.parse(yaml: yaml, file: "stack.yaml"), apps: .photoBrowser)
    let report = runner.runAll()
    #expect(report.results.allSatisfy { $0.passed }, "\(Examples.failures(report))")
    return runner
  }

  @Test(arguments: [
    ("present", "S", "ipad-pro-13"), ("popover", "S", "ipad-pro-13"), ("showDetail", "{navigation: [S]}", "ipad-pro-13"),
    ("present", "S", "iphone-16"),
  ])
  func aDeepStackResolvesTapsAsItsWholeTreeDoes(action: String, root: String, device: String) throws {
    let runner = try stack(action, root: root, device: device, taps: 30)
    expectSameTaps(in: runner.window, "\(action) on \(device)")
    // The front layers are built, not the 30 behind them: a tap on a deep stack costs its front
    // layer (on an iPhone, cards further back already hide everything behind them).
    let cut = ActionDriver.hitIndex(of: runner.window).nodes.count
    let whole = AdaptiveRenderer.frame(for: runner.window).hitIndex.nodes.count
    #expect(cut < 30, "\(cut) nodes of \(whole)")
    if device.hasPrefix("ipad") { #expect(whole > 5 * cut, "\(cut) nodes of \(whole)") }
    // The front layer keeps the label the whole tree gives it: 31 controllers, the last is vc30.
    #expect(AdaptiveRenderer.target(labelOrID: "More", in: runner.window)?.elementLabel == "vc30.table0.row.0")
    #expect(ActionDriver.hitIndex(of: runner.window).node(labelOrID: "More")?.label == "vc30.table0.row.0")
  }

  /// A popover whose passthrough views take taps behind it lets the layers behind it answer taps:
  /// they are built.
  @Test func R85_aPopoverWithPassthroughViewsKeepsTheLayersBehindIt() throws {
    let window = UIWindow(device: .iPadPro13, orientation: .portrait)
    let root = UIViewController()
    let button = UIButton(type: .system)
    button.setTitle("Behind", for: .normal)
    button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
    window.rootViewController = root
    window.makeKeyAndVisible()
    root.view.addSubview(button)
    let popover = UIViewController()
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.sourceView = root.view
    popover.popoverPresentationController?.sourceRect = CGRect(x: 600, y: 600, width: 10, height: 10)
    popover.popoverPresentationController?.passthroughViews = [button]
    root.present(popover, animated: false)
    expectSameTaps(in: window, "a popover with a passthrough button")
    #expect(ActionDriver.hitIndex(of: window).node(labelOrID: "Behind") != nil)
    popover.popoverPresentationController?.passthroughViews = nil
    expectSameTaps(in: window, "a popover without passthrough views")
    #expect(ActionDriver.hitIndex(of: window).node(labelOrID: "Behind") == nil)
  }
}
