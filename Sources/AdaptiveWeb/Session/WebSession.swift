import AdaptiveKit
import AdaptiveRendering
import AdaptiveScenario
import Foundation
import PhotoBrowser

/// One browser tab's window, driven by the tab's messages: the photo browser launched on a device,
/// or a scenario file's hierarchy after its steps (reloaded when the file changes).
///
/// Every message is validated first (``ClientMessage/parse(_:)``); a refused message or an action
/// that cannot be taken answers an error and changes nothing, so the session keeps working.
@MainActor
public final class WebSession {
  /// What a session shows.
  public enum Source: Sendable, Equatable {
    /// The photo browser.
    case app
    /// A scenario file, played to its end.
    case scenario(path: String)
  }

  /// The session's unguessable identifier.
  public let id = UUID().uuidString
  /// What the session shows.
  public let source: Source
  /// The device the window is on.
  public private(set) var device: Device
  /// The app's variant.
  public private(set) var variant: PhotoBrowserVariant
  /// What the session's page draws: its frames carry only that.
  public var drawing: FrameDrawing
  /// When a message last arrived (sessions idle too long expire).
  public private(set) var lastActive = Date()
  private var runner: ScenarioRunner
  /// What the last launch reported (a scenario's failing steps).
  private var launchLog: [String] = []
  /// The scenario file's modification date when it was last read.
  private var fileDate: Date?
  /// Where the frames' photos go, for the page to load by key.
  public let pictures: PictureStore

  /// Launches the photo browser in `variant` on `device` in `orientation`.
  public init(variant: PhotoBrowserVariant = .fixed, device: Device = .iPhone16ProMax, orientation: UIInterfaceOrientation = .portrait,
              drawing: FrameDrawing = .elements, pictures: PictureStore = PictureStore()) throws {
    source = .app
    self.drawing = drawing
    self.pictures = pictures
    self.variant = variant
    self.device = device
    runner = try Self.launch(variant, on: device, orientation: orientation)
  }

  /// Plays the scenario file at `path` (on its own device unless `device` is given). Throws the
  /// file's error (located) when it cannot be read or built.
  public init(scenarioFile path: String, device: Device? = nil, drawing: FrameDrawing = .elements,
              pictures: PictureStore = PictureStore()) throws(ScenarioError) {
    source = .scenario(path: path)
    self.drawing = drawing
    self.pictures = pictures
    variant = .fixed
    let scenario = try Scenario.load(contentsOf: path)
    self.device = device ?? scenario.device
    fileDate = Self.modificationDate(of: path)
    (runner, launchLog) = try Self.play(scenario, on: self.device, orientation: nil)
  }

  /// For a scenario session whose file changed since it was read: the scenario played again
  /// (keeping the device and orientation), or the file's error (the window stays as it was).
  /// Nil when nothing changed.
  public func reloadIfChanged() -> ServerMessage? {
    guard case .scenario(let path) = source, let date = Self.modificationDate(of: path), date != fileDate else { return nil }
    fileDate = date
    do {
      let scenario = try Scenario.load(contentsOf: path)
      (runner, launchLog) = try Self.play(scenario, on: device, orientation: window.interfaceOrientation)
      return .frame(frame(log: ["reloaded \((path as NSString).lastPathComponent)"] + launchLog))
    } catch {
      return .error("\(error)")
    }
  }

  /// The window.
  public var window: UIWindow { runner.window }

  /// Answers a message's text: the new frame, or an error naming what is wrong.
  public func handle(_ text: String) -> ServerMessage {
    lastActive = Date()
    let message: ClientMessage
    do { message = try ClientMessage.parse(text) } catch { return .error(error.message) }
    switch message {
    case .action(let action):
      var tapped: String?
      if case .tapPoint(let point) = action { tapped = AdaptiveRenderer.hitTest(point, in: window)?.text }
      return perform(action, tapped: tapped)
    case .tapLabel(let label):
      guard let target = AdaptiveRenderer.target(labelOrID: label, in: window) else {
        return .error("nothing labelled '\(ClientMessage.excerpt(label))' can be tapped on \(device.name) now")
      }
      return perform(.tapElement(target.elementID), tapped: target.text)
    case .text(let text):
      return perform(.typeText(text), tapped: nil)
    case .device(let identifier, let orientation):
      let device = identifier.flatMap(Device.named) ?? device
      return relaunch(variant, on: device, orientation: orientation ?? window.interfaceOrientation,
                      log: "launched on \(device.name)")
    case .variant(let variant):
      return relaunch(variant, on: device, orientation: window.interfaceOrientation, log: "launched the \(variant.rawValue) variant")
    case .textSize(let category):
      return perform(.setTextSize(category), tapped: nil)
    case .reset:
      return relaunch(variant, on: device, orientation: .portrait, log: "launched again")
    }
  }

  /// Plays a user action; the frame names the text of the element tapped, if any.
  private func perform(_ action: UserAction, tapped: String?) -> ServerMessage {
    let outcome = ActionDriver.perform(action, on: window)
    switch outcome.effect {
    case .unavailable(let reason): return .error(reason)
    case .performed(let what):
      let reports = outcome.misuseReports.map { "UIKit: \($0.message)" }
      var message = frame(log: [what] + outcome.journal.map(\.description) + reports, rendered: outcome.frame)
      message.tapped = tapped
      message.callbacks = outcome.callbacks
      return .frame(message)
    }
  }

  /// The current frame (sent when a page connects).
  public func currentFrame(log: [String] = []) -> ServerMessage { .frame(frame(log: log + launchLog)) }

  private func relaunch(_ variant: PhotoBrowserVariant, on device: Device, orientation: UIInterfaceOrientation, log: String) -> ServerMessage {
    do {
      switch source {
      case .app:
        runner = try Self.launch(variant, on: device, orientation: orientation)
        launchLog = []
      case .scenario(let path):
        guard variant == self.variant else { return .error("variant applies to the photo browser, not to a scenario file") }
        (runner, launchLog) = try Self.play(Scenario.load(contentsOf: path), on: device, orientation: orientation)
      }
      self.variant = variant
      self.device = device
      return .frame(frame(log: [log] + launchLog))
    } catch {
      return .error("cannot launch: \(error.message)")
    }
  }

  /// Plays a scenario to its end; returns the runner and a line per failing step.
  private static func play(_ scenario: Scenario, on device: Device, orientation: UIInterfaceOrientation?) throws(ScenarioError) -> (ScenarioRunner, [String]) {
    let runner = try ScenarioRunner(scenario: scenario, device: device, orientation: orientation)
    let report = runner.runAll()
    return (runner, [report.summary] + report.results.filter { !$0.passed }.map(\.line))
  }

  private static func modificationDate(of path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }

  private static func launch(_ variant: PhotoBrowserVariant, on device: Device, orientation: UIInterfaceOrientation) throws(ScenarioError) -> ScenarioRunner {
    let location = SourceLocation(file: "web session")
    let scenario = Scenario(name: "photo browser", file: "web session", device: device, orientation: orientation,
                            root: .app(AppSpec(variant: variant, location: location)), steps: [])
    return try ScenarioRunner(scenario: scenario)
  }

  /// The frame message; `rendered` is the window's frame when the caller already has it (an
  /// action's outcome carries the frame rendered after it).
  private func frame(log: [String], rendered: RenderedFrame? = nil) -> FrameMessage {
    let rendered = rendered ?? AdaptiveRenderer.frame(for: window)
    let traits = window.traitCollection
    return FrameMessage(
      svg: drawing == .svg ? rendered.svg : nil,
      elements: drawing == .elements ? PageElement.elements(of: rendered.displayList, pictures: pictures) : nil,
      screenCornerRadius: Double(rendered.displayList.screenCornerRadius), bezel: rendered.displayList.deviceName == nil ? 6 : 14,
      width: Double(window.bounds.width), height: Double(window.bounds.height),
      hierarchy: rendered.hierarchyDump, device: device.identifier, deviceName: device.name,
      orientation: ScenarioVocabulary.name(of: window.interfaceOrientation),
      horizontal: ScenarioVocabulary.name(of: traits.horizontalSizeClass), vertical: ScenarioVocabulary.name(of: traits.verticalSizeClass),
      variant: variant.rawValue, log: log,
      widths: device.multitaskingWidths(in: window.interfaceOrientation).map { .init(label: $0.label, width: Double($0.width)) },
      devices: Device.all.map { .init(id: $0.identifier, name: $0.name) },
      textSize: window.preferredContentSizeCategory.description,
      textSizes: UIContentSizeCategory.allSpecified.map(\.description))
  }
}
