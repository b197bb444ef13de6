import AdaptiveKit

/// Decodes a view element: its frame and common attributes, what its class shows (texts, titles,
/// images, segments), its subviews, and a table's prototype or static cells.
@MainActor
struct ViewDecoding {
  let element: StoryboardElement
  let scene: SceneInstance

  /// The UIKit class of a view element; elements AdaptiveKit does not model are plain views.
  static func viewClass(for name: String) -> UIView.Type {
    switch name {
    case "label": UILabel.self
    case "button": UIButton.self
    case "imageView": UIImageView.self
    case "textField": UITextField.self
    case "textView": UITextView.self
    case "tableView": UITableView.self
    case "scrollView": UIScrollView.self
    case "segmentedControl": UISegmentedControl.self
    case "activityIndicatorView": UIActivityIndicatorView.self
    case "refreshControl": UIRefreshControl.self
    case "visualEffectView": UIVisualEffectView.self
    case "tableViewCell": UITableViewCell.self
    default: UIView.self
    }
  }

  func decode(into view: UIView) {
    if let id = element.id { scene.register(view, as: id) }
    if let frame = AttributeValues.frame(of: element) { view.frame = frame }
    if element.flag("hidden") { view.isHidden = true }
    // Xcode writes `userInteractionEnabled="NO"` for labels and image views that do not take
    // touches (their UIKit default) and nothing for a view that does.
    view.isUserInteractionEnabled = element["userInteractionEnabled"] != "NO"
    if let tag = Int(element["tag"] ?? "") { view.tag = tag }
    if let identifier = element.child(key: "accessibilityConfiguration")?["identifier"] {
      view.accessibilityIdentifier = identifier
    } else if !ElementCatalogue.viewElements.contains(element.name) {
      // A view AdaptiveKit does not model is a plain view named after its class.
      view.accessibilityIdentifier = element["customClass"] ?? element.name
    }
    decodeContent(of: view)
    if let cell = view as? UITableViewCell {
      decodeCell(cell)
    } else if let effectView = view as? UIVisualEffectView {
      decodeEffect(of: effectView)
    } else {
      addSubviews(of: element, to: view)
    }
    if let table = view as? UITableView {
      if let header = element.child(key: "tableHeaderView") { table.tableHeaderView = scene.makeView(header) }
      decodeTable(table)
    }
    if let scrollView = view as? UIScrollView,
       let refreshElement = element.child(key: "refreshControl") {
      scrollView.refreshControl = scene.makeView(refreshElement) as? UIRefreshControl
    }
    RuntimeAttributes(element: element, scene: scene).apply(to: view)
  }

  /// The element's text: an attribute, or a `<string key="…">` child for long texts.
  private func string(_ key: String, in element: StoryboardElement) -> String? {
    element[key] ?? element.children.first { $0.name == "string" && $0["key"] == key }.map { $0["text"] ?? "" }
  }

  private func decodeContent(of view: UIView) {
    switch view {
    case let label as UILabel:
      label.text = string("text", in: element)
      switch element["textAlignment"] {
      case "center": label.textAlignment = .center
      case "right": label.textAlignment = .right
      default: break
      }
    case let button as UIButton:
      let title = element.children.first { $0.name == "state" && $0["key"] == "normal" }?["title"]
        ?? element.child(key: "configuration")?["title"]
      button.setTitle(title, for: .normal)
    case let imageView as UIImageView:
      imageView.image = AttributeValues.image(element["image"], catalog: element["catalog"])
    case let field as UITextField:
      field.text = element["text"]
      field.placeholder = element["placeholder"]
    case let textView as UITextView:
      textView.text = string("text", in: element) ?? ""
    case let segmented as UISegmentedControl:
      for (index, segment) in (element.child("segments")?.children ?? []).enumerated() {
        segmented.insertSegment(withTitle: segment["title"], at: index, animated: false)
      }
      if let selected = Int(element["selectedSegmentIndex"] ?? "") { segmented.selectedSegmentIndex = selected }
    case let indicator as UIActivityIndicatorView:
      if element.flag("animating") { indicator.startAnimating() }
    default:
      break
    }
  }

  /// Adds the subviews, each one the controller installs and removes by size class when a
  /// variation says it is not installed for every size class.
  private func addSubviews(of element: StoryboardElement, to view: UIView) {
    let variations = SizeClassVariations(of: element, scene: scene)
    var made: [UIView] = []
    for child in element.child("subviews")?.children ?? [] where child.id != nil {
      let subview = scene.makeView(child)
      view.addSubview(subview)
      if let rule = variations.installationRule(for: child), let controller = scene.controller {
        controller.addSizeClassInstallation(SizeClassInstallation(
          view: subview, superview: view, precedingSiblings: made, isInstalled: rule))
      }
      made.append(subview)
    }
  }

  /// A visual effect view's effect, and its content view with the subviews.
  private func decodeEffect(of effectView: UIVisualEffectView) {
    let vibrancy = element.child("vibrancyEffect")
    if let blur = (vibrancy ?? element).child("blurEffect") {
      let blurEffect = UIBlurEffect(style: AttributeValues.blurStyle(blur["style"]))
      effectView.effect = vibrancy == nil ? blurEffect : UIVibrancyEffect(blurEffect: blurEffect)
    }
    guard let content = element.child(key: "contentView") else { return }
    if let id = content.id { scene.register(effectView.contentView, as: id) }
    if let frame = AttributeValues.frame(of: content) { effectView.contentView.frame = frame }
    addSubviews(of: content, to: effectView.contentView)
  }

  // MARK: Cells

  /// A cell's accessory and labels: the style's own labels take the texts of the labels the
  /// storyboard names for them; other subviews go into the content view.
  private func decodeCell(_ cell: UITableViewCell) {
    cell.accessoryType = AttributeValues.accessory(element["accessoryType"])
    if element["selectionStyle"] == "none" { cell.selectionStyle = .none }
    guard let content = element.child(key: "contentView") else { return }
    let styleLabels: [(id: String?, label: UILabel?)] = [
      (element["textLabel"], cell.textLabel), (element["detailTextLabel"], cell.detailTextLabel),
    ]
    for child in content.child("subviews")?.children ?? [] where child.id != nil {
      if let match = styleLabels.first(where: { $0.id == child.id && $0.label != nil }), let label = match.label {
        label.text = string("text", in: child)
        scene.register(label, as: child.id!)
      } else {
        cell.contentView.addSubview(scene.makeView(child))
      }
    }
    if let segue = element.connections.first(where: { $0.name == "segue" }), let template = scene.template(for: segue) {
      cell.selectionSegue = { [weak scene] cell in
        guard let source = scene?.controller else { return }
        template.perform(from: source, sender: cell, triggered: true)
      }
    }
  }

  // MARK: Tables

  /// A prototype table registers its prototypes; a static table makes its cells once.
  private func decodeTable(_ table: UITableView) {
    for prototype in element.child("prototypes")?.children ?? [] where prototype.name == "tableViewCell" {
      guard let identifier = prototype["reuseIdentifier"] else {
        scene.note(prototype, "a prototype cell without a reuse identifier is skipped")
        continue
      }
      table.registerPrototype(identifier) { [weak scene] in
        scene?.makePrototypeCell(prototype) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
      }
    }
    guard element["dataMode"] == "static" else { return }
    table.staticSections = (element.child("sections")?.children ?? []).filter { $0.name == "tableViewSection" }.map { section in
      let cells = (section.child("cells")?.children ?? []).filter { $0.name == "tableViewCell" }.compactMap {
        scene.makeView($0) as? UITableViewCell
      }
      return StaticTableSection(headerTitle: section["headerTitle"], footerTitle: section["footerTitle"], cells: cells)
    }
  }
}
