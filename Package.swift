// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "AdaptiveKit",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "AdaptiveKit", targets: ["AdaptiveKit"]),
    .library(name: "AdaptiveMacros", targets: ["AdaptiveMacros"]),
    .library(name: "AdaptiveRendering", targets: ["AdaptiveRendering"]),
    .library(name: "PNGCodec", targets: ["PNGCodec"]),
    .library(name: "AdaptiveScenario", targets: ["AdaptiveScenario"]),
    .library(name: "PhotoBrowser", targets: ["PhotoBrowser"]),
    .library(name: "AdaptiveWeb", targets: ["AdaptiveWeb"]),
    .library(name: "AdaptiveExplore", targets: ["AdaptiveExplore"]),
    .library(name: "AdaptiveStoryboard", targets: ["AdaptiveStoryboard"]),
    .library(name: "AdaptiveSnapshotTesting", targets: ["AdaptiveSnapshotTesting"]),
    .executable(name: "adaptive", targets: ["adaptive"]),
    .executable(name: "adaptive-fuzz", targets: ["adaptive-fuzz"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
  ],
  targets: [
    .target(
      name: "AdaptiveKit",
      dependencies: ["PNGCodec", .product(name: "Logging", package: "swift-log")]
    ),
    // `#Selector` and `@Storyboarded`, the stand-ins for UIKit's `#selector` and what `@IBAction`
    // needs (see BringingUIKitCode.md): a library of their own, so that only code that uses them
    // builds swift-syntax, which their implementation (AdaptiveKitMacros) needs.
    .target(name: "AdaptiveMacros", dependencies: ["AdaptiveKit", "AdaptiveKitMacros"]),
    // PNG files and their zlib streams, read and written in Swift: what the rasterizer encodes and
    // where the core reads an image's size. It depends on nothing, so the core can depend on it.
    .target(name: "PNGCodec"),
    .macro(
      name: "AdaptiveKitMacros",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]
    ),
    // The photo browser, written as a UIKit app on AdaptiveKit, with its bundled photos. Its
    // selectors are spelled `Selector(_:implementation:)`, so the demo builds no swift-syntax.
    .target(
      name: "PhotoBrowser",
      dependencies: ["AdaptiveKit"],
      resources: [.copy("Resources/photos.json"), .copy("Resources/Images")]
    ),
    .testTarget(
      name: "PhotoBrowserTests",
      dependencies: ["PhotoBrowser", "AdaptiveKit", "AdaptiveRendering", "PNGCodec", "AdaptiveTestSupport"]
    ),
    .target(
      name: "AdaptiveRendering",
      dependencies: ["AdaptiveKit", "PNGCodec"]
    ),
    .target(
      name: "AdaptiveScenario",
      dependencies: ["AdaptiveKit", "AdaptiveRendering", "AdaptiveStoryboard", .product(name: "Yams", package: "Yams")]
    ),
    // The photo browser served to browsers: the page, and a window per tab over a WebSocket, on
    // a small HTTP and WebSocket server of its own (no web framework to build).
    .target(
      name: "AdaptiveWeb",
      dependencies: ["AdaptiveKit", "AdaptiveRendering", "AdaptiveScenario"],
      resources: [.copy("Resources/Page")]
    ),
    .testTarget(
      name: "AdaptiveWebTests",
      dependencies: ["AdaptiveWeb", "AdaptiveTestSupport"]
    ),
    // Walks every sequence of user actions on an app and checks properties after each.
    .target(
      name: "AdaptiveExplore",
      dependencies: ["AdaptiveKit", "AdaptiveRendering", "AdaptiveScenario"]
    ),
    // swift-snapshot-testing strategies for windows and controllers across devices.
    .target(
      name: "AdaptiveSnapshotTesting",
      dependencies: ["AdaptiveKit", "AdaptiveRendering", "PNGCodec", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
    ),
    .testTarget(
      name: "AdaptiveSnapshotTestingTests",
      dependencies: ["AdaptiveSnapshotTesting", "PNGCodec", "AdaptiveTestSupport"],
      exclude: ["__Snapshots__"]
    ),
    // Xcode storyboards read and run on AdaptiveKit.
    .target(
      name: "AdaptiveStoryboard",
      dependencies: ["AdaptiveKit"]
    ),
    .testTarget(
      name: "AdaptiveStoryboardTests",
      dependencies: ["AdaptiveStoryboard", "AdaptiveKit", "AdaptiveMacros", "AdaptiveRendering", "PhotoBrowser", "AdaptiveTestSupport"],
      resources: [.process("Storyboards")]
    ),
    .testTarget(
      name: "AdaptiveExploreTests",
      dependencies: ["AdaptiveExplore", "AdaptiveScenario", "AdaptiveKit", "AdaptiveRendering", "AdaptiveTestSupport"]
    ),
    .executableTarget(
      name: "adaptive",
      dependencies: ["AdaptiveScenario", "AdaptiveKit", "AdaptiveRendering", "AdaptiveWeb", "AdaptiveExplore", "PhotoBrowser", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    // A seeded random-action driver over AdaptiveKit's public API (see MisuseAndInvariants.md).
    .executableTarget(
      name: "adaptive-fuzz",
      dependencies: ["AdaptiveKit"]
    ),
    .testTarget(
      name: "AdaptiveFuzzTests",
      dependencies: ["adaptive-fuzz", "AdaptiveTestSupport"]
    ),
    // What the test targets share: the invariant-checking trait, window factory, recording and
    // one-shot controllers, the launched photo browser.
    .target(
      name: "AdaptiveTestSupport",
      dependencies: ["AdaptiveKit", "PhotoBrowser"],
      path: "Tests/AdaptiveTestSupport"
    ),
    .testTarget(
      name: "AdaptiveKitTests",
      dependencies: ["AdaptiveKit", "AdaptiveMacros", "AdaptiveTestSupport"]
    ),
    .testTarget(
      name: "AdaptiveRenderingTests",
      dependencies: [
        "AdaptiveRendering",
        "PNGCodec",
        "AdaptiveTestSupport",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
    // Small apps written as UIKit apps are, with only the edits the migration article lists.
    .testTarget(
      name: "SampleAppTests",
      dependencies: ["AdaptiveKit", "AdaptiveMacros", "AdaptiveStoryboard", "AdaptiveExplore", "AdaptiveTestSupport"],
      resources: [.copy("Bundles")]
    ),
    .testTarget(
      name: "AdaptiveScenarioTests",
      dependencies: ["AdaptiveScenario", "AdaptiveKit", "AdaptiveRendering", "AdaptiveTestSupport"]
    ),
    .testTarget(
      name: "AdaptiveCLITests",
      dependencies: ["adaptive", "AdaptiveTestSupport"]
    ),
  ]
)

// Swift 6 settings for every target, in one place. The sample apps keep Swift 5, as most UIKit
// apps are written. Imports are internal unless written otherwise: a file whose public API shows
// another module's types says `public import` (so a target that leaks a lower layer shows it in
// the code), and a file uses members only of modules it imports itself.
for target in package.targets where target.name != "SampleAppTests" {
  var settings = target.swiftSettings ?? []
  settings.append(.swiftLanguageMode(.v6))
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  target.swiftSettings = settings
}
