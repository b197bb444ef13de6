public import AdaptiveKit
import AdaptiveRendering
public import AdaptiveScenario
import Foundation

/// One browser tab's window, driven by the tab's messages: an app of the catalogue launched on a
/// device, or a scenario file's hierarchy after its steps (reloaded when the file changes).
///
/// Every message is validated first (``ClientMessage/parse(_:)``); a refused message or an action
/// that cannot be taken answers an error and changes nothing, so the session keeps working. The
/// window is driven through a `WindowSession`: an action is resolved against the frame the page
/// last drew, and one frame is rendered after it.
@MainActor
public final class WebSession {
  /// What a session shows.
  public enum Source: Sendable, Equatable {
    /// An app of the catalogue, by name.
    case app(String)
    /// A scenario file, played to its end.
    case scenario(path: String)
  }

  /// The session's unguessable identifier.
  public let id = UUID().uuidString
  /// What the session shows.
  public let source: Source
  /// The apps the session can launch (an app root of a scenario file too).
  public let apps: AppCatalogue
  /// The device the window is on.
  public private(set) var device: Device
  /// The app's variant (for a scenario file, the first variant of the catalogue's first app, which
  /// the frames do not name: the page shows no variant picker for a scenario).
  public private(set) var variant: String
  /// What the session's page draws: its frames carry only that.
  public var drawing: FrameDrawing
  /// When a message last arrived (sessions idle too long expire).
  public private(set) var lastActive = Date()
  /// The window and the frame the page last drew.
  private var session: WindowSession
  /// Keeps the launched app (``launch(_:on:orientation:)``).
  private var launched: WindowRegistry?
  /// What the last launch reported (a scenario's failing steps).
  private var launchLog: [String] = []
  /// The scenario file's modification date when it was last read.
  private var fileDate: Date?
  /// Where the frames' photos go, for the page to load by key.
  public let pictures: PictureStore
  /// The elements the page drew last (a page of ``FrameDrawing/elements``): what the next frame
  /// after an action carries the changes from.
  private var drawn = ElementDelta.Baseline()
  /// What the page's last frame drew around the window (``FrameMessage/Screen/elements``), nil
  /// when the window filled its screen: a frame after an action leaves the list out when it is
  /// the same.
  private var drawnScreen: [PageElement]?
  /// The hierarchy dump of the page's last frame (a page of elements): a frame after an action
  /// carries only the lines that changed since.
  private var drawnHierarchy: String?

  /// Launches app `app` of `apps` in `variant` (its default when nil) on `device` in `orientation`.
  public init(app: String, variant: String? = nil, from apps: AppCatalogue, device: Device = .iPhone16ProMax,
              orientation: UIInterfaceOrientation = .portrait, drawing: FrameDrawing = .elements,
              pictures: PictureStore = PictureStore()) throws(AppCatalogue.LaunchError) {
    source = .app(app)
    self.apps = apps
    self.drawing = drawing
    self.pictures = pictures
    let entry = try apps.entry(named: app, variant: variant)
    self.variant = entry.variant
    self.device = device
    let (window, launched) = try Self.launch(entry, on: device, orientation: orientation)
    session = WindowSession(window: window)
    self.launched = launched
  }

  /// Launches `entry` with a registry bound, which keeps the app it launches for as long as the
  /// session keeps the registry: the app owns its scenes, and a window holds its scene only weakly
  /// (as in UIKit), so a scene-based app's window keeps its scene — its geometry, drag-resizes —
  /// only while its app lives.
  private static func launch(_ entry: AppCatalogue.Entry, on device: Device, orientation: UIInterfaceOrientation)
    throws(AppCatalogue.LaunchError) -> (UIWindow, WindowRegistry)
  {
    let registry = WindowRegistry()
    let launch = WindowRegistry.$current.withValue(registry) {
      Result { () throws(AppCatalogue.LaunchError) in try entry.launch(on: device, orientation: orientation) }
    }
    return (try launch.get(), registry)
  }

  /// Plays the scenario file at `path` (on its own device unless `device` is given), launching an
  /// app root from `apps`. Throws the file's error (located) when it cannot be read or built.
  public init(scenarioFile path: String, device: Device? = nil, apps: AppCatalogue = AppCatalogue(),
              drawing: FrameDrawing = .elements, pictures: PictureStore = PictureStore()) throws(ScenarioError) {
    source = .scenario(path: path)
    self.apps = apps
    self.drawing = drawing
    self.pictures = pictures
    variant = apps.entries.first?.variant ?? ""
    let scenario = try Scenario.load(contentsOf: path)
    self.device = device ?? scenario.device
    fileDate = Self.modificationDate(of: path)
    (session, launchLog) = try Self.play(scenario, on: self.device, orientation: nil, apps: apps)
  }

  /// For a scenario session whose file changed since it was read: the scenario played again
  /// (keeping the device and orientation), or the file's error (the window stays as it was).
  /// Nil when nothing changed.
  public func reloadIfChanged() -> ServerMessage? {
    guard case .scenario(let path) = source, let date = Self.modificationDate(of: path), date != fileDate else { return nil }
    fileDate = date
    do {
      let scenario = try Scenario.load(contentsOf: path)
      (session, launchLog) = try Self.play(scenario, on: device, orientation: window.interfaceOrientation, apps: apps)
      return .frame(frame(log: ["reloaded \((path as NSString).lastPathComponent)"] + launchLog))
    } catch {
      return .error("\(error)")
    }
  }

  /// The window.
  public var window: UIWindow { session.window }

  /// Answers a message's text: the new frame, or an error naming what is wrong.
  public func handle(_ text: String) -> ServerMessage {
    lastActive = Date()
    let message: ClientMessage
    do { message = try ClientMessage.parse(text) } catch { return .error(error.message) }
    switch message {
    case .action(let action):
      return perform(action)
    case .device(let identifier, let orientation):
      let device = identifier.flatMap(Device.named) ?? device
      return relaunch(variant, on: device, orientation: orientation ?? window.interfaceOrientation,
                      log: "launched on \(device.name)")
    case .variant(let variant):
      return relaunch(variant, on: device, orientation: window.interfaceOrientation, log: "launched the \(variant) variant")
    case .reset:
      return relaunch(variant, on: device, orientation: .portrait, log: "launched again")
    }
  }

  /// Plays a user action against the frame the page drew; the frame names the text of the
  /// element tapped, if any.
  private func perform(_ action: UserAction) -> ServerMessage {
    let tapped: String? = switch action {
    case .tapPoint(let point): session.frame.hitTest(point)?.text
    case .tapLabel(let label): session.frame.target(labelOrID: label)?.text
    default: nil
    }
    let outcome = session.perform(action)
    switch outcome.effect {
    case .unavailable(let reason): return .error(reason)
    case .performed(let what):
      let reports = outcome.misuseReports.map { "UIKit: \($0.message)" }
      var message = frame(log: [what] + outcome.journal.map(\.description) + reports, changesOnly: true)
      message.tapped = tapped
      message.callbacks = outcome.callbacks
      return .frame(message)
    }
  }

  /// The current frame (sent when a page connects).
  public func currentFrame(log: [String] = []) -> ServerMessage { .frame(frame(log: log + launchLog)) }

  private func relaunch(_ variant: String, on device: Device, orientation: UIInterfaceOrientation, log: String) -> ServerMessage {
    do {
      switch source {
      case .app(let app):
        let entry: AppCatalogue.Entry
        do { entry = try apps.entry(named: app, variant: variant) } catch { return .error("field 'variant': \(error.message)") }
        let (window, launched) = try Self.launch(entry, on: device, orientation: orientation)
        session = WindowSession(window: window)
        self.launched = launched
        launchLog = []
      case .scenario(let path):
        guard variant == self.variant else { return .error("variant applies to an app, not to a scenario file") }
        (session, launchLog) = try Self.play(Scenario.load(contentsOf: path), on: device, orientation: orientation, apps: apps)
      }
      self.variant = variant
      self.device = device
      return .frame(frame(log: [log] + launchLog))
    } catch let error as ScenarioError {
      return .error("cannot launch: \(error.message)")
    } catch {
      return .error("cannot launch: \(error)")
    }
  }

  /// Plays a scenario to its end; returns its window's session and a line per failing step.
  private static func play(_ scenario: Scenario, on device: Device, orientation: UIInterfaceOrientation?,
                           apps: AppCatalogue) throws(ScenarioError) -> (WindowSession, [String]) {
    let runner = try ScenarioRunner(scenario: scenario, device: device, orientation: orientation, apps: apps)
    let report = runner.runAll()
    return (runner.session, [report.summary] + report.results.filter { !$0.passed }.map(\.line))
  }

  private static func modificationDate(of path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }

  /// What the page's heading names: the app (`the photo browser`) or the scenario file.
  private var title: String {
    switch source {
    case .app(let app): "the " + app.replacingOccurrences(of: "-", with: " ")
    case .scenario(let path): (path as NSString).lastPathComponent
    }
  }

  /// The variants the page may pick: the app's; none for a scenario file.
  private var variants: [String] {
    guard case .app(let app) = source else { return [] }
    return apps.entries.filter { $0.name == app }.map(\.variant)
  }

  /// The screen around a window in a Split View width, for a page of elements; its elements left
  /// out after an action when they are those of the page's last frame (the app beside the window
  /// and the divider's handle rarely change).
  private func screen(of list: DisplayList, changesOnly: Bool) -> FrameMessage.Screen? {
    guard drawing == .elements, let composition = list.screen else {
      drawnScreen = nil
      return nil
    }
    let elements = PageElement.screenElements(of: list, pictures: pictures)
    let same = changesOnly && elements == drawnScreen
    drawnScreen = elements
    return FrameMessage.Screen(
      width: Double(composition.size.width), height: Double(composition.size.height),
      windowX: Double(composition.windowFrame.minX), windowY: Double(composition.windowFrame.minY),
      windowCornerRadius: Double(composition.windowCornerRadius), elements: same ? nil : elements)
  }

  /// The frame message of the frame the page is about to draw. With `changesOnly` (after an
  /// action), a page of elements gets only the elements that changed since its last frame (those
  /// that only moved as their geometry), and those gone, unless three quarters of them or more
  /// changed content; otherwise, and on connecting, resuming
  /// and relaunching, every element. A frame after an action leaves out the lists of devices and
  /// text sizes, and gives a page of elements only the lines of the hierarchy dump that changed.
  private func frame(log: [String], changesOnly: Bool = false) -> FrameMessage {
    let rendered = session.frame
    let list = rendered.displayList
    let traits = window.traitCollection
    var elements: [PageElement]?
    var delta: ElementDelta?
    if drawing == .elements {
      let all = PageElement.elements(of: list, pictures: pictures)
      let changes = changesOnly ? ElementDelta(from: drawn, to: all) : nil
      if let changes, changes.isSmaller(thanFrameOf: all.count) {
        delta = changes
        drawn = changes.applied(to: drawn)
      } else {
        elements = all
        drawn = ElementDelta.Baseline(all)
      }
    }
    var hierarchy: String? = rendered.hierarchyDump
    var hierarchyChange: HierarchyChange?
    if drawing == .elements, changesOnly, let drawnHierarchy {
      hierarchyChange = HierarchyChange(from: drawnHierarchy, to: rendered.hierarchyDump)
      if hierarchyChange != nil || drawnHierarchy == rendered.hierarchyDump { hierarchy = nil }
    }
    drawnHierarchy = drawing == .elements ? rendered.hierarchyDump : nil
    return FrameMessage(
      svg: drawing == .svg ? rendered.svg : nil,
      elements: elements, changed: delta?.changed, moved: delta?.moved, removed: delta?.removed,
      screenCornerRadius: Double(list.screenCornerRadius), bezel: list.deviceName == nil ? 6 : 14,
      screen: screen(of: list, changesOnly: changesOnly),
      width: Double(window.bounds.width), height: Double(window.bounds.height),
      hierarchy: hierarchy, hierarchyChange: hierarchyChange, device: device.identifier, deviceName: device.name,
      orientation: Vocabulary.name(of: window.interfaceOrientation), posture: window.posture?.description,
      horizontal: Vocabulary.name(of: traits.horizontalSizeClass), vertical: Vocabulary.name(of: traits.verticalSizeClass),
      title: title, variant: variants.isEmpty ? nil : variant, variants: variants, log: log,
      widths: device.multitaskingWidths(in: window.interfaceOrientation).map { .init(label: $0.label, width: Double($0.width)) },
      devices: changesOnly ? nil : Device.all.map { .init(id: $0.identifier, name: $0.name) },
      textSize: window.preferredContentSizeCategory.description,
      textSizes: changesOnly ? nil : UIContentSizeCategory.allSpecified.map(\.description),
      resizing: window.windowScene?.effectiveGeometry.isInteractivelyResizing ?? false)
  }
}
