import Foundation

/// A coder that decodes a storyboard object's attributes into the object `init?(coder:)` makes.
@MainActor
package protocol StoryboardDecoding: AnyObject {
  /// Sets the controller's title, items, view description, segues and storyboard.
  func decode(into controller: UIViewController)
  /// Sets the view's frame and attributes.
  func decode(into view: UIView)
  /// The style of the table view cell being decoded.
  var cellStyle: UITableViewCell.CellStyle? { get }
  /// The reuse identifier of the table view cell being decoded.
  var cellReuseIdentifier: String? { get }
  /// The style of the table view (or table view controller's table) being decoded.
  var tableViewStyle: UITableView.Style? { get }
  /// The style of the split view controller being decoded.
  var splitStyle: UISplitViewController.Style? { get }
}

/// A segue a storyboard declares from a controller, ready to run.
@MainActor
package protocol StoryboardSegueTemplate {
  /// The segue's identifier, if it has one.
  var identifier: String? { get }
  /// Makes the destination and the segue, asks `prepare(for:sender:)` and performs it. A
  /// `triggered` segue (by a control, cell or bar button item) first asks
  /// `shouldPerformSegue(withIdentifier:sender:)`.
  func perform(from source: UIViewController, sender: Any?, triggered: Bool)
}
