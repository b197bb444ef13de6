import Foundation

#if !canImport(UIKit)
extension IndexPath {
  /// An index path for a row in a section, as UIKit's `IndexPath(row:section:)` (Foundation has it
  /// only on Apple platforms). Built by appending, which stores the pair inline; an array literal
  /// would allocate (a table makes one per visible row at every layout).
  public init(row: Int, section: Int) { self = IndexPath(index: section).appending(row) }

  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
#endif
