import Logging

/// A misuse of the API that UIKit answers with an exception or a console message.
///
/// AdaptiveKit never crashes on misuse: the call changes nothing and a report carrying UIKit's
/// message goes to the current task's ``handler`` (by default, a swift-log message). Tests capture
/// reports with ``capture(_:)``; ``withHandler(_:_:)`` installs any handler for a piece of work.
///
/// ```swift
/// let (_, reports) = MisuseReport.capture { nav.pushViewController(top, animated: false) }
/// #expect(reports.first?.message.contains("more than once") == true)
/// ```
public struct MisuseReport: Sendable, Equatable, CustomStringConvertible {
  /// How UIKit answers the misuse.
  public enum Kind: Sendable, Equatable {
    /// UIKit raises an exception with this name.
    case exception(name: String)
    /// UIKit logs and ignores the call.
    case log
  }

  /// How UIKit answers.
  public var kind: Kind
  /// UIKit's message, with deterministic controller names.
  public var message: String

  /// Creates a report.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// An `NSInvalidArgumentException`-style report.
  public static func exception(_ message: String, name: String = "NSInvalidArgumentException") -> MisuseReport {
    MisuseReport(kind: .exception(name: name), message: message)
  }

  /// A logged-and-ignored report.
  public static func log(_ message: String) -> MisuseReport { MisuseReport(kind: .log, message: message) }

  public var description: String {
    switch kind {
    case .exception(let name): "*** \(name): \(message)"
    case .log: message
    }
  }

  /// What receives reports: a function of the report, run on the main actor.
  public typealias Handler = @MainActor @Sendable (MisuseReport) -> Void

  /// Where reports go in the current task; by default, a swift-log warning. It is task-local, so
  /// concurrent tests and windows never see each other's reports. Install a handler for the
  /// duration of some work with `$handler.withValue(_:operation:)` or ``withHandler(_:_:)``.
  @TaskLocal public static var handler: Handler = { report in
    logger.warning("\(report.description)")
  }

  /// Sends this report to the current task's ``handler``.
  @MainActor public func report() { MisuseReport.handler(self) }

  /// Runs `body` with `handler` receiving every report it causes.
  @MainActor public static func withHandler<T>(_ handler: @escaping Handler, _ body: () throws -> T) rethrows -> T {
    try $handler.withValue(handler, operation: body)
  }

  /// Runs `body` and returns its result with the reports it caused; reports made outside `body`
  /// still go to the handler that was current.
  @MainActor public static func capture<T>(_ body: () throws -> T) rethrows -> (T, [MisuseReport]) {
    let collector = Collector()
    let result = try withHandler({ collector.reports.append($0) }, body)
    return (result, collector.reports)
  }

  /// Collects the reports of one ``capture(_:)``.
  @MainActor private final class Collector {
    var reports: [MisuseReport] = []
  }

  private static let logger = Logger(label: "AdaptiveKit")
}
