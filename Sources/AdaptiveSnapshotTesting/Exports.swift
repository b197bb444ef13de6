// `import AdaptiveSnapshotTesting` gives `assertSnapshot` and `assertSnapshots` with it, so a test
// target needs no direct dependency on swift-snapshot-testing.
@_exported import SnapshotTesting
