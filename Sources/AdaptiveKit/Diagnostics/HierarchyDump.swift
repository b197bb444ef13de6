import Foundation

/// A deterministic description of a window's controller hierarchy, like UIKit's private
/// `_printHierarchy`: one line per controller with its role, size classes, frame and appearance.
///
/// ```
/// <UINavigationController> [root] w:C h:R (0,0,393,852) appeared
///    | <ListViewController "Photos"> [stack 0] w:C h:R off-screen
///    | <PhotoViewController "Photo"> [top 1] w:C h:R (0,0,393,852) appeared
///    + <SettingsViewController> [presented pageSheet] w:C h:R (0,69,393,783) appeared
/// ```
@MainActor
public enum HierarchyDump {
  /// The dump of a window, starting with a line for the window itself.
  public static func describe(_ window: UIWindow) -> String {
    var lines = [windowLine(window)]
    if let root = window.rootViewController { append(root, role: "root", depth: 1, to: &lines) }
    return lines.joined(separator: "\n")
  }

  /// The dump of one controller and everything below it.
  public static func describe(_ controller: UIViewController) -> String {
    var lines: [String] = []
    append(controller, role: "root", depth: 0, to: &lines)
    return lines.joined(separator: "\n")
  }

  private static func windowLine(_ window: UIWindow) -> String {
    let name = window.device?.name ?? "free-form window"
    let orientation = window.interfaceOrientation == .unknown ? "" : " \(window.interfaceOrientation)"
    return "<UIWindow> \(name)\(orientation) \(window.traitCollection) \(format(window.bounds))"
  }

  private static func append(_ controller: UIViewController, role: String, depth: Int, to lines: inout [String]) {
    walk(controller, role: role, depth: depth) { controller, role, depth in
      let indent = String(repeating: "   | ", count: max(depth - 1, 0))
      let marker = role.hasPrefix("presented") ? "   + " : ""
      let traits = "w:\(controller.traitCollection.horizontalSizeClass) h:\(controller.traitCollection.verticalSizeClass)"
      lines.append("\(indent)\(marker)\(controller.debugName) [\(role)] \(traits) \(placement(of: controller))")
    }
  }

  /// Visits the controllers a window's dump describes, one a line, in the dump's order: each
  /// controller with its role (`root`, `top 1`, `presented pageSheet from popover`) and its depth
  /// (the root's is 1).
  package static func forEachController(in window: UIWindow, _ visit: (UIViewController, _ role: String, _ depth: Int) -> Void) {
    if let root = window.rootViewController { walk(root, role: "root", depth: 1, visit) }
  }

  private static func walk(_ controller: UIViewController, role: String, depth: Int,
                           _ visit: (UIViewController, _ role: String, _ depth: Int) -> Void) {
    visit(controller, role, depth)
    for child in controller.children {
      walk(child, role: controller.role(ofChild: child), depth: depth + 1, visit)
    }
    if let presented = controller.storedPresentedViewController, let presentation = presented.storedPresentationController {
      var role = "presented \(presentation.effectivePresentationStyle)"
      if presentation.effectivePresentationStyle != presentation.presentationStyle {
        role += " from \(presentation.presentationStyle)"
      }
      walk(presented, role: role, depth: depth, visit)
    }
  }

  private static func placement(of controller: UIViewController) -> String {
    guard let view = controller.viewIfLoaded else { return "not loaded" }
    guard view.window != nil else { return "off-screen" }
    return "\(format(view.frameInWindow)) \(controller.appearanceState)"
  }

  /// A rectangle as `(x,y,width,height)` with integral values where possible.
  package static func format(_ rect: CGRect) -> String {
    func number(_ value: CGFloat) -> String {
      guard value.isFinite, abs(value) < 1e15 else { return "\(Double(value))" }
      return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
    return "(\(number(rect.minX)),\(number(rect.minY)),\(number(rect.width)),\(number(rect.height)))"
  }
}
