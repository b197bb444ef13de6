import Foundation

/// Records the callbacks and delegate calls AdaptiveKit makes while it is bound to a piece of work
/// (an AdaptiveKit addition): appearance callbacks, size and trait changes, and the split view, navigation,
/// tab bar, table view and adaptive presentation delegate calls, each with its answer. What a
/// learner wants to see beside an action.
///
/// ```swift
/// let recorder = CallbackRecorder()
/// CallbackRecorder.$current.withValue(recorder) { window.rotate(to: .landscapeLeft) }
/// recorder.calls   // ["<UISplitViewController>.viewWillTransition(to: 852 × 393, with:)", …]
/// ```
///
/// Nothing is recorded when no recorder is bound (the task-local value is nil).
@MainActor
public final class CallbackRecorder {
  /// The recorder calls go to in the current task, if one is bound.
  @TaskLocal public static var current: CallbackRecorder?

  /// The calls recorded, oldest first: `<PhotoListViewController "Amara Okafor">.viewWillAppear(true)`,
  /// `splitViewController(_:collapseSecondary:onto:) → true`.
  public private(set) var calls: [String] = []
  /// The most calls kept; later ones are counted, not kept.
  public let limit: Int
  /// Calls made beyond ``limit``.
  public private(set) var dropped = 0

  /// A recorder keeping at most `limit` calls.
  public init(limit: Int = 500) { self.limit = limit }

  /// Records a call made by `receiver` (a controller's callback) when a recorder is bound.
  static func record(_ receiver: UIViewController, _ call: @autoclosure () -> String) {
    current?.record(receiver, call())
  }

  /// Records a call made by `receiver` to this recorder: for a pass over many controllers, which
  /// reads the task-local ``current`` once.
  func record(_ receiver: UIViewController, _ call: @autoclosure () -> String) {
    append("\(receiver.debugName).\(call())")
  }

  /// Records a delegate call and its answer when a recorder is bound.
  static func recordDelegate(_ call: @autoclosure () -> String) {
    current?.append(call())
  }

  /// A size as the calls name it: `852 × 393`, fractions to a tenth of a point.
  static func describe(_ size: CGSize) -> String {
    func points(_ value: CGFloat) -> String {
      let tenths = (value * 10).rounded()
      return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10))" : "\(tenths / 10)"
    }
    return "\(points(size.width)) × \(points(size.height))"
  }

  private func append(_ call: String) {
    if calls.count < limit { calls.append(call) } else { dropped += 1 }
  }
}
