/// A section of a static table a storyboard describes.
@MainActor
package struct StaticTableSection {
  /// The header's title.
  package var headerTitle: String?
  /// The footer's title.
  package var footerTitle: String?
  /// The section's cells, made once.
  package var cells: [UITableViewCell]

  package init(headerTitle: String?, footerTitle: String?, cells: [UITableViewCell]) {
    self.headerTitle = headerTitle
    self.footerTitle = footerTitle
    self.cells = cells
  }
}
