import AdaptiveKit

/// Shows a row for each prototype cell of a table whose controller is no app class (its class is
/// not registered, or the storyboard names none), as
/// Xcode's canvas does, so a storyboard on its own can be clicked through: each row is a cell made
/// from its prototype, and selecting it runs the prototype's segue. (With its class, the app's own
/// data source fills the table, as on iOS.)
@MainActor
final class PrototypePreview: UITableViewDataSource {
  private let identifiers: [String]

  init(identifiers: [String]) { self.identifiers = identifiers }

  func numberOfSections(in tableView: UITableView) -> Int { 1 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { identifiers.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let identifier = identifiers[indexPath.row]
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    if (cell.textLabel?.text ?? "").isEmpty { cell.textLabel?.text = identifier }
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}
