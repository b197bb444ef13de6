import AdaptiveKit
import Foundation

/// The coder a storyboard hands to `init?(coder:)`: it decodes one element of a scene into the
/// object being made (a controller's title, items, relationships and segues; a view's frame,
/// texts and subviews).
@MainActor
final class StoryboardCoder: NSCoder, StoryboardDecoding {
  /// The element being decoded.
  let element: StoryboardElement
  /// The scene the object belongs to.
  let scene: SceneInstance
  /// Whether the object has been decoded (a creator may make its controller without the coder).
  private(set) var hasDecoded = false

  init(element: StoryboardElement, scene: SceneInstance) {
    self.element = element
    self.scene = scene
    super.init()
  }

  var cellStyle: UITableViewCell.CellStyle? { AttributeValues.cellStyle(element["style"]) }
  var cellReuseIdentifier: String? { element["reuseIdentifier"] }
  var tableViewStyle: UITableView.Style? {
    AttributeValues.tableStyle((element.name == "tableViewController" ? element.child(key: "view") : element)?["style"])
  }
  var splitStyle: UISplitViewController.Style? { AttributeValues.splitStyle(of: element) }

  func decode(into controller: UIViewController) {
    guard !hasDecoded else { return }
    hasDecoded = true
    ControllerDecoding(element: element, scene: scene).decode(into: controller)
  }

  func decode(into view: UIView) {
    guard !hasDecoded else { return }
    hasDecoded = true
    ViewDecoding(element: element, scene: scene).decode(into: view)
  }
}
