// swift-tools-version: 6.1
// AdaptiveKit's benchmarks: a package of its own, so `swift build` and `swift test` at the
// repository root never build it. Run them with `Benchmarks/run` (see BENCHMARKS.md).
import PackageDescription

let package = Package(
  name: "AdaptiveKitBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "AdaptiveKit", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "AdaptiveKitBenchmarks",
      dependencies: [
        .product(name: "AdaptiveKit", package: "AdaptiveKit"),
        .product(name: "AdaptiveRendering", package: "AdaptiveKit"),
        .product(name: "Benchmark", package: "benchmark"),
        "BenchmarkFixtures",
        "CHeapStats",
      ],
      path: "Benchmarks/AdaptiveKitBenchmarks",
      swiftSettings: [.swiftLanguageMode(.v6)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // The benchmarks' fixtures, shared with the profiling harness.
    .target(
      name: "BenchmarkFixtures",
      dependencies: [
        .product(name: "AdaptiveKit", package: "AdaptiveKit"), .product(name: "PhotoBrowser", package: "AdaptiveKit"),
        .product(name: "AdaptiveScenario", package: "AdaptiveKit"),
      ],
      path: "Support/BenchmarkFixtures",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Runs one benchmark workload in a loop, for valgrind/perf (no malloc interposer).
    .executableTarget(
      name: "AdaptiveKitProfile",
      dependencies: [
        .product(name: "AdaptiveKit", package: "AdaptiveKit"), .product(name: "AdaptiveRendering", package: "AdaptiveKit"),
        "BenchmarkFixtures",
      ],
      path: "Support/AdaptiveKitProfile",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // glibc's mallinfo2, which Swift's Glibc module does not export (M1).
    .target(name: "CHeapStats", path: "Support/CHeapStats"),
  ]
)
