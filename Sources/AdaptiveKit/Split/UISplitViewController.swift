/// A container of two or three columns that collapses into one on compact widths, as UIKit's
/// `UISplitViewController`. (Filled in by the split view issue.)
open class UISplitViewController: UIViewController {
  open override class func overridesAction(_ action: Selector) -> Bool { action == .show || action == .showDetail }
}
