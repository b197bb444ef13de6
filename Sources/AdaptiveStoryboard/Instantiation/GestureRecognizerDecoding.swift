import AdaptiveKit

/// Makes a scene's gesture recognizer from its element: the UIKit class of its kind, with the
/// attributes Interface Builder's inspector sets.
@MainActor
enum GestureRecognizerDecoding {
  /// The recognizer elements Xcode writes, and the name of the UIKit class each stands for
  /// (Xcode spells the long press `pongPressGestureRecognizer`).
  nonisolated static let kinds: [String: String] = [
    "tapGestureRecognizer": "UITapGestureRecognizer",
    "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
    "longPressGestureRecognizer": "UILongPressGestureRecognizer",
    "swipeGestureRecognizer": "UISwipeGestureRecognizer",
    "panGestureRecognizer": "UIPanGestureRecognizer",
    "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
    "pinchGestureRecognizer": "UIPinchGestureRecognizer",
    "rotationGestureRecognizer": "UIRotationGestureRecognizer",
  ]

  /// A new recognizer for `element`, or nil for an element of another kind.
  static func make(_ element: StoryboardElement) -> UIGestureRecognizer? {
    let recognizer: UIGestureRecognizer
    switch element.name {
    case "tapGestureRecognizer":
      let tap = UITapGestureRecognizer()
      if let taps = integer("numberOfTapsRequired", of: element) { tap.numberOfTapsRequired = taps }
      if let touches = integer("numberOfTouchesRequired", of: element) { tap.numberOfTouchesRequired = touches }
      recognizer = tap
    case "pongPressGestureRecognizer", "longPressGestureRecognizer":
      let press = UILongPressGestureRecognizer()
      if let duration = number("minimumPressDuration", of: element) { press.minimumPressDuration = duration }
      if let movement = number("allowableMovement", of: element) { press.allowableMovement = movement }
      if let taps = integer("numberOfTapsRequired", of: element) { press.numberOfTapsRequired = taps }
      if let touches = integer("numberOfTouchesRequired", of: element) { press.numberOfTouchesRequired = touches }
      recognizer = press
    case "swipeGestureRecognizer":
      let swipe = UISwipeGestureRecognizer()
      if let direction = swipeDirection(element["direction"]) { swipe.direction = direction }
      if let touches = integer("numberOfTouchesRequired", of: element) { swipe.numberOfTouchesRequired = touches }
      recognizer = swipe
    case "panGestureRecognizer", "screenEdgePanGestureRecognizer":
      let pan = element.name == "panGestureRecognizer" ? UIPanGestureRecognizer() : UIScreenEdgePanGestureRecognizer()
      if let minimum = integer("minimumNumberOfTouches", of: element) { pan.minimumNumberOfTouches = minimum }
      if let maximum = integer("maximumNumberOfTouches", of: element) { pan.maximumNumberOfTouches = maximum }
      if let edgePan = pan as? UIScreenEdgePanGestureRecognizer, let edges = element.child(key: "edges") {
        edgePan.edges = rectEdges(edges)
      }
      recognizer = pan
    case "pinchGestureRecognizer":
      recognizer = UIPinchGestureRecognizer()
    case "rotationGestureRecognizer":
      recognizer = UIRotationGestureRecognizer()
    default:
      return nil
    }
    if element["enabled"] == "NO" { recognizer.isEnabled = false }
    if element["cancelsTouchesInView"] == "NO" { recognizer.cancelsTouchesInView = false }
    if element["delaysTouchesBegan"] == "YES" { recognizer.delaysTouchesBegan = true }
    if element["delaysTouchesEnded"] == "NO" { recognizer.delaysTouchesEnded = false }
    return recognizer
  }

  private static func integer(_ attribute: String, of element: StoryboardElement) -> Int? {
    element[attribute].flatMap { Int($0) }
  }

  private static func number(_ attribute: String, of element: StoryboardElement) -> Double? {
    element[attribute].flatMap { Double($0) }
  }

  /// A swipe's `direction`: one direction, as Interface Builder's inspector offers.
  private static func swipeDirection(_ name: String?) -> UISwipeGestureRecognizer.Direction? {
    switch name {
    case "right": .right
    case "left": .left
    case "up": .up
    case "down": .down
    default: nil
    }
  }

  /// A `<rectEdge key="edges" left="YES" …/>`.
  private static func rectEdges(_ element: StoryboardElement) -> UIRectEdge {
    var edges: UIRectEdge = []
    if element.flag("top") { edges.insert(.top) }
    if element.flag("left") { edges.insert(.left) }
    if element.flag("bottom") { edges.insert(.bottom) }
    if element.flag("right") { edges.insert(.right) }
    return edges
  }
}
