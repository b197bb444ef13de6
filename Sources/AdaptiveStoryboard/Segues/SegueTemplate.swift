import AdaptiveKit
import Foundation

/// A segue a storyboard declares, ready to run from its scene's controller: it makes the
/// destination (or asks the source's segue action to), creates the segue object, lets the source
/// prepare, and performs it.
@MainActor
struct SegueTemplate: StoryboardSegueTemplate {
  let element: StoryboardElement
  let scene: SceneInstance

  var identifier: String? { element["identifier"] }

  /// The kind, with the kinds of Xcode 5 mapped to their adaptive successors. A show segue runs
  /// the action it stores, as UIKit does: `kind="show"` with `action="showDetailViewController:sender:"`
  /// (how some Xcode versions write a Show Detail segue) is a show detail.
  var kind: String {
    switch element["kind"] ?? "" {
    case "show" where element["action"] == "showDetailViewController:sender:": "showDetail"
    case "showDetail" where element["action"] == "showViewController:sender:": "show"
    case "push": "show"
    case "modal": "presentation"
    case "popover": "popoverPresentation"
    case "replace": "showDetail"
    case let kind: kind
    }
  }

  func perform(from source: UIViewController, sender: Any?, triggered: Bool) {
    if triggered, !source.shouldPerformSegue(withIdentifier: identifier ?? "", sender: sender) { return }
    if kind == "unwind" {
      performUnwind(from: source, sender: sender)
      return
    }
    guard let destination = makeDestination(from: source, sender: sender) else { return }
    let segue = makeSegue(source: source, destination: destination, sender: sender)
    source.prepare(for: segue, sender: sender)
    segue.perform()
  }

  /// The destination: made by the source's segue action when the segue names one and it returns
  /// a controller, else instantiated from its scene.
  private func makeDestination(from source: UIViewController, sender: Any?) -> UIViewController? {
    guard let destinationID = element["destination"] else { return nil }
    if let selectorName = element["destinationCreationSelector"], !scene.isStandIn(source) {
      return scene.instantiate(destinationID) { coder in
        source.makeDestination(with: StoryboardClassRegistry.action(named: selectorName), coder: coder, sender: sender, identifier: identifier)
      }
    }
    return scene.instantiate(destinationID)
  }

  private func makeSegue(source: UIViewController, destination: UIViewController, sender: Any?) -> UIStoryboardSegue {
    if let name = element["customClass"] {
      if let custom = scene.customClass(of: element, base: UIStoryboardSegue.self) {
        return custom.init(identifier: identifier, source: source, destination: destination)
      }
      scene.note(element, "the segue class \(name) is not registered; the segue performs as '\(kind)'")
    }
    switch kind {
    case "show":
      return ShowSegue(identifier: identifier, source: source, destination: destination)
    case "showDetail":
      return ShowDetailSegue(identifier: identifier, source: source, destination: destination)
    case "popoverPresentation":
      let segue = PresentationSegue(identifier: identifier, source: source, destination: destination)
      configurePopover(of: destination, sender: sender)
      return segue
    default:
      if let style = AttributeValues.presentationStyle(element["modalPresentationStyle"]) {
        destination.modalPresentationStyle = style
      }
      if let style = AttributeValues.transitionStyle(element["modalTransitionStyle"]) {
        destination.modalTransitionStyle = style
      }
      let segue = PresentationSegue(identifier: identifier, source: source, destination: destination)
      segue.animates = element["animates"] != "NO"
      return segue
    }
  }

  /// A popover segue's destination presents as a popover from the anchor the storyboard names
  /// (a view or a bar button item), else from the sender, with the permitted arrow directions and
  /// passthrough views; all set before `prepare(for:sender:)`, so it can set the delegate.
  private func configurePopover(of destination: UIViewController, sender: Any?) {
    destination.modalPresentationStyle = .popover
    guard let popover = destination.popoverPresentationController else { return }
    let anchor = element["popoverAnchorBarButtonItem"].flatMap(scene.object)
      ?? element["popoverAnchorView"].flatMap(scene.object) ?? (sender as AnyObject?)
    switch anchor {
    case let item as UIBarButtonItem:
      popover.barButtonItem = item
    case let view as UIView:
      popover.sourceView = view
      popover.sourceRect = view.bounds
    default:
      break
    }
    popover.permittedArrowDirections = AttributeValues.arrowDirections(element.child(key: "popoverArrowDirection"))
    let passthrough = (element.child("popoverPassthroughViews")?.children ?? []).compactMap {
      ($0["reference"] ?? $0.id).flatMap(scene.object) as? UIView
    }
    if !passthrough.isEmpty { popover.passthroughViews = passthrough }
  }

  /// An unwind: finds the destination by asking controllers whether they take the action, lets
  /// the source prepare, sends the action to the destination, then unwinds.
  private func performUnwind(from source: UIViewController, sender: Any?) {
    guard let actionName = element["unwindAction"] else {
      scene.note(element, "an unwind segue without an unwindAction is skipped")
      return
    }
    let action = StoryboardClassRegistry.action(named: actionName)
    guard let destination = UnwindSearch.destination(for: action, from: source, sender: sender) else {
      scene.note(element, "no view controller takes the unwind action \(actionName); nothing happens")
      return
    }
    let segue = UnwindSegue(identifier: identifier, source: source, destination: destination)
    source.prepare(for: segue, sender: sender)
    destination.performUnwindAction(action, segue: segue)
    segue.perform()
  }
}
