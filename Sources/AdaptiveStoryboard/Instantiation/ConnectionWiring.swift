import AdaptiveKit

/// Makes a scene's connections: outlets set by property name, actions sent through target–action,
/// and segues triggered by controls.
@MainActor
struct ConnectionWiring {
  let scene: SceneInstance

  /// The connections of one element (a view, control, cell or bar button item).
  func connect(_ element: StoryboardElement) {
    guard let id = element.id, let source = scene.object(id) else { return }
    for connection in element.connections {
      switch connection.name {
      case "outletCollection" where connection["property"] == "gestureRecognizers" && source is UIView:
        attachGestureRecognizer(connection, to: source as! UIView)
      case "outlet", "outletCollection":
        connectOutlet(connection, from: source)
      case "action":
        connectAction(connection, from: source)
      case "segue" where source is UIControl || source is UIBarButtonItem || source is UIGestureRecognizer:
        connectSegue(connection, from: source)
      default:
        break
      }
    }
  }

  /// A controller's own outlets. With `deferringMissing`, an outlet to an object not made yet (a
  /// view, before the view loads) waits for the view.
  func connectOutlets(of element: StoryboardElement, from controller: UIViewController, deferringMissing: Bool) {
    for outlet in element.connections where outlet.name == "outlet" || outlet.name == "outletCollection" {
      if deferringMissing, scene.object(outlet["destination"] ?? "") == nil { continue }
      if !deferringMissing, isControllerLevel(outlet) { continue }
      connectOutlet(outlet, from: controller)
    }
  }

  /// Whether an outlet's destination is made with the controller (the controller itself, its
  /// items): connected then, not again when the view loads, which makes only views and their
  /// gesture recognizers.
  private func isControllerLevel(_ outlet: StoryboardElement) -> Bool {
    guard let destination = scene.object(outlet["destination"] ?? "") else { return false }
    return !(destination is UIView || destination is UIGestureRecognizer)
  }

  /// A view's gesture recognizer, from its `gestureRecognizers` outlet collection: attached with
  /// `addGestureRecognizer(_:)`, as UIKit's view adds each recognizer its nib lists.
  private func attachGestureRecognizer(_ connection: StoryboardElement, to view: UIView) {
    guard let id = connection["destination"], let recognizer = scene.gestureRecognizer(id, for: connection) else { return }
    view.addGestureRecognizer(recognizer)
  }

  // MARK: Outlets

  private func connectOutlet(_ outlet: StoryboardElement, from source: AnyObject) {
    guard let property = outlet["property"], let destinationID = outlet["destination"] else { return }
    if scene.isStandIn(source) {
      scene.note(outlet, "the outlet \(property) is not connected: \(type(of: source)) stands in for an unregistered class")
      return
    }
    guard let destination = scene.object(destinationID) else {
      scene.note(outlet, "the outlet \(property) points at \(destinationID), which is not an object of this scene; not connected")
      return
    }
    if KnownOutlets.connect(property, of: source, to: destination) { return }
    if let slot = Self.outletSlot(named: property, in: source),
       slot.connect(destination, of: source, setter: StoryboardClassRegistry.action(named: Selector.setterName(property))) {
      return
    }
    MisuseReport.exception(
      "[<\(type(of: source))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property). (Declare it `@Outlet var \(property)`.)",
      name: "NSUnknownKeyException"
    ).report()
  }

  /// The `@Outlet` wrapper of a stored property, found by name through reflection (the wrapper's
  /// storage is `_name`), in the object's class or a superclass.
  private static func outletSlot(named property: String, in object: AnyObject) -> (any OutletConnecting)? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children where child.label == "_" + property {
        return child.value as? any OutletConnecting
      }
      mirror = current.superclassMirror
    }
    return nil
  }

  // MARK: Actions

  /// An action: a control sends it for its event, a bar button item when tapped. A destination
  /// that is the first responder placeholder makes a nil-targeted action (it travels the
  /// responder chain).
  private func connectAction(_ action: StoryboardElement, from source: AnyObject) {
    guard let name = action["selector"] else { return }
    let destinationID = action["destination"] ?? ""
    let target = scene.loaded.document.firstResponderIDs.contains(destinationID) ? nil : scene.object(destinationID)
    if let target, scene.isStandIn(target) {
      scene.note(action, "the action \(name) is not connected: \(type(of: target)) stands in for an unregistered class")
      return
    }
    let selector = StoryboardClassRegistry.action(named: name)
    switch source {
    case let control as UIControl:
      control.addTarget(target, action: selector, for: AttributeValues.controlEvent(action["eventType"]))
    case let item as UIBarButtonItem:
      item.target = target
      item.action = selector
    case let recognizer as UIGestureRecognizer:
      guard let target else {
        scene.note(action, "the action \(name) is not connected: a gesture recognizer sends its actions to a target of its scene, never along the responder chain")
        return
      }
      recognizer.addTarget(target, action: selector)
    default:
      scene.note(action, "actions from a \(type(of: source)) are not sent")
    }
  }

  // MARK: Segues

  private func connectSegue(_ segue: StoryboardElement, from source: AnyObject) {
    guard let template = scene.template(for: segue) else { return }
    let scene = self.scene
    switch source {
    case let control as UIControl:
      control.addAction(UIAction { [weak scene, weak control] _ in
        guard let controller = scene?.controller else { return }
        template.perform(from: controller, sender: control, triggered: true)
      }, for: .touchUpInside)
    case let item as UIBarButtonItem:
      item.storyboardSegue = { [weak scene] item in
        guard let controller = scene?.controller else { return }
        template.perform(from: controller, sender: item, triggered: true)
      }
    case let recognizer as UIGestureRecognizer:
      recognizer.storyboardSegue = { [weak scene] recognizer in
        guard let controller = scene?.controller else { return }
        template.perform(from: controller, sender: recognizer, triggered: true)
      }
    default:
      break
    }
  }
}

/// The outlets of UIKit's own classes that storyboards connect (a table's data source and
/// delegate, a text field's delegate…), set without reflection.
@MainActor
enum KnownOutlets {
  static func connect(_ property: String, of source: AnyObject, to destination: AnyObject) -> Bool {
    switch (source, property) {
    case (let table as UITableView, "dataSource"):
      table.dataSource = destination as? any UITableViewDataSource
    case (let table as UITableView, "delegate"):
      table.delegate = destination as? any UITableViewDelegate
    case (let field as UITextField, "delegate"):
      field.delegate = destination as? any UITextFieldDelegate
    case (let scrollView as UIScrollView, "delegate"):
      scrollView.delegate = destination as? any UIScrollViewDelegate
    case (let recognizer as UIGestureRecognizer, "delegate"):
      recognizer.delegate = destination as? any UIGestureRecognizerDelegate
    case (is UIViewController, "view"):
      break   // a controller's own view: it is set when the view loads
    default:
      return false
    }
    return true
  }
}
