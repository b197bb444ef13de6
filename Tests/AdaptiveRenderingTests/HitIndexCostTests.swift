import AdaptiveKit
import Foundation
import Testing
@testable import AdaptiveRendering
import AdaptiveTestSupport

/// `hitTargets` looks only at the nodes over each candidate's point: its cost grows with the number
/// of nodes, not with its square.
@Suite(.checksInvariants) @MainActor
struct HitIndexCostTests {
  final class NumbersViewController: UITableViewController {
    let count: Int
    init(count: Int) {
      self.count = count
      super.init(style: .plain)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
  }

  /// The containment tests `hitTargets` runs on a free-form window tall enough to show `rows` rows.
  private func containmentTests(rows: Int) -> (tests: Int, targets: Int) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: CGFloat(rows) * 44))
    window.rootViewController = NumbersViewController(count: rows)
    window.makeKeyAndVisible()
    let frame = AdaptiveRenderer.frame(for: window)
    let targets = frame.hitTargets
    return (frame.hitIndex.containmentTests, targets.count)
  }

  @Test func hitTargetsOnALargeTableStaysLinear() {
    let small = containmentTests(rows: 100)
    let large = containmentTests(rows: 800)
    #expect(small.targets == 100)
    #expect(large.targets == 800)
    // Eight times the rows: about eight times the tests (a quadratic search would run 64 times as many).
    #expect(large.tests <= small.tests * 10)
    #expect(large.tests >= small.tests * 6)
  }
}
