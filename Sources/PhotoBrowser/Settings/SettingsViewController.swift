public import AdaptiveKit

/// The settings sheet's first screen: the display name, which opens the editing screen, and a
/// Done button. Presented from the photographers screen in a navigation controller.
@MainActor
public final class SettingsViewController: UITableViewController {
  private let settings: AppSettings

  init(settings: AppSettings) {
    self.settings = settings
    super.init(style: .insetGrouped)
    title = "Settings"
  }
  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Selector("done:", implementation: SettingsViewController.done))
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    tableView.reloadData()   // the name may have been edited
  }

  public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    cell.textLabel?.text = "Display Name"
    cell.detailTextLabel?.text = settings.displayName
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    show(EditDisplayNameViewController(settings: settings), sender: self)
  }

  func done(_ sender: UIBarButtonItem) {
    dismiss(animated: true)
  }
}
