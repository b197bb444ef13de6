import AdaptiveKit
import Foundation

/// A plain screen of a scenario: a title and a list of rows, each of which can `show`,
/// `showDetailViewController` or `present` another screen when selected, exactly as app code does
/// in a table view's `didSelectRowAt`.
///
/// The scenario runner selects rows through the renderer's hit-testing when it is available (the
/// row is found by its label on screen), else through ``selectRow(labelOrID:)``.
open class ScenarioViewController: UIViewController {
  /// The rows, top first.
  public let rows: [RowSpec]
  /// Builds a row's target (a new controller each time it is selected).
  let builder: HierarchyBuilder

  /// Creates a screen with a title and rows; `builder` builds what the rows show.
  init(title: String, rows: [RowSpec], builder: HierarchyBuilder) {
    self.rows = rows
    self.builder = builder
    super.init()
    self.title = title
  }

  /// The index of the row whose title or id is `label`, or nil.
  public func rowIndex(labelOrID label: String) -> Int? {
    rows.firstIndex { $0.title == label || $0.id == label }
  }

  /// Selects the row with this title or id; returns false if there is none.
  @discardableResult
  public func selectRow(labelOrID label: String) -> Bool {
    guard let index = rowIndex(labelOrID: label) else { return false }
    selectRow(at: index)
    return true
  }

  /// Does what the row at `index` says: builds its target and shows, shows as detail, or presents
  /// it, with this controller as the sender.
  public func selectRow(at index: Int) {
    guard rows.indices.contains(index) else { return }
    let row = rows[index]
    guard let action = row.action, let target = row.target else { return }
    let controller: UIViewController
    do {
      controller = try builder.build(target, presentation: row.presentation)
    } catch {
      builder.problems.append(error)
      return
    }
    builder.prepareForPresentation(controller, from: self)
    switch action {
    case .show: show(controller, sender: self)
    case .showDetail: showDetailViewController(controller, sender: self)
    case .present: present(controller, animated: true)
    }
  }
}
