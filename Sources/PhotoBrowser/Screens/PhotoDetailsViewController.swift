public import AdaptiveKit

/// A photo's details — title, photographer, day taken, description — shown by the modern variant
/// in its split's inspector column: beside the image when the split is expanded, a sheet over it
/// when collapsed (R111, R112), where a Done button hides the inspector (the sheet's only other way
/// out is a swipe down, which nothing on screen shows). On a foldable device the details are the
/// secondary of the photo's arrangement instead, beside the image or across the fold from it.
@MainActor
public final class PhotoDetailsViewController: UITableViewController {
  /// The photo described.
  public let photo: Photo
  private let rows: [(label: String, value: String)]
  /// Hides the inspector that shows these details.
  private let hideInspector: () -> Void
  /// The Done button shown while the details are a sheet.
  private lazy var doneButton = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Selector("done:", implementation: PhotoDetailsViewController.done))

  init(photo: Photo, hideInspector: @escaping () -> Void = {}) {
    self.photo = photo
    self.hideInspector = hideInspector
    rows = [("Title", photo.title), ("Photographer", photo.ownerName), ("Taken", photo.dayTaken), ("Description", photo.details)]
    super.init(style: .plain)
    title = "Details"
  }
  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    showsDoneButtonInASheet()
  }

  public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    showsDoneButtonInASheet()
  }

  /// A Done button while the split is collapsed (the details are a sheet), none in the column.
  private func showsDoneButtonInASheet() {
    let isSheet = traitCollection.splitViewControllerLayoutEnvironment == .collapsed
    navigationItem.rightBarButtonItem = isSheet ? doneButton : nil
  }

  /// The Done button: hides the inspector, which dismisses the sheet (R112).
  func done(_ sender: UIBarButtonItem) {
    hideInspector()
  }

  public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = rows[indexPath.row].value
    cell.detailTextLabel?.text = rows[indexPath.row].label
    cell.selectionStyle = .none
    return cell
  }
}
