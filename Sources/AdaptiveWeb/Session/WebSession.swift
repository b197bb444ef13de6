import AdaptiveKit
import AdaptiveRendering
import AdaptiveScenario
import Foundation
import PhotoBrowser

/// One browser tab's window: the photo browser launched on a device, driven by the tab's messages.
///
/// Every message is validated first (``ClientMessage/parse(_:)``); a refused message or an action
/// that cannot be taken answers an error and changes nothing, so the session keeps working.
@MainActor
public final class WebSession {
  /// The session's unguessable identifier.
  public let id = UUID().uuidString
  /// The device the window is on.
  public private(set) var device: Device
  /// The app's variant.
  public private(set) var variant: PhotoBrowserVariant
  /// When a message last arrived (sessions idle too long expire).
  public private(set) var lastActive = Date()
  private var runner: ScenarioRunner

  /// Launches the photo browser in `variant` on `device` in `orientation`.
  public init(variant: PhotoBrowserVariant = .fixed, device: Device = .iPhone16ProMax, orientation: UIInterfaceOrientation = .portrait) throws {
    self.variant = variant
    self.device = device
    runner = try Self.launch(variant, on: device, orientation: orientation)
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
    case .device(let identifier, let orientation):
      let device = identifier.flatMap(Device.named) ?? device
      return relaunch(variant, on: device, orientation: orientation ?? window.interfaceOrientation,
                      log: "launched on \(device.name)")
    case .variant(let variant):
      return relaunch(variant, on: device, orientation: window.interfaceOrientation, log: "launched the \(variant.rawValue) variant")
    case .textSize(let category):
      window.preferredContentSizeCategory = category
      return .frame(frame(log: ["text size \(category)"]))
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
      var message = frame(log: [what] + outcome.journal.map(\.description) + reports)
      message.tapped = tapped
      return .frame(message)
    }
  }

  /// The current frame (sent when a page connects).
  public func currentFrame(log: [String] = []) -> ServerMessage { .frame(frame(log: log)) }

  private func relaunch(_ variant: PhotoBrowserVariant, on device: Device, orientation: UIInterfaceOrientation, log: String) -> ServerMessage {
    do {
      runner = try Self.launch(variant, on: device, orientation: orientation)
      self.variant = variant
      self.device = device
      return .frame(frame(log: [log]))
    } catch {
      return .error("cannot launch the app: \(error.message)")
    }
  }

  private static func launch(_ variant: PhotoBrowserVariant, on device: Device, orientation: UIInterfaceOrientation) throws(ScenarioError) -> ScenarioRunner {
    let location = SourceLocation(file: "web session")
    let scenario = Scenario(name: "photo browser", file: "web session", device: device, orientation: orientation,
                            root: .app(AppSpec(variant: variant, location: location)), steps: [])
    return try ScenarioRunner(scenario: scenario)
  }

  private func frame(log: [String]) -> FrameMessage {
    let rendered = AdaptiveRenderer.frame(for: window)
    let traits = window.traitCollection
    return FrameMessage(
      svg: rendered.svg, width: Double(window.bounds.width), height: Double(window.bounds.height),
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
