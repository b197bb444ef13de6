import AdaptiveKit
import Foundation

/// One instantiation of a scene: its controller, the objects made for it by id, and the
/// connections still to make. A controller's view is built later, when it loads.
@MainActor
final class SceneInstance {
  /// The scene's controller element.
  let element: StoryboardElement
  /// The storyboard the controller belongs to.
  let storyboard: UIStoryboard
  let loaded: LoadedStoryboard
  /// The scene's controller (the scene lives as long as the controller's view builder and segues).
  weak var controller: UIViewController?
  /// The scene's other objects (views, bar items, cells), by id.
  private var objects: [String: AnyObject] = [:]
  /// The objects made since the last `awakeFromNib` round, in order.
  private var awaiting: [UIResponder] = []
  /// The objects whose custom class was not available, so a UIKit class stands in: their outlets
  /// and actions are skipped (noted), since the stand-in does not have them.
  private var standIns: Set<ObjectIdentifier> = []

  /// The data source that previews a stand-in table controller's prototypes.
  private var prototypePreview: PrototypePreview?

  /// Whether an object's class stands in for an unregistered one.
  func isStandIn(_ object: AnyObject) -> Bool { standIns.contains(ObjectIdentifier(object)) }

  init(element: StoryboardElement, storyboard: UIStoryboard, loaded: LoadedStoryboard) {
    self.element = element
    self.storyboard = storyboard
    self.loaded = loaded
  }

  // MARK: Objects

  /// Records an object made for an element.
  func register(_ object: AnyObject, as id: String) {
    objects[id] = object
    if let responder = object as? UIResponder, !(object is UIViewController) { awaiting.append(responder) }
  }

  /// The object made for an id: the controller, a view or item, or nil (a placeholder, or a view
  /// not loaded yet).
  func object(_ id: String) -> AnyObject? {
    if id == element.id { return controller }
    return objects[id]
  }

  /// Records something skipped or replaced while making the scene (as UIKit logs an unknown
  /// class to the console): it joins the storyboard's ``UIStoryboard/diagnostics``.
  func note(_ element: StoryboardElement, _ message: String) {
    loaded.note(StoryboardDiagnostic(file: loaded.document.file, line: element.line, element: element.name, message: message))
  }

  /// Another scene's new controller (a relationship's or a segue's destination).
  func instantiate(_ controllerID: String, creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController? {
    loaded.instantiate(sceneID: controllerID, in: storyboard, creator: creator)
  }

  // MARK: Controller

  /// Makes the scene's controller with `init?(coder:)`: of its custom class when registered (and
  /// a subclass of the element's class), else of the element's UIKit class.
  func makeController(with coder: StoryboardCoder) -> UIViewController {
    let base = ElementCatalogue.controllerClasses[element.name] ?? UIViewController.self
    let custom = customClass(of: element, base: base)
    if let custom, let controller = custom.init(coder: coder) { return controller }
    if let custom { note(element, "\(custom)(coder:) returned nil; a \(base) stands in") }
    let controller = base.init(coder: coder) ?? UIViewController(nibName: nil, bundle: nil)
    if element["customClass"] != nil { standIns.insert(ObjectIdentifier(controller)) }
    return controller
  }

  /// The registered class an element names, when it is a `Base`; unknown or unsuitable classes
  /// are reported (UIKit logs "Unknown class in Interface Builder file" and uses the base class).
  func customClass<Base>(of element: StoryboardElement, base: Base.Type) -> Base.Type? {
    guard let name = element["customClass"] else { return nil }
    guard let found = StoryboardClassRegistry.lookUp(name, module: element["customModule"]) else {
      note(element, "Unknown class \(name) in Interface Builder file (register it with UIStoryboard.register); a \(base) stands in")
      return nil
    }
    guard let type = found as? Base.Type else {
      note(element, "\(name) is not a \(base); a \(base) stands in")
      return nil
    }
    return type
  }

  /// After the controller is made: connects its outlets to objects that exist now and calls
  /// `awakeFromNib` on the objects made and on the controller.
  func finishInstantiation() {
    guard let controller else { return }
    ConnectionWiring(scene: self).connectOutlets(of: element, from: controller, deferringMissing: true)
    awakeObjects()
    controller.awakeFromNib()
  }

  /// Calls `awakeFromNib` on the objects made since the last call, in the order they were made.
  func awakeObjects() {
    let made = awaiting
    awaiting = []
    for object in made { object.awakeFromNib() }
  }

  // MARK: Segues

  /// The segues that start in this scene, other than relationships and embeds: from the
  /// controller itself (manual), from its controls, cells, bar button items and gesture
  /// recognizers.
  func segueTemplates() -> [SegueTemplate] {
    let recognizers = element.id.flatMap { loaded.document.gestureRecognizersByController[$0] } ?? []
    return ([element] + recognizers).flatMap(\.subtree).compactMap { segue in
      guard segue.name == "segue", segue["kind"] != "relationship", segue["kind"] != "embed" else { return nil }
      return template(for: segue)
    }
  }

  /// The segue template for a segue element, unless it cannot run (an unknown kind or a missing
  /// destination, reported once, at loading).
  func template(for segue: StoryboardElement) -> SegueTemplate? {
    guard segue["reference"] == nil,
          ElementCatalogue.problem(with: segue, controllers: loaded.document.controllers, exits: loaded.document.exitIDs) == nil
    else { return nil }
    return SegueTemplate(element: segue, scene: self)
  }

  // MARK: Views

  /// Builds the controller's root view from the scene's description, connects what points into
  /// it, performs its embed segues and wakes its objects.
  func buildRootView() -> UIView {
    guard let viewElement = element.child(key: "view") else { return UIView(frame: .zero) }
    let root = makeView(viewElement)
    if let controller {
      let wiring = ConnectionWiring(scene: self)
      for element in Self.elementsOutsidePrototypes(viewElement) { wiring.connect(element) }
      wiring.connectOutlets(of: element, from: controller, deferringMissing: false)
      if let table = root as? UITableView, let tableController = controller as? UITableViewController {
        if let refreshElement = element.child(key: "refreshControl"), let refresh = makeView(refreshElement) as? UIRefreshControl {
          table.refreshControl = refresh
          wiring.connect(refreshElement)
        }
        if table.dataSource == nil { table.dataSource = tableController }
        if table.delegate == nil { table.delegate = tableController }
        let prototypes = (viewElement.child("prototypes")?.children ?? []).compactMap { $0["reuseIdentifier"] }
        if type(of: controller) == UITableViewController.self, !prototypes.isEmpty, viewElement["dataMode"] != "static" {
          let preview = PrototypePreview(identifiers: prototypes)
          prototypePreview = preview
          table.dataSource = preview
        }
      }
      for container in viewElement.subtree where container.name == "containerView" {
        performEmbeds(of: container, into: controller)
      }
    }
    awakeObjects()
    return root
  }

  /// A view's subtree without its tables' prototype cells (each cell made from one is connected
  /// on its own).
  private static func elementsOutsidePrototypes(_ element: StoryboardElement) -> [StoryboardElement] {
    guard element.name != "prototypes" else { return [] }
    return [element] + element.children.flatMap(elementsOutsidePrototypes)
  }

  /// Makes a view, its subviews and cells, with `init?(coder:)` of its registered class or the
  /// UIKit class of its element.
  func makeView(_ element: StoryboardElement) -> UIView {
    let base = ViewDecoding.viewClass(for: element.name)
    let custom = customClass(of: element, base: base)
    let coder = StoryboardCoder(element: element, scene: self)
    let view = (custom ?? base).init(coder: coder) ?? base.init(coder: coder) ?? UIView(frame: .zero)
    coder.decode(into: view)
    if custom == nil, element["customClass"] != nil { standIns.insert(ObjectIdentifier(view)) }
    return view
  }

  /// A new cell from a prototype, with its own outlets, actions and selection segue.
  func makePrototypeCell(_ element: StoryboardElement) -> UITableViewCell {
    let saved = objects
    defer { objects = saved }
    let cell = makeView(element) as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: element["reuseIdentifier"])
    let wiring = ConnectionWiring(scene: self)
    for part in element.subtree { wiring.connect(part) }
    awakeObjects()
    return cell
  }

  private func performEmbeds(of container: StoryboardElement, into controller: UIViewController) {
    guard let containerView = container.id.flatMap(object) as? UIView else { return }
    for segue in container.connections where segue.name == "segue" && segue["kind"] == "embed" {
      guard let destination = segue["destination"], let child = instantiate(destination) else { continue }
      EmbedSegue(identifier: segue["identifier"], source: controller, destination: child, containerView: containerView)
        .run(sender: nil)
    }
  }

  // MARK: Gesture recognizers

  /// The gesture recognizer a view's `gestureRecognizers` outlet collection names: made the
  /// first time (once per prototype cell made), with its actions and outlets connected. Nil for a
  /// recognizer of an unsupported kind (reported when the file was read) or an id that is not a
  /// recognizer of the file (reported here).
  func gestureRecognizer(_ id: String, for connection: StoryboardElement) -> UIGestureRecognizer? {
    if let made = objects[id] as? UIGestureRecognizer { return made }
    if loaded.document.skippedGestureRecognizerIDs.contains(id) { return nil }
    guard let element = loaded.document.gestureRecognizers[id], let recognizer = GestureRecognizerDecoding.make(element) else {
      note(connection, "the gesture recognizer \(id) is not in the file; the view does not get it")
      return nil
    }
    register(recognizer, as: id)
    RuntimeAttributes(element: element, scene: self).apply(to: recognizer)
    ConnectionWiring(scene: self).connect(element)
    return recognizer
  }

  // MARK: Bar button items

  /// Makes a bar button item and connects its action and segue.
  func makeBarButtonItem(_ element: StoryboardElement) -> UIBarButtonItem {
    let item: UIBarButtonItem
    if let system = AttributeValues.barSystemItem(element["systemItem"]) {
      item = UIBarButtonItem(barButtonSystemItem: system)
    } else {
      item = UIBarButtonItem(title: element["title"], style: element["style"] == "done" ? .done : .plain)
      item.imageName = element["image"]
    }
    if element["enabled"] == "NO" { item.isEnabled = false }
    if let id = element.id { register(item, as: id) }
    ConnectionWiring(scene: self).connect(element)
    return item
  }
}
