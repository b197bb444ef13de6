public import Testing
import AdaptiveKit

/// A suite trait that checks ``HierarchyInvariants`` on every window a test created, after the test.
public struct InvariantCheckingTrait: SuiteTrait, TestTrait, TestScoping {
  /// The trait applies to every test of a suite.
  public var isRecursive: Bool { true }

  /// Runs the test with a window registry, then checks every window it created.
  public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
    guard testCase != nil || !test.isSuite else {
      try await function()
      return
    }
    let registry = WindowRegistry()
    try await WindowRegistry.$current.withValue(registry) { try await function() }
    await MainActor.run {
      for window in registry.windows {
        let problems = HierarchyInvariants.violations(in: window)
        #expect(problems.isEmpty, "hierarchy invariants broken:\n\(problems.joined(separator: "\n"))\n\(HierarchyDump.describe(window))")
      }
    }
  }
}

extension Trait where Self == InvariantCheckingTrait {
  /// Checks the hierarchy invariants of every window a test creates, after the test.
  public static var checksInvariants: Self { InvariantCheckingTrait() }
}
