import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport
import PNGCodec

/// The PNG draws the same device and screen as the SVG: the Dynamic Island, the iPhone SE's home
/// button and deep bezels, and an iPad app in a Split View width inside the whole screen.
@Suite(.checksInvariants) @MainActor
struct RasterHardwareTests {
  private func window(_ device: Device, size: CGSize? = nil) -> UIWindow {
    let window = UIWindow(device: device)
    window.rootViewController = UINavigationController(rootViewController: UIViewController())
    window.makeKeyAndVisible()
    if let size { window.resize(to: size) }
    return window
  }

  @Test func theDynamicIslandIsDrawnOverTheScreen() throws {
    let list = AdaptiveRenderer.displayList(for: window(.iPhone16ProMax))
    let island = try #require(list.hardware?.dynamicIsland)
    let image = list.rgbaImage(scale: 1)
    // The island's centre is black, on a screen whose status bar is white.
    let center = image.pixel(x: Int(island.midX + 14), y: Int(island.midY + 14))
    #expect(center == Color(hex: 0x000000))
    #expect(image.pixel(x: Int(island.maxX + 14 + 20), y: Int(island.midY + 14)) != Color(hex: 0x000000))
  }

  @Test func theIPhoneSEHasDeepBezelsAndAHomeButton() throws {
    let list = AdaptiveRenderer.displayList(for: window(.iPhoneSE))
    let outline = DeviceOutline(list)
    let button = try #require(outline.homeButton)
    let image = list.rgbaImage(scale: 1)
    #expect(image.height == Int(outline.size.height) && outline.top == 64 && outline.bottom == 64)
    // The button's face, then its ring, as the SVG draws them.
    #expect(image.pixel(x: Int(button.center.x), y: Int(button.center.y)) == Color(hex: 0x111113))
    let ring = try #require(image.pixel(x: Int(button.center.x), y: Int(button.center.y - button.radius)))
    #expect(ring.red > 0x30)
  }

  @Test func anIPadAppInSplitViewIsDrawnInsideTheWholeScreen() throws {
    let ipad = window(.iPadAir11, size: CGSize(width: 320, height: 1180))
    let list = AdaptiveRenderer.displayList(for: ipad)
    let composition = try #require(list.screen)
    let image = list.rgbaImage(scale: 1)
    // The picture is the whole iPad screen, not a narrow device.
    #expect(image.width == Int(list.screenSize.width) + 28)
    // The divider between the app and the placeholder is black, mid-height away from its handle.
    let gap = composition.windowFrame.maxX + 5
    #expect(image.pixel(x: Int(gap + 14), y: 300) == Color(hex: 0x000000))
    // The app's own pixels are inside its frame: its white content below the bar.
    #expect(image.pixel(x: Int(composition.windowFrame.midX + 14), y: 600) == Color(hex: 0xFFFFFF))
  }
}
