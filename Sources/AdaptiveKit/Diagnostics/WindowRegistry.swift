/// Collects the windows created while it is bound, so a test harness can check every window a test
/// made once the test ends, and keeps the app launched last while it is bound, which
/// ``UIApplication/shared`` answers.
///
/// ```swift
/// let registry = WindowRegistry()
/// WindowRegistry.$current.withValue(registry) { runTest() }
/// for window in registry.windows { #expect(HierarchyInvariants.violations(in: window).isEmpty) }
/// ```
@MainActor
public final class WindowRegistry {
  /// The registry windows register into, if one is bound for the current task.
  @TaskLocal public static var current: WindowRegistry?

  /// The windows created while this registry was bound, in creation order.
  public private(set) var windows: [UIWindow] = []
  /// The app launched last while this registry was bound (or the bare app ``UIApplication/shared``
  /// made for it).
  public internal(set) var application: UIApplication?

  /// Creates an empty registry.
  public nonisolated init() {}

  /// Releases the windows and the app on the main actor, where UIKit's objects must be freed, even
  /// when the task that bound the registry lets go of it elsewhere.
  isolated deinit {}

  func register(_ window: UIWindow) { windows.append(window) }
}
