import Foundation

/// Supplies a table view's sections, rows and cells, as UIKit's `UITableViewDataSource`.
@MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in a section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell of a row; ask the table view to dequeue one.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections. The default is 1.
  func numberOfSections(in tableView: UITableView) -> Int
  /// The title of a section's header. The default is nil (no header).
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// Decides row heights and observes selection, as UIKit's `UITableViewDelegate`.
///
/// Only the user's selection (``UITableView/simulateTap(onRowAt:)``) sends the selection messages;
/// ``UITableView/selectRow(at:animated:scrollPosition:)`` does not, as in UIKit.
@MainActor
public protocol UITableViewDelegate: AnyObject {
  /// The row the user's tap selects: return another index path or nil to refuse. The default
  /// returns `indexPath`.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user selected a row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// A row was deselected because the user selected another.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// A row's height; the default, ``UITableView/automaticDimension``, uses the table's `rowHeight`
  /// or the cell style's standard height.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A row's cell is about to be displayed: called once when the row comes on screen (after a
  /// reload, or when a layout shows it for the first time), before the cell is drawn.
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}
