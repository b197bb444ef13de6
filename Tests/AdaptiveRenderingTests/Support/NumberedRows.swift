import AdaptiveKit
import Foundation

/// A table of `count` plain rows titled "Row 0", "Row 1", ….
@MainActor
final class NumberedRowsController: UITableViewController {
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
