// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "AdaptiveKit",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "AdaptiveKit", targets: ["AdaptiveKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "AdaptiveKit",
      dependencies: [.product(name: "Logging", package: "swift-log")]
    ),
    .testTarget(
      name: "AdaptiveKitTests",
      dependencies: ["AdaptiveKit"]
    ),
  ]
)

// Swift 6 settings for every target, in one place.
for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(.swiftLanguageMode(.v6))
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  target.swiftSettings = settings
}
