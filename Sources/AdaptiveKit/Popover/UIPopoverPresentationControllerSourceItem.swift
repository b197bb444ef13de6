/// Something a popover can point at, as UIKit's `UIPopoverPresentationControllerSourceItem`
/// (iOS 16): a view or a bar button item (R79).
@MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
