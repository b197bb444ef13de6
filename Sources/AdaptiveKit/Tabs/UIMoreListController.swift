import Foundation

/// The list of tabs beyond the fourth, at the root of the More navigation controller (R92).
final class UIMoreListController: UIViewController {
  override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    title = "More"
  }
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    title = "More"
  }

}
