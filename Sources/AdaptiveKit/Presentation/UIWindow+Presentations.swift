extension UIWindow {
  /// Every presentation shown in this window, bottom first, for renderers that draw the
  /// presentations over the root view (an AdaptiveKit addition). Read each one's
  /// ``UIPresentationController/presentationGeometry`` to draw it.
  public var presentationControllers: [UIPresentationController] {
    guard let root = rootViewController else { return [] }
    var result: [UIPresentationController] = []
    var pending = [root]
    while !pending.isEmpty {
      let controller = pending.removeFirst()
      controller.forEachInContainmentTree { node in
        if let presented = node.storedPresentedViewController, let presentation = presented.storedPresentationController {
          result.append(presentation)
          pending.append(presented)
        }
      }
    }
    return result
  }
}
