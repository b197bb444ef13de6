public import AdaptiveKit

/// The list of photographers; choosing one shows their photos.
@MainActor
public final class PhotographersViewController: UITableViewController {
  private unowned let browser: PhotoBrowser
  /// The photographers shown (empty until the photos load, or when they fail to).
  public private(set) var photographers: [Photographer] = []
  /// The error shown instead of the list, if loading failed.
  public private(set) var loadingError: PhotoLibraryError?

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
      case .success(let photos): photographers = Photographer.grouping(photos)
      case .failure(let error): loadingError = error
      }
      tableView.reloadData()
    }
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
