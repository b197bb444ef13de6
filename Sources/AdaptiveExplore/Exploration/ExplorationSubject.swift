public import AdaptiveKit
import AdaptiveRendering
public import AdaptiveScenario
import Foundation

/// What the explorer explores: an app or a scenario file's hierarchy, launched fresh on a device in
/// an orientation each time a state is reached again.
///
/// ```swift
/// let subject = try ExplorationSubject.app("photo-browser", variant: "naive", from: apps, device: .iPhone16, orientation: .portrait)
/// ```
public struct ExplorationSubject: Sendable {
  /// Where a subject comes from: what a worker process needs to build the same one.
  public enum Source: Sendable, Codable, Hashable {
    /// An app AdaptiveKit ships, in a variant.
    case app(String, variant: String?)
    /// A scenario file.
    case scenarioFile(String)
    /// A hierarchy built in code (a worker process cannot build it).
    case code
  }

  /// A short name for reports: `photo-browser (naive)` or the scenario's name.
  public let name: String
  /// Where it comes from.
  public let source: Source
  /// The device.
  public let device: Device
  /// The orientation the window starts in.
  public let orientation: UIInterfaceOrientation
  /// The apps its scenarios launch (the traces the explorer writes replay with them).
  public let apps: AppCatalogue
  /// The scenario text that builds the window — its root or app and its screens — without name,
  /// device, orientation or steps: the start of every trace the explorer writes. Nil for a subject
  /// built in code, whose traces cannot be written as scenarios.
  let header: String?
  /// Builds a window in the start state.
  private let build: @MainActor @Sendable () throws(ScenarioError) -> UIWindow

  /// An app of `apps` (`photo-browser`), in one of its variants (its default when nil), launched
  /// through the catalogue.
  public static func app(_ app: String, variant: String?, from apps: AppCatalogue, device: Device,
                         orientation: UIInterfaceOrientation) throws(ScenarioError) -> ExplorationSubject {
    let entry: AppCatalogue.Entry
    do { entry = try apps.entry(named: app, variant: variant) } catch { throw ScenarioError(error.message, at: SourceLocation(file: "app catalogue")) }
    var header = "app: \(app)\n"
    if let variant { header += "variant: \(variant)\n" }
    return ExplorationSubject(name: variant.map { "\(app) (\($0))" } ?? app, source: .app(app, variant: variant), header: header,
                              device: device, orientation: orientation, apps: apps) { () throws(ScenarioError) in
      do throws(AppCatalogue.LaunchError) { return try entry.launch(on: device, orientation: orientation) } catch { throw ScenarioError(error.message, at: SourceLocation(file: "app catalogue")) }
    }
  }

  /// The hierarchy of the scenario file at `path` (its steps are ignored); an app root is launched
  /// from `apps`.
  public static func scenarioFile(_ path: String, apps: AppCatalogue = AppCatalogue(), device: Device,
                                  orientation: UIInterfaceOrientation) throws(ScenarioError) -> ExplorationSubject {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ScenarioError("cannot read the file", at: SourceLocation(file: path))
    }
    let parsed = try ScenarioParser.parse(data: data, file: path)
    let header = headerLines(of: String(decoding: data, as: UTF8.self))
    let scenario = try ScenarioParser.parse(yaml: header + placement(device, orientation), file: parsed.name)
    return ExplorationSubject(name: parsed.name, source: .scenarioFile(path), header: header, device: device,
                              orientation: orientation, apps: apps) { () throws(ScenarioError) in
      try ScenarioRunner(scenario: scenario, device: device, orientation: orientation, apps: apps).window
    }
  }

  /// A hierarchy built in code: `root` makes the window's root view controller each time.
  public static func code(_ name: String, device: Device, orientation: UIInterfaceOrientation,
                          root: @escaping @MainActor @Sendable () -> UIViewController) -> ExplorationSubject {
    ExplorationSubject(name: name, source: .code, header: nil, device: device, orientation: orientation, apps: AppCatalogue()) {
      let window = UIWindow(device: device, orientation: orientation)
      window.rootViewController = root()
      window.makeKeyAndVisible()
      return window
    }
  }

  /// The subject `source` names, on `device` in `orientation`, its apps from `apps`; a subject
  /// built in code cannot be named this way.
  public static func make(_ source: Source, apps: AppCatalogue, device: Device, orientation: UIInterfaceOrientation) throws(ScenarioError) -> ExplorationSubject {
    switch source {
    case let .app(app, variant): try .app(app, variant: variant, from: apps, device: device, orientation: orientation)
    case let .scenarioFile(path): try .scenarioFile(path, apps: apps, device: device, orientation: orientation)
    case .code: throw ScenarioError("a hierarchy built in code cannot be rebuilt from its name", at: SourceLocation(file: "code"))
    }
  }

  private init(name: String, source: Source, header: String?, device: Device, orientation: UIInterfaceOrientation,
               apps: AppCatalogue, build: @escaping @MainActor @Sendable () throws(ScenarioError) -> UIWindow) {
    self.apps = apps
    self.name = name
    self.source = source
    self.header = header
    self.device = device
    self.orientation = orientation
    self.build = build
  }

  /// The `device:` and `orientation:` lines.
  var placement: String { Self.placement(device, orientation) }

  private static func placement(_ device: Device, _ orientation: UIInterfaceOrientation) -> String {
    "device: \(device.identifier)\norientation: \(Vocabulary.name(of: orientation))\n"
  }

  /// A new window in the start state.
  @MainActor
  func launch() throws(ScenarioError) -> UIWindow { try build() }

  /// The scenario text without its top-level `name`, `description`, `device`, `orientation` and
  /// `steps` entries (each with the indented lines under it).
  static func headerLines(of text: String) -> String {
    let dropped: Set<Substring> = ["name", "description", "device", "orientation", "steps"]
    var keeping = true
    var kept: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let isTopLevel = line.first.map { !$0.isWhitespace && $0 != "#" && $0 != "-" } ?? false
      if isTopLevel, let colon = line.firstIndex(of: ":") { keeping = !dropped.contains(line[..<colon]) }
      if keeping { kept.append(line) }
    }
    return kept.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines) + "\n"
  }
}
