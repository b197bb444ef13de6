import AdaptiveKit
import AdaptiveScenario
import ArgumentParser
import Foundation

/// `adaptive devices`: the device catalog.
struct DevicesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the device catalog with size classes per orientation and multitasking widths.",
    discussion: """
      For each device: its identifier (for --device and a scenario's 'device:'), name, idiom, scale, \
      and the window size and size classes (horizontal/vertical, C = compact, R = regular) in portrait \
      and landscape. iPads also list their Split View widths (1/3, 1/2, 2/3, full) per orientation.
      """
  )

  @MainActor
  func run() async throws {
    print(DeviceCatalogText.render())
  }
}

/// The text of `adaptive devices`.
enum DeviceCatalogText {
  static func render() -> String {
    func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0) }
    func classes(_ size: CGSize, _ idiom: UIUserInterfaceIdiom) -> String {
      let pair = SizeClassRules.sizeClasses(for: size, idiom: idiom)
      return "\(pair.horizontal == .regular ? "R" : "C")/\(pair.vertical == .regular ? "R" : "C")"
    }
    func points(_ size: CGSize) -> String { "\(Int(size.width))x\(Int(size.height))" }
    var lines = [pad("ID", 19) + pad("NAME", 19) + pad("IDIOM", 7) + pad("SCALE", 7) + pad("PORTRAIT", 17) + "LANDSCAPE"]
    for device in Device.all {
      let portrait = device.screenSize(for: .portrait), landscape = device.screenSize(for: .landscapeLeft)
      lines.append(pad(device.identifier, 19) + pad(device.name, 19) + pad("\(device.idiom)", 7)
        + pad("\(Int(device.displayScale))x", 7)
        + pad("\(points(portrait)) \(classes(portrait, device.idiom))", 17)
        + "\(points(landscape)) \(classes(landscape, device.idiom))")
      if device.isFoldable {
        // The display the device opens onto, regular × regular in both orientations.
        let open = device.screenSize(for: .portrait, posture: .flat), openLandscape = device.screenSize(for: .landscapeLeft, posture: .flat)
        lines.append(pad("", 19) + pad("(open)", 19) + pad("", 14) + pad("\(points(open)) R/R", 17) + "\(points(openLandscape)) R/R")
      }
    }
    lines.append("")
    lines.append("Multitasking widths (width in points, size classes):")
    for device in Device.all where device.idiom == .pad {
      for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
        let height = device.screenSize(for: orientation).height
        let widths = device.multitaskingWidths(in: orientation).map { width in
          "\(width.label) \(Int(width.width)) \(classes(CGSize(width: width.width, height: height), device.idiom))"
        }
        lines.append("  " + pad(device.identifier, 13) + pad(orientation.isLandscape ? "landscape" : "portrait", 11) + widths.joined(separator: " · "))
      }
    }
    lines.append("  iPhones run full screen only.")
    return lines.joined(separator: "\n")
  }
}
