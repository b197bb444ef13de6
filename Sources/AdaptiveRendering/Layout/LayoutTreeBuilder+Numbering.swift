import AdaptiveKit
import Foundation

/// Layers left out of a tree (behind a card that hides them, or behind a dimming that takes every
/// tap when only taps are resolved) are numbered without being built: the labels `vc3`, `modal2`,
/// `content.view1` count what is behind them, so the layers in front keep the labels the whole
/// tree gives them. Numbering walks the views as building does and builds no node.
extension LayoutTreeBuilder {
  /// The kind a controller node's label counts (`nav0`, `tabs1`, `vc2`).
  static func kind(of controller: UIViewController) -> String {
    controller is UINavigationController ? "nav"
      : controller is UITabBarController ? "tabs"
      : controller is UISplitViewController ? "split"
      : controller is UIArrangementViewController ? "arrangement" : "vc"
  }

  /// The kind a content node's label counts, and its role.
  static func kind(of view: UIView) -> (kind: String, role: LayoutNode.Role) {
    switch view {
    case is UITableView: ("table", .table)
    case is UITableViewCell: ("cell", .row)
    case is UIControl: ("button", .button)
    case is UILabel: ("label", .label)
    case is UIImageView: ("image", .image)
    default: ("view", .view)
    }
  }

  /// Whether a controller's root view is itself drawn as content (a table, a label, an image or a
  /// control) rather than through its subviews.
  static func isShownAsContent(_ view: UIView) -> Bool {
    view is UITableView || view is UILabel || view is UIImageView || view is UIControl
  }

  /// The subviews the app added to a cell's content view (not its built-in labels and image).
  static func addedSubviews(of cell: UITableViewCell) -> [UIView] {
    let builtIn: [UIView?] = [cell.textLabel, cell.detailTextLabel, cell.imageView]
    return cell.contentView.subviews.filter { subview in !builtIn.contains { $0 === subview } }
  }

  /// Numbers a presentation layer as ``presentationLayers(_:container:chrome:below:)`` would, so
  /// that the layers in front keep their labels.
  mutating func skipPresentationLayer(_ presentation: UIPresentationController) {
    guard let presentedView = presentation.presentedViewController.viewIfLoaded, presentedView.superview != nil else { return }
    _ = nextID("modal")
    var scope: [String: Int] = [:]
    number(presentedView, kindCounters: &scope)
  }

  /// Numbers `view` as ``nodes(for:scope:kindCounters:)`` would, without building its nodes.
  mutating func number(_ view: UIView, kindCounters: inout [String: Int]) {
    guard !view.isHidden else { return }
    guard let controller = controllerFor(view) else {
      kindCounters[Self.kind(of: view).kind, default: 0] += 1
      numberContent(of: view)
      return
    }
    if view.accessibilityIdentifier == nil { _ = nextID(Self.kind(of: controller)) }
    if Self.isShownAsContent(view) {
      numberContent(of: view)
    } else {
      var local: [String: Int] = [:]
      for subview in view.subviews { number(subview, kindCounters: &local) }
    }
  }

  /// Numbers what a content node for `view` holds, as building it would.
  private mutating func numberContent(of view: UIView) {
    var local: [String: Int] = [:]
    switch view {
    case let table as UITableView:
      for path in table.indexPathsForVisibleRows ?? [] {
        guard let cell = table.cellForRow(at: path) else { continue }
        for subview in Self.addedSubviews(of: cell) { number(subview, kindCounters: &local) }
      }
    case is UILabel, is UIControl, is UIImageView:
      break
    default:
      for subview in view.subviews { number(subview, kindCounters: &local) }
    }
  }

  /// Whether the layers of a presentation drawn with `chrome` take every tap in the window before
  /// anything behind them: a dimming over the whole window that reacts to taps (a sheet's, or a
  /// popover's tap-outside layer without passthrough views).
  func takesEveryTap(_ chrome: PresentationChrome, of presentation: UIPresentationController) -> Bool {
    guard !chrome.dimmingPassesTouchesThrough else { return false }
    switch chrome.style {
    case .popover:
      let passthrough = (presentation as? UIPopoverPresentationController)?.passthroughViews ?? []
      return (chrome.dimmingFrame ?? window.bounds).contains(window.bounds) && !passthrough.contains { $0.window != nil }
    case _ where chrome.floatsOverPresenter:
      return chrome.dimmingFrame?.contains(window.bounds) ?? false
    default:
      return false
    }
  }
}
