import Logging

/// A misuse of the API that UIKit answers with an exception or a console message.
///
/// AdaptiveKit never crashes on misuse: the call changes nothing and a report carrying UIKit's
/// message goes to ``handler`` (by default, a swift-log message). Tests capture reports with
/// ``capture(_:)``.
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

  /// Where reports go. Replace it to collect or escalate reports.
  @MainActor public static var handler: @MainActor (MisuseReport) -> Void = { report in
    logger.warning("\(report.description)")
  }

  /// Sends this report to ``handler``.
  @MainActor public func report() { MisuseReport.handler(self) }

  /// Runs `body` and returns its result with the reports it caused; the handler is restored after.
  @MainActor public static func capture<T>(_ body: () throws -> T) rethrows -> (T, [MisuseReport]) {
    var reports: [MisuseReport] = []
    let previous = handler
    handler = { reports.append($0) }
    defer { handler = previous }
    let result = try body()
    return (result, reports)
  }

  private static let logger = Logger(label: "AdaptiveKit")
}
