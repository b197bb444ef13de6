public import AdaptiveKit

/// A list of photos; choosing one shows its image. A photographer's photos are subtitled with the
/// day each was taken; the Recents tab's list reloads the recent photos each time it appears and
/// subtitles them with their photographer.
@MainActor
public final class PhotoListViewController: UITableViewController {
  unowned let browser: PhotoBrowser
  /// The photos listed.
  public private(set) var photos: [Photo]
  private let subtitle: (Photo) -> String
  private let reload: (() -> [Photo])?

  init(browser: PhotoBrowser, title: String, photos: [Photo], subtitle: @escaping (Photo) -> String = \.dayTaken,
       reload: (() -> [Photo])? = nil) {
    self.browser = browser
    self.photos = photos
    self.subtitle = subtitle
    self.reload = reload
    super.init(style: .plain)
    self.title = title
  }
  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if let reload {
      photos = reload()
      tableView.reloadData()
    }
  }

  public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { photos.count }

  public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = photos[indexPath.row].title
    cell.detailTextLabel?.text = subtitle(photos[indexPath.row])
    cell.imageView?.image = browser.source.imageData(for: photos[indexPath.row]).flatMap { UIImage(data: $0) }
    return cell
  }

  public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    browser.showImage(of: photos[indexPath.row], from: self)
  }
}
