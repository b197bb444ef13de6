import AdaptiveKit
import Foundation

/// Builds the layout tree of a window without laying anything out: walks its views back to front,
/// turning controllers' root views into controller nodes (with their navigation bar, tab bar or
/// split divider on top), content views into content nodes, presentation containers into
/// presentation layers, and adds the status bar and home indicator last.
@MainActor
struct LayoutTreeBuilder {
  let window: UIWindow
  private var controllerForView: [ObjectIdentifier: UIViewController] = [:]
  private var presentationForContainer: [ObjectIdentifier: UIPresentationController] = [:]
  private var counters: [String: Int] = [:]
  /// How many cards push their presenter back (the status bar turns white over the dark backdrop).
  var cardDepth = 0
  /// Whether the tree is built only to resolve taps: the layers behind a presentation whose
  /// dimming takes every tap in the window are numbered, not built (see ``hitTestingTree()``).
  private var stopsAtTapBlockingLayer = false

  init(window: UIWindow) {
    self.window = window
  }

  /// The id of a controller: `c` and its identity in the window.
  func id(of controller: UIViewController) -> String { "c\(window.context.identity(of: controller))" }
  /// The id of a view: `v` and its identity in the window.
  func id(of view: UIView) -> String { "v\(window.context.identity(of: view))" }

  /// The layout tree of the window.
  mutating func build() -> LayoutNode {
    if let root = window.rootViewController { index(root) }
    var root = LayoutNode(id: "window", role: .window, frame: window.bounds)
    root.blocksTaps = false
    var layers: [LayoutNode] = []
    var windowContent: [String: Int] = [:]
    let subviews = window.subviews.filter { !$0.isHidden }
    let (chromes, firstShown) = frontChromes(of: subviews)
    for (position, subview) in subviews.enumerated() {
      let presentation = presentationForContainer[ObjectIdentifier(subview)]
      if position < firstShown {
        // Hidden behind a card further front, or behind a dimming that takes every tap when only
        // taps are resolved: numbered, not built, and its geometry not asked for.
        if let presentation { skipPresentationLayer(presentation) } else { number(subview, kindCounters: &windowContent) }
      } else if let presentation {
        layers = presentationLayers(presentation, container: subview, chrome: chromes[position] ?? presentation.presentationGeometry, below: layers)
      } else {
        layers.append(contentsOf: nodes(for: subview, scope: nil, kindCounters: &windowContent))
      }
    }
    layers.append(contentsOf: systemChrome())
    root.children = layers
    return root
  }

  /// The layout tree of the window as far as taps are concerned: the tree ``build()`` builds, less
  /// the layers behind the frontmost presentation whose dimming takes every tap in the window (a
  /// stack of iPad sheets or popovers, each dimming the window). No tap reaches those layers, so
  /// the tree resolves every tap as the whole tree does, and the layers in front keep their labels;
  /// a tap on a deep stack costs its front layer, not the whole stack.
  mutating func hitTestingTree() -> LayoutNode {
    stopsAtTapBlockingLayer = true
    return build()
  }

  /// The core's geometry of the presentation layers among `subviews` (the window's shown
  /// subviews, back to front), asked front to back down to the first layer that hides everything
  /// behind it (or, for ``hitTestingTree()``, takes every tap behind it), and that layer's position
  /// (0 when none does). In a stack of cards only the front layers are asked: a layer's geometry
  /// counts the cards above it, so asking every layer of a deep stack would cost the square of its
  /// depth.
  func frontChromes(of subviews: [UIView]) -> (chromes: [Int: PresentationChrome], firstShown: Int) {
    var chromes: [Int: PresentationChrome] = [:]
    for position in subviews.indices.reversed() {
      let container = subviews[position]
      guard let presentation = presentationForContainer[ObjectIdentifier(container)] else { continue }
      let chrome = presentation.presentationGeometry
      chromes[position] = chrome
      if let presentedView = presentation.presentedViewController.viewIfLoaded, presentedView.superview != nil,
         Self.hidesEverythingBehind(chrome) || (stopsAtTapBlockingLayer && takesEveryTap(chrome, of: presentation)) {
        return (chromes, position)
      }
    }
    return (chromes, 0)
  }

  // MARK: Indexing

  private mutating func index(_ controller: UIViewController) {
    if let view = controller.viewIfLoaded { controllerForView[ObjectIdentifier(view)] = controller }
    for child in controller.children { index(child) }
    if let presented = controller.presentedViewController, presented.presentingViewController != nil,
       presented.presentingViewController === controller || controller.parent == nil,
       let presentation = presented.presentationController, let container = presentation.containerView,
       presentationForContainer[ObjectIdentifier(container)] == nil {
      presentationForContainer[ObjectIdentifier(container)] = presentation
      index(presented)
    }
  }

  /// The controller whose root view `view` is, among those in the window.
  func controllerFor(_ view: UIView) -> UIViewController? { controllerForView[ObjectIdentifier(view)] }

  mutating func nextID(_ kind: String) -> String {
    let number = counters[kind, default: 0]
    counters[kind] = number + 1
    return "\(kind)\(number)"
  }

  // MARK: Views

  /// The nodes of a view: a controller node for a controller's root view, else a content node.
  mutating func nodes(for view: UIView, scope: String?, kindCounters: inout [String: Int]) -> [LayoutNode] {
    guard !view.isHidden else { return [] }
    if let controller = controllerForView[ObjectIdentifier(view)] { return [controllerNode(controller, view: view)] }
    return [contentNode(for: view, scope: scope ?? "content", kindCounters: &kindCounters)]
  }

  private mutating func controllerNode(_ controller: UIViewController, view: UIView) -> LayoutNode {
    let id = id(of: controller)
    let label = view.accessibilityIdentifier ?? nextID(Self.kind(of: controller))
    var node = LayoutNode(id: id, label: label, role: .controller, frame: view.frameInWindow, text: controller.title)
    node.controller = controller
    node.view = view
    node.blocksTaps = controller.children.isEmpty
    // An alert shows its title on its card.
    node.traits.isTitleUnshown = controller.children.isEmpty && !(controller.title ?? "").isEmpty
      && !(controller.navigationController?.isNavigationBarVisible ?? false) && !(controller is UIAlertController)
    var local: [String: Int] = [:]
    var children: [LayoutNode] = []
    if Self.isShownAsContent(view) {
      children.append(contentNode(for: view, scope: label, kindCounters: &local))
    } else {
      for subview in view.subviews {
        children.append(contentsOf: nodes(for: subview, scope: label, kindCounters: &local))
      }
    }
    if let split = controller as? UISplitViewController {
      children.append(contentsOf: dividers(of: split, id: id, label: label))
      if let dimming = secondaryDimming(of: split, id: id, label: label) { children.append(dimming) }
    }
    if let navigation = controller as? UINavigationController {
      if navigation.isNavigationBarVisible, let bar = navigationBarNode(navigation, id: id, label: label) { children.append(bar) }
      if let toolbar = toolbarNode(navigation, id: id, label: label) { children.append(toolbar) }
    }
    if let tabs = controller as? UITabBarController {
      if let bar = tabBarNode(tabs, id: id, label: label) { children.append(bar) }
      if let sidebar = sidebarNode(tabs, id: id, label: label) { children.append(sidebar) }
      placeBottomAccessory(of: tabs, in: &children, id: id, label: label)
    }
    node.children = children
    return node
  }

  /// The lines between split columns: a hairline between side-by-side columns, and a hairline
  /// with a shadow (trait `overlay`) at the trailing edge of a column that overlays another.
  private func dividers(of split: UISplitViewController, id: String, label: String) -> [LayoutNode] {
    let columns = columnFrames(of: split).sorted { ($0.minX, $0.width) < ($1.minX, $1.width) }
    var result: [LayoutNode] = []
    for (index, pair) in zip(columns, columns.dropFirst()).enumerated() {
      let (first, second) = pair
      let overlays = second.minX < first.maxX - 0.5
      let edge = overlays ? min(first.maxX, second.maxX) : first.maxX
      var divider = LayoutNode(id: "\(id).divider\(index)", label: "\(label).divider\(index)", role: .splitDivider,
                               frame: CGRect(x: edge - 0.25, y: max(first.minY, second.minY), width: 0.5,
                                             height: max(first.height, second.height)))
      divider.traits.isOverlay = overlays
      divider.blocksTaps = false
      result.append(divider)
    }
    return result
  }

  /// The frames in the window of the split's columns on screen, in child order.
  private func columnFrames(of split: UISplitViewController) -> [CGRect] {
    split.children.compactMap { child -> CGRect? in
      guard let view = child.viewIfLoaded, view.window != nil, !view.isHidden else { return nil }
      return view.frameInWindow
    }
  }

  /// The dimming over the part of the secondary column that the overlaying columns leave visible,
  /// when the split dims it; a tap on it hides the overlay (R45).
  private func secondaryDimming(of split: UISplitViewController, id: String, label: String) -> LayoutNode? {
    guard split.isSecondaryDimmed else { return nil }
    // The secondary column is the one reaching furthest right (the widest among equals); the
    // others overlay or displace it from the left.
    let columns = columnFrames(of: split).sorted { ($0.maxX, $0.width) < ($1.maxX, $1.width) }
    guard let secondary = columns.last else { return nil }
    let left = max(secondary.minX, columns.dropLast().map(\.maxX).max() ?? secondary.minX)
    guard secondary.maxX > left else { return nil }
    var dimming = LayoutNode(id: "\(id).dimming", label: "\(label).dimming", role: .dimming,
                             frame: CGRect(x: left, y: secondary.minY, width: secondary.maxX - left, height: secondary.height))
    dimming.controller = split
    dimming.action = .dimmedSecondary(split)
    dimming.traits.alpha = 0.1
    return dimming
  }

  private mutating func contentNode(for view: UIView, scope: String, kindCounters: inout [String: Int]) -> LayoutNode {
    let (kind, role) = Self.kind(of: view)
    let number = kindCounters[kind, default: 0]
    kindCounters[kind] = number + 1
    let label = "\(scope).\(view.accessibilityIdentifier ?? "\(kind)\(number)")"
    let id = id(of: view)
    var node = LayoutNode(id: id, label: label, role: role, frame: view.frameInWindow)
    node.view = view
    node.blocksTaps = view.isUserInteractionEnabled && (view.backgroundColor.map { $0.alpha > 0 } ?? false)
    switch view {
    case let table as UITableView:
      // Rows scrolled out of the table's frame are cut off, as a scroll view clips to its bounds
      // (an unscrolled table's rows start inside it; what passes its bottom, the screen or the
      // sheet cuts off).
      node.children = Self.clippedIfScrolled(tableChildren(table, id: id, label: label), offset: table.contentOffset, to: node.frame)
      node.blocksTaps = true
    case let label as UILabel:
      node.text = label.text
      node.blocksTaps = false
    case let field as UITextField:
      node.text = field.text.flatMap { $0.isEmpty ? nil : $0 } ?? field.placeholder
      if field.isEnabled, field.isUserInteractionEnabled { node.action = .control(field) }
      node.blocksTaps = true
    case let button as UIButton:
      node.text = button.currentTitle
      if button.isEnabled, button.isUserInteractionEnabled { node.action = .control(button) }
      node.blocksTaps = true
    case let control as UIControl:
      if control.isEnabled, control.isUserInteractionEnabled { node.action = .control(control) }
      node.blocksTaps = true
    case is UIImageView:
      break
    default:
      var local: [String: Int] = [:]
      for subview in view.subviews {
        node.children.append(contentsOf: nodes(for: subview, scope: label, kindCounters: &local))
      }
      // A scroll view's content moves with its offset (its bounds' origin) and is cut off at its frame.
      if let scrollView = view as? UIScrollView {
        node.children = Self.clippedIfScrolled(node.children, offset: scrollView.contentOffset, to: node.frame)
      }
    }
    // A view that is not a control reacts to a tap when a tap recognizer of its own or of a
    // superview recognizes it (in a table cell, the row's tap asks the recognizers itself).
    if node.action == nil, !(view is UIControl), !Self.isInTableCell(view), view.hasSingleTapRecognizer {
      node.action = .tapGesture(view)
    }
    if !view.isUserInteractionEnabled { node.action = nil }
    return node
  }

  /// Whether a view is a table cell's or inside one.
  private static func isInTableCell(_ view: UIView) -> Bool {
    var current: UIView? = view
    while let ancestor = current {
      if ancestor is UITableViewCell { return true }
      current = ancestor.superview
    }
    return false
  }

  /// The content of a scrolling view, cut off at its frame once it has scrolled (unscrolled, the
  /// content starts inside it, and what passes its bottom the screen or the sheet cuts off).
  private static func clippedIfScrolled(_ content: [LayoutNode], offset: CGPoint, to frame: CGRect) -> [LayoutNode] {
    guard offset != .zero else { return content }
    let clip = Clip(rect: frame, cornerRadius: 0)
    return content.map { $0.clipped(to: clip) }
  }

  private mutating func tableChildren(_ table: UITableView, id: String, label: String) -> [LayoutNode] {
    var children: [LayoutNode] = []
    let paths = table.indexPathsForVisibleRows ?? []
    var sections: [Int] = []
    for path in paths where !sections.contains(path.section) { sections.append(path.section) }
    for section in 0..<table.numberOfSections {
      let header = table.rectForHeader(inSection: section)
      guard header != .zero else { continue }
      var node = LayoutNode(id: "\(id).header.\(section)", label: "\(label).header.\(section)", role: .tableHeader, frame: table.convert(header, to: nil),
                            text: table.dataSource?.tableView(table, titleForHeaderInSection: section))
      node.view = table
      node.traits.section = section
      children.append(node)
    }
    for path in paths {
      guard let cell = table.cellForRow(at: path) else { continue }
      let rowLabel = path.section == 0 ? "\(label).row.\(path.row)" : "\(label).row.\(path.section).\(path.row)"
      var row = LayoutNode(id: "\(id).row.\(path.section).\(path.row)", label: rowLabel, role: .row, frame: cell.frameInWindow,
                           text: cell.textLabel?.text)
      row.view = cell
      if table.allowsSelection, cell.isUserInteractionEnabled { row.action = .row(table, path) }
      let rows = table.numberOfRows(inSection: path.section)
      row.traits.isFirst = path.row == 0
      row.traits.isLast = path.row == rows - 1
      row.traits.isSelected = cell.isSelected
      row.traits.tableStyle = table.style
      var local: [String: Int] = [:]
      for subview in Self.addedSubviews(of: cell) {
        row.children.append(contentsOf: nodes(for: subview, scope: rowLabel, kindCounters: &local))
      }
      children.append(row)
    }
    return children
  }
}
