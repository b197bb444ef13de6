import Foundation

/// A storyboard file read and indexed: its controllers by id, storyboard IDs, the initial
/// controller, and what was skipped.
struct StoryboardDocument: Sendable {
  /// The file's name, for messages.
  let file: String
  /// The Xcode tools version that wrote the file.
  let toolsVersion: String?
  /// The id of the initial view controller's element.
  let initialControllerID: String?
  /// Every scene's controller element, by id.
  let controllers: [String: StoryboardElement]
  /// Storyboard IDs to controller ids.
  let identifiers: [String: String]
  /// The ids of the scenes' exit placeholders (unwind segues point at them).
  let exitIDs: Set<String>
  /// The ids of the scenes' first-responder placeholders (nil-targeted actions point at them).
  let firstResponderIDs: Set<String>
  /// The scenes' gesture recognizers of the kinds AdaptiveKit makes, by id (views attach them
  /// through their `gestureRecognizers` outlet collection).
  let gestureRecognizers: [String: StoryboardElement]
  /// The ids of the gesture recognizers of other kinds: reported once, here, and not attached.
  let skippedGestureRecognizerIDs: Set<String>
  /// Each controller's scene's gesture recognizers (of the kinds made), by the controller's id:
  /// the segues they trigger are the scene's.
  let gestureRecognizersByController: [String: [StoryboardElement]]
  /// What was skipped or replaced, with its line.
  let diagnostics: [StoryboardDiagnostic]

  /// Reads a `.storyboard` file; `file` in messages is its name. A file over
  /// ``StoryboardFile/maximumSize`` is refused without being read.
  init(contentsOf url: URL) throws(StoryboardError) {
    let file = url.lastPathComponent
    if let size = try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize {
      try StoryboardFile.checkSize(size, file: file)
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw StoryboardError(file: file, line: nil, message: "cannot be read (\(error.localizedDescription))")
    }
    try self.init(data: data, file: file)
  }

  /// Reads a storyboard's XML.
  init(data: Data, file: String) throws(StoryboardError) {
    try self.init(root: try XMLTreeReader.read(data, file: file), file: file)
  }

  /// Indexes a storyboard's XML, and checks that instantiating any scene ends
  /// (``ContainmentGraph``).
  init(root: StoryboardElement, file: String) throws(StoryboardError) {
    guard root.name == "document", let scenes = root.child("scenes") else {
      throw StoryboardError(file: file, line: root.line, message: "not a storyboard: the root is <\(root.name)>, not a <document> with <scenes>")
    }
    self.file = file
    toolsVersion = root["toolsVersion"]
    var controllers: [String: StoryboardElement] = [:]
    var identifiers: [String: String] = [:]
    var exits: Set<String> = []
    var firstResponders: Set<String> = []
    var recognizers: [String: StoryboardElement] = [:]
    var skippedRecognizers: Set<String> = []
    var recognizersByController: [String: [StoryboardElement]] = [:]
    var notes = DiagnosticList(file: file)
    for scene in scenes.children where scene.name == "scene" {
      let objects = scene.child("objects")?.children ?? []
      if let controllerID = objects.first(where: { $0["sceneMemberID"] == "viewController" })?.id {
        recognizersByController[controllerID] = objects.filter { GestureRecognizerDecoding.kinds[$0.name] != nil && $0.id != nil }
      }
      for object in objects {
        guard let id = object.id else { continue }
        switch object.name {
        case "exit": exits.insert(id)
        case "placeholder":
          if object["placeholderIdentifier"] == "IBFirstResponder" { firstResponders.insert(id) }
        case _ where object["sceneMemberID"] == "viewController":
          if ElementCatalogue.controllerClasses[object.name] == nil {
            notes.add(object, "unsupported view controller; a plain UIViewController stands in for it")
          }
          controllers[id] = object
          if let identifier = object["storyboardIdentifier"] { identifiers[identifier] = id }
        case _ where GestureRecognizerDecoding.kinds[object.name] != nil:
          recognizers[id] = object
          if let customClass = object["customClass"] {
            let base = GestureRecognizerDecoding.kinds[object.name]!
            notes.add(object, "the gesture recognizer class \(customClass) is not made (AdaptiveKit makes recognizers of UIKit's classes only); a \(base) stands in")
          }
        case _ where object.name.hasSuffix("GestureRecognizer"):
          skippedRecognizers.insert(id)
          notes.add(object, "unsupported gesture recognizer, skipped: its view does not get it and its actions are not sent")
        default:
          notes.add(object, "unsupported scene object, skipped")
        }
      }
    }
    try ContainmentGraph(controllers: controllers).check(file: file)
    initialControllerID = root["initialViewController"]
    if let initial = initialControllerID, controllers[initial] == nil {
      notes.add(root, "the initial view controller \(initial) is not in the file")
    }
    self.controllers = controllers
    self.identifiers = identifiers
    exitIDs = exits
    firstResponderIDs = firstResponders
    gestureRecognizers = recognizers
    skippedGestureRecognizerIDs = skippedRecognizers
    gestureRecognizersByController = recognizersByController
    for controller in controllers.values {
      ElementCatalogue.check(controller, against: controllers, exits: exits, into: &notes)
    }
    for recognizer in recognizers.values {
      ElementCatalogue.check(recognizer, against: controllers, exits: exits, into: &notes)
    }
    diagnostics = notes.items.sorted { ($0.line, $0.message) < ($1.line, $1.message) }
  }
}

/// Diagnostics being collected for one file.
struct DiagnosticList {
  let file: String
  private(set) var items: [StoryboardDiagnostic] = []

  init(file: String) { self.file = file }

  mutating func add(_ element: StoryboardElement, _ message: String) {
    items.append(StoryboardDiagnostic(file: file, line: element.line, element: element.name, message: message))
  }
}
