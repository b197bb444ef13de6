import AdaptiveKit

/// A list of photos, subtitled with the day each was taken; choosing one shows its image.
@MainActor
public final class PhotoListViewController: UITableViewController {
  let browser: PhotoBrowser
  /// The photos listed.
  public internal(set) var photos: [Photo]

  init(browser: PhotoBrowser, title: String, photos: [Photo]) {
    self.browser = browser
    self.photos = photos
    super.init(style: .plain)
    self.title = title
  }

  public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { photos.count }

  public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = photos[indexPath.row].title
    cell.detailTextLabel?.text = photos[indexPath.row].dayTaken
    return cell
  }

  public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    browser.showImage(of: photos[indexPath.row], from: self)
  }
}
