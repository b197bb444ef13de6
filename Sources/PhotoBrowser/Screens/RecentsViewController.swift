import AdaptiveKit

/// The recently viewed photos, newest first, refreshed each time the tab appears.
@MainActor
public final class RecentsViewController: UITableViewController {
  private let browser: PhotoBrowser
  /// The photos listed.
  public private(set) var photos: [Photo] = []

  init(browser: PhotoBrowser) {
    self.browser = browser
    super.init(style: .plain)
    title = "Recents"
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    photos = browser.recents.photos
    tableView.reloadData()
  }

  public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { photos.count }

  public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = photos[indexPath.row].title
    cell.detailTextLabel?.text = photos[indexPath.row].ownerName
    return cell
  }

  public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    browser.showImage(of: photos[indexPath.row], from: self)
  }
}
