import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// The iPhones of 2025 and the iPads sold beside them (R49's catalog brought to today's devices).
@Suite(.checksInvariants) @MainActor
struct DeviceCatalogTests {
  /// A device's expected size classes in portrait and landscape, and its full-screen window's
  /// safe-area insets in each.
  struct Expected: Sendable, CustomTestStringConvertible {
    let device: Device
    let size: CGSize
    let scale: CGFloat
    let portraitClasses: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)
    let landscapeClasses: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)
    let portraitInsets: UIEdgeInsets
    let landscapeInsets: UIEdgeInsets
    var testDescription: String { device.name }
  }

  nonisolated static let dynamicIslandPortrait = UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0)
  nonisolated static let dynamicIslandLandscape = UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62)
  nonisolated static let iPadInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)

  nonisolated static let newDevices: [Expected] = [
    Expected(device: .iPhone17, size: CGSize(width: 402, height: 874), scale: 3, portraitClasses: (.compact, .regular),
             landscapeClasses: (.compact, .compact), portraitInsets: dynamicIslandPortrait, landscapeInsets: dynamicIslandLandscape),
    Expected(device: .iPhone17Pro, size: CGSize(width: 402, height: 874), scale: 3, portraitClasses: (.compact, .regular),
             landscapeClasses: (.compact, .compact), portraitInsets: dynamicIslandPortrait, landscapeInsets: dynamicIslandLandscape),
    Expected(device: .iPhoneAir, size: CGSize(width: 420, height: 912), scale: 3, portraitClasses: (.compact, .regular),
             landscapeClasses: (.regular, .compact), portraitInsets: dynamicIslandPortrait, landscapeInsets: dynamicIslandLandscape),
    Expected(device: .iPhone17ProMax, size: CGSize(width: 440, height: 956), scale: 3, portraitClasses: (.compact, .regular),
             landscapeClasses: (.regular, .compact), portraitInsets: dynamicIslandPortrait, landscapeInsets: dynamicIslandLandscape),
    Expected(device: .iPadA16, size: CGSize(width: 820, height: 1180), scale: 2, portraitClasses: (.regular, .regular),
             landscapeClasses: (.regular, .regular), portraitInsets: iPadInsets, landscapeInsets: iPadInsets),
    Expected(device: .iPadPro11, size: CGSize(width: 834, height: 1210), scale: 2, portraitClasses: (.regular, .regular),
             landscapeClasses: (.regular, .regular), portraitInsets: iPadInsets, landscapeInsets: iPadInsets),
    Expected(device: .iPadAir13, size: CGSize(width: 1024, height: 1366), scale: 2, portraitClasses: (.regular, .regular),
             landscapeClasses: (.regular, .regular), portraitInsets: iPadInsets, landscapeInsets: iPadInsets),
  ]

  @Test(arguments: newDevices)
  func R49_aNewDeviceHasItsSizeClassesInEachOrientation(expected: Expected) {
    let portrait = UIWindow(device: expected.device, orientation: .portrait)
    #expect(portrait.bounds.size == expected.size)
    #expect(portrait.traitCollection.displayScale == expected.scale)
    #expect(portrait.traitCollection.horizontalSizeClass == expected.portraitClasses.0)
    #expect(portrait.traitCollection.verticalSizeClass == expected.portraitClasses.1)
    let landscape = UIWindow(device: expected.device, orientation: .landscapeLeft)
    #expect(landscape.bounds.size == CGSize(width: expected.size.height, height: expected.size.width))
    #expect(landscape.traitCollection.horizontalSizeClass == expected.landscapeClasses.0)
    #expect(landscape.traitCollection.verticalSizeClass == expected.landscapeClasses.1)
    #expect(portrait.traitCollection.userInterfaceIdiom == expected.device.idiom)
  }

  @Test(arguments: newDevices)
  func aNewDevicesWindowHasItsSafeAreaInEachOrientation(expected: Expected) {
    #expect(UIWindow(device: expected.device, orientation: .portrait).safeAreaInsets == expected.portraitInsets)
    #expect(UIWindow(device: expected.device, orientation: .landscapeLeft).safeAreaInsets == expected.landscapeInsets)
    #expect(UIWindow(device: expected.device, orientation: .landscapeRight).safeAreaInsets == expected.landscapeInsets)
    // Every new iPhone has the Dynamic Island and a home indicator; no new iPad has a home button.
    #expect(expected.device.hasHomeIndicator)
    #expect(expected.device.sensorHousing == (expected.device.idiom == .phone ? .dynamicIsland : .bezel))
  }

  @Test func theNewDevicesAreFoundByIdentifierAndName() {
    #expect(Device.named("iphone-17") == .iPhone17)
    #expect(Device.named("iphone-17-pro") == .iPhone17Pro)
    #expect(Device.named("iphone-air") == .iPhoneAir)
    #expect(Device.named("iPhone Air") == .iPhoneAir)
    #expect(Device.named("iphone-17-pro-max") == .iPhone17ProMax)
    #expect(Device.named("ipad-a16") == .iPadA16)
    #expect(Device.named("iPad (A16)") == .iPadA16)
    #expect(Device.named("ipad-pro-11") == .iPadPro11)
    #expect(Device.named("ipad-air-13") == .iPadAir13)
  }

  @Test func R49_theNewIPadsSplitViewWidths() {
    // The 11-inch Pro's long side (1210 pt) is not above the large-screen threshold: 320 pt narrow.
    let pro11 = Device.iPadPro11.multitaskingWidths(in: .landscapeLeft)
    #expect(pro11.map(\.width) == [320, 600, 880, 1210])
    #expect(pro11.map { SizeClassRules.sizeClasses(for: CGSize(width: $0.width, height: 834), idiom: .pad).horizontal }
      == [.compact, .compact, .regular, .regular])
    let air13 = Device.iPadAir13.multitaskingWidths(in: .landscapeLeft)
    #expect(air13.map(\.width) == [375, 678, 981, 1366])
    #expect(SizeClassRules.sizeClasses(for: CGSize(width: 678, height: 1024), idiom: .pad).horizontal == .regular)
    #expect(Device.iPadA16.multitaskingWidths(in: .portrait).map(\.width) == Device.iPadAir11.multitaskingWidths(in: .portrait).map(\.width))
  }
}
