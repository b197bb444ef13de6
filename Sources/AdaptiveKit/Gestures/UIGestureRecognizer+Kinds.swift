import Foundation

/// A recognizer of taps, as UIKit's `UITapGestureRecognizer`: discrete, recognized when the
/// required number of fingers tap the required number of times.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The taps the gesture needs. Default 1.
  open var numberOfTapsRequired = 1
  /// The fingers the gesture needs. Default 1.
  open var numberOfTouchesRequired = 1

  override var isDiscrete: Bool { true }
  override var touchesInGesture: Int { numberOfTouchesRequired }

  /// Whether a one-finger single tap is this recognizer's whole gesture (what
  /// ``UIView/simulateTap()`` plays).
  var recognizesSingleTap: Bool { numberOfTapsRequired == 1 && numberOfTouchesRequired == 1 }
}

/// A recognizer of long presses, as UIKit's `UILongPressGestureRecognizer`: continuous, it begins
/// once the fingers have been down long enough without moving too far.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the fingers must stay down, in seconds. Default 0.5.
  open var minimumPressDuration: TimeInterval = 0.5
  /// The fingers the gesture needs. Default 1.
  open var numberOfTouchesRequired = 1
  /// The taps before the press. Default 0.
  open var numberOfTapsRequired = 0
  /// How far the fingers may move before the gesture fails, in points. Default 10.
  open var allowableMovement: CGFloat = 10

  override var touchesInGesture: Int { numberOfTouchesRequired }
}

/// A recognizer of swipes, as UIKit's `UISwipeGestureRecognizer`: discrete, recognized when the
/// fingers move quickly in one of the permitted directions.
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// Swipe directions, as UIKit's `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The permitted directions. Default ``Direction/right``.
  open var direction: Direction = .right
  /// The fingers the gesture needs. Default 1.
  open var numberOfTouchesRequired = 1

  override var isDiscrete: Bool { true }
  override var touchesInGesture: Int { numberOfTouchesRequired }
}

/// A recognizer of drags, as UIKit's `UIPanGestureRecognizer`: continuous, it begins when the
/// fingers move far enough and changes as they move.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers the gesture accepts. Default 1.
  open var minimumNumberOfTouches = 1
  /// The most fingers the gesture accepts. Default `Int.max`.
  open var maximumNumberOfTouches = Int.max
  private var translation = CGPoint.zero

  override var touchesInGesture: Int { minimumNumberOfTouches }

  /// How far the fingers moved since the gesture began (or the last ``setTranslation(_:in:)``).
  /// The harness's gestures do not move, so it is zero unless set.
  open func translation(in view: UIView?) -> CGPoint { translation }
  /// Sets the translation, usually back to zero as the gesture's effect is applied.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
  /// How fast the fingers move, in points per second: zero for the harness's gestures.
  open func velocity(in view: UIView?) -> CGPoint { .zero }

  open override func reset() {
    super.reset()
    translation = .zero
  }
}

/// Edges of a rectangle, as UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the screen, as UIKit's `UIScreenEdgePanGestureRecognizer`.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the gesture may start from. Default none.
  open var edges: UIRectEdge = []
}

/// A recognizer of pinches, as UIKit's `UIPinchGestureRecognizer`: continuous, it tracks the
/// scale of the distance between two fingers.
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale since the gesture began. Default 1.
  open var scale: CGFloat = 1
  /// How fast the scale changes, per second: zero for the harness's gestures.
  open var velocity: CGFloat { 0 }

  override var touchesInGesture: Int { 2 }
}

/// A recognizer of rotations, as UIKit's `UIRotationGestureRecognizer`: continuous, it tracks the
/// angle between two fingers.
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The rotation since the gesture began, in radians. Default 0.
  open var rotation: CGFloat = 0
  /// How fast the rotation changes, in radians per second: zero for the harness's gestures.
  open var velocity: CGFloat { 0 }

  override var touchesInGesture: Int { 2 }
}
