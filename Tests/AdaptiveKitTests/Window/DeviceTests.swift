import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct DeviceTests {
  @Test func catalogHasTheSpecDevices() {
    #expect(Device.all.map(\.portraitSize) == [
      CGSize(width: 375, height: 667), CGSize(width: 393, height: 852), CGSize(width: 402, height: 874),
      CGSize(width: 402, height: 874), CGSize(width: 420, height: 912), CGSize(width: 440, height: 956),
      CGSize(width: 440, height: 956), CGSize(width: 466, height: 678), CGSize(width: 744, height: 1133), CGSize(width: 820, height: 1180),
      CGSize(width: 820, height: 1180), CGSize(width: 834, height: 1210), CGSize(width: 1024, height: 1366),
      CGSize(width: 1032, height: 1376),
    ])
    #expect(Device.all.map(\.identifier) == [
      "iphone-se", "iphone-16", "iphone-17", "iphone-17-pro", "iphone-air", "iphone-16-pro-max", "iphone-17-pro-max", "iphone-duo",
      "ipad-mini", "ipad-a16", "ipad-air-11", "ipad-pro-11", "ipad-air-13", "ipad-pro-13",
    ])
    #expect(Device.named("iPhone-16-Pro-Max") == .iPhone16ProMax)
    #expect(Device.named("nokia") == nil)
  }

  @Test(arguments: [Device.iPhoneSE, .iPhone16, .iPhone16ProMax])
  func R49_everyIPhoneIsCompactRegularInPortrait(device: Device) {
    let window = UIWindow(device: device, orientation: .portrait)
    #expect(window.traitCollection.horizontalSizeClass == .compact)
    #expect(window.traitCollection.verticalSizeClass == .regular)
  }

  @Test(arguments: [Device.iPhoneSE, .iPhone16])
  func R49_nonMaxIPhoneIsCompactCompactInLandscape(device: Device) {
    let window = UIWindow(device: device, orientation: .landscapeRight)
    #expect(window.bounds.size == CGSize(width: device.portraitSize.height, height: device.portraitSize.width))
    #expect(window.traitCollection.horizontalSizeClass == .compact)
    #expect(window.traitCollection.verticalSizeClass == .compact)
  }

  @Test func R49_proMaxIsRegularCompactInLandscape() {
    let window = UIWindow(device: .iPhone16ProMax, orientation: .landscapeLeft)
    #expect(window.traitCollection.horizontalSizeClass == .regular)
    #expect(window.traitCollection.verticalSizeClass == .compact)
  }

  @Test(arguments: [Device.iPadMini, .iPadAir11, .iPadPro13], [UIInterfaceOrientation.portrait, .landscapeLeft])
  func R49_iPadFullScreenIsRegularRegular(device: Device, orientation: UIInterfaceOrientation) {
    let window = UIWindow(device: device, orientation: orientation)
    #expect(window.traitCollection.horizontalSizeClass == .regular)
    #expect(window.traitCollection.verticalSizeClass == .regular)
    #expect(window.traitCollection.userInterfaceIdiom == .pad)
  }

  @Test func R49_iPadMultitaskingWidths() {
    let air = Device.iPadAir11.multitaskingWidths(in: .landscapeLeft)
    #expect(air.map(\.label) == ["1/3", "1/2", "2/3", "full"])
    #expect(air.map(\.width) == [320, 585, 850, 1180])
    #expect(air.map { SizeClassRules.sizeClasses(for: CGSize(width: $0.width, height: 820), idiom: .pad).horizontal }
      == [.compact, .compact, .regular, .regular])
    let pro = Device.iPadPro13.multitaskingWidths(in: .landscapeLeft)
    #expect(pro.map(\.width) == [375, 683, 991, 1376])
    // The 13-inch half is regular, as Apple's archive says of the 12.9-inch iPad Pro.
    #expect(SizeClassRules.sizeClasses(for: CGSize(width: 683, height: 1032), idiom: .pad).horizontal == .regular)
    let proPortrait = Device.iPadPro13.multitaskingWidths(in: .portrait)
    #expect(proPortrait.map(\.width) == [375, 647, 1032])
    #expect(SizeClassRules.sizeClasses(for: CGSize(width: 647, height: 1376), idiom: .pad).horizontal == .compact)
    #expect(Device.iPhone16.multitaskingWidths(in: .portrait).map(\.label) == ["full"])
  }

  @Test func freeFormThresholds() {
    #expect(SizeClassRules.sizeClasses(for: CGSize(width: 677, height: 900), idiom: .pad) == (.compact, .regular))
    #expect(SizeClassRules.sizeClasses(for: CGSize(width: 678, height: 300), idiom: .pad) == (.regular, .regular))
    #expect(SizeClassRules.sizeClasses(for: CGSize(width: 895, height: 499), idiom: .phone) == (.compact, .compact))
    #expect(SizeClassRules.sizeClasses(for: CGSize(width: 896, height: 500), idiom: .phone) == (.regular, .regular))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 700))
    #expect(window.traitCollection.userInterfaceIdiom == .pad)
    #expect(window.traitCollection.horizontalSizeClass == .regular)
    window.resize(to: CGSize(width: 600, height: 700))
    #expect(window.traitCollection.horizontalSizeClass == .compact)
  }
}
