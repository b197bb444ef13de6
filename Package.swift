// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "AdaptiveKit",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "AdaptiveKit", targets: ["AdaptiveKit"]),
    .library(name: "AdaptiveRendering", targets: ["AdaptiveRendering"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    .target(
      name: "AdaptiveKit",
      dependencies: [.product(name: "Logging", package: "swift-log")]
    ),
    .target(
      name: "AdaptiveRendering",
      dependencies: ["AdaptiveKit"]
    ),
    .testTarget(
      name: "AdaptiveKitTests",
      dependencies: ["AdaptiveKit"]
    ),
    .testTarget(
      name: "AdaptiveRenderingTests",
      dependencies: [
        "AdaptiveRendering",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
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
