public import AdaptiveKit

/// The list of photographers; choosing one shows their photos.
@MainActor
public final class PhotographersViewController: UITableViewController {
  private unowned let browser: PhotoBrowser
  /// The photographers shown (empty until the photos load, or when they fail to).
  public private(set) var photographers: [Photographer] = []
  /// The error shown instead of the list, if loading failed.
  public private(set) var loadingError: PhotoLibraryError?
  /// The photos last grouped and their photographers: the launches of the app in one process (an
  /// explorer's, thousands of them) load the same photos, and group them once.
  private static var lastGrouping: (photos: [Photo], photographers: [Photographer])?

  init(browser: PhotoBrowser) {
    self.browser = browser
    super.init(style: .plain)
    title = "Photographers"
  }
  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Settings", style: .plain, target: self, action: Selector("showSettings:", implementation: PhotographersViewController.showSettings))
    browser.source.loadPhotos { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let photos): photographers = Self.photographers(of: photos)
      case .failure(let error): loadingError = error
      }
      tableView.reloadData()
    }
  }

  /// `photos` grouped by photographer, from the last grouping when it grouped the same photos (the
  /// same array compares equal at once).
  private static func photographers(of photos: [Photo]) -> [Photographer] {
    if let last = lastGrouping, last.photos == photos { return last.photographers }
    let photographers = Photographer.grouping(photos)
    lastGrouping = (photos, photographers)
    return photographers
  }

  /// Presents the settings in a sheet: a page sheet on iPhone, a form sheet on iPad.
  func showSettings(_ sender: UIBarButtonItem) {
    let settings = UINavigationController(rootViewController: SettingsViewController(settings: browser.settings))
    settings.modalPresentationStyle = traitCollection.userInterfaceIdiom == .pad ? .formSheet : .pageSheet
    present(settings, animated: true)
  }

  public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    loadingError == nil ? photographers.count : 1
  }

  public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    if let loadingError {
      cell.textLabel?.text = "Could not load photos"
      cell.detailTextLabel?.text = loadingError.description
      cell.selectionStyle = .none
      return cell
    }
    let photographer = photographers[indexPath.row]
    cell.textLabel?.text = photographer.name
    cell.detailTextLabel?.text = "\(photographer.photos.count) photos"
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  public override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    loadingError == nil ? indexPath : nil
  }

  public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let photos = PhotoListViewController(browser: browser, title: photographers[indexPath.row].name,
                                         photos: photographers[indexPath.row].photos)
    show(photos, sender: self)
  }
}
