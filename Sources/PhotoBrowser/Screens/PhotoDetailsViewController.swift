public import AdaptiveKit

/// A photo's details — title, photographer, day taken, description — shown by the modern variant
/// in its split's inspector column: beside the image when the split is expanded, a sheet over it
/// when collapsed (R111, R112).
@MainActor
public final class PhotoDetailsViewController: UITableViewController {
  /// The photo described.
  public let photo: Photo
  private let rows: [(label: String, value: String)]

  init(photo: Photo) {
    self.photo = photo
    rows = [("Title", photo.title), ("Photographer", photo.ownerName), ("Taken", photo.dayTaken), ("Description", photo.details)]
    super.init(style: .plain)
    title = "Details"
  }
  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = rows[indexPath.row].value
    cell.detailTextLabel?.text = rows[indexPath.row].label
    cell.selectionStyle = .none
    return cell
  }
}
