import AdaptiveKit
import Foundation

/// A storyboard file read into memory: what ``UIStoryboard`` instantiates its scenes from.
@MainActor
final class LoadedStoryboard: StoryboardContent {
  let document: StoryboardDocument
  let name: String
  /// What was skipped or replaced while making scenes, each once, in the order it happened.
  private(set) var instantiationDiagnostics: [StoryboardDiagnostic] = []
  /// The same diagnostics, to tell a new one in constant time (a scene can have thousands).
  private var noted: Set<StoryboardDiagnostic> = []

  /// Records a diagnostic found while making a scene (once).
  func note(_ diagnostic: StoryboardDiagnostic) {
    if noted.insert(diagnostic).inserted { instantiationDiagnostics.append(diagnostic) }
  }

  init(document: StoryboardDocument, name: String) {
    self.document = document
    self.name = name
  }

  /// Reads a storyboard's XML.
  convenience init(data: Data, name: String, file: String) throws(StoryboardError) {
    self.init(document: try StoryboardDocument(data: data, file: file), name: name)
  }

  /// Reads a `.storyboard` file.
  convenience init(contentsOf url: URL) throws(StoryboardError) {
    self.init(document: try StoryboardDocument(contentsOf: url), name: url.deletingPathExtension().lastPathComponent)
  }

  var initialSceneID: String? { document.initialControllerID }

  func sceneID(forIdentifier identifier: String) -> String? { document.identifiers[identifier] }

  func instantiate(
    sceneID: String, in storyboard: UIStoryboard, creator: ((NSCoder) -> UIViewController?)?
  ) -> UIViewController? {
    guard let element = document.controllers[sceneID] else { return nil }
    let scene = SceneInstance(element: element, storyboard: storyboard, loaded: self)
    let coder = StoryboardCoder(element: element, scene: scene)
    let controller = creator?(coder) ?? scene.makeController(with: coder)
    if !coder.hasDecoded {
      // A creator that made its controller without `init(coder:)` still gets the scene's contents.
      coder.decode(into: controller)
    }
    scene.finishInstantiation()
    return controller
  }
}

extension LoadedStoryboard {
  /// Opens the storyboard `name.storyboard` in a bundle: what `UIStoryboard(name:bundle:)` reads.
  /// A missing or unreadable file is reported with UIKit's exception and gives an empty storyboard.
  static func open(name: String, in bundle: Bundle) -> any StoryboardContent {
    do throws(StoryboardError) {
      guard let url = bundle.url(forResource: name, withExtension: "storyboard") else {
        throw StoryboardError(
          file: "\(name).storyboard", line: nil, message: "Could not find a storyboard named '\(name)' in bundle \(bundle.bundlePath)")
      }
      return try LoadedStoryboard(contentsOf: url)
    } catch {
      MisuseReport.exception(error.description).report()
      return EmptyStoryboard(name: name)
    }
  }
}

extension UIStoryboard {
  /// Opens a `.storyboard` file. Malformed XML, or a file that is not a storyboard, is an error
  /// naming the file and line; elements AdaptiveKit does not support are skipped and listed in
  /// ``diagnostics``.
  public convenience init(contentsOf url: URL) throws(StoryboardError) {
    self.init(content: try LoadedStoryboard(contentsOf: url))
  }

  /// Reads a storyboard from its XML; `file` names it in messages.
  public convenience init(data: Data, name: String, file: String? = nil) throws(StoryboardError) {
    self.init(content: try LoadedStoryboard(data: data, name: name, file: file ?? "\(name).storyboard"))
  }

  /// What the loader skipped or replaced, each with its file, line and element: what reading the
  /// file found, then what making scenes found (an unregistered class, an outlet the class does
  /// not declare…).
  public var diagnostics: [StoryboardDiagnostic] {
    guard let loaded = content as? LoadedStoryboard else { return [] }
    return loaded.document.diagnostics + loaded.instantiationDiagnostics
  }

  /// The storyboard IDs of the scenes, sorted.
  public var identifiers: [String] { (content as? LoadedStoryboard)?.document.identifiers.keys.sorted() ?? [] }
}

/// Reading a storyboard file without making anything: for tools that check their input before
/// running it (any thread).
public enum StoryboardFile {
  /// Throws what `UIStoryboard(contentsOf:)` would throw for the file: unreadable, malformed XML,
  /// or not a storyboard.
  public static func check(_ url: URL) throws(StoryboardError) {
    _ = try StoryboardDocument(contentsOf: url)
  }
}
