extension UIResponder {
  /// Keeps a `becomeFirstResponder()` request made while an appearing controller's view is not in
  /// the window yet (from its `viewWillAppear(_:)`): the request is honoured once the transition
  /// has put the view in the window, before `viewIsAppearing(_:)`. False when nothing is appearing.
  func requestFirstResponderWhenInWindow() -> Bool {
    guard let controller = appearingControllerForFirstResponderRequest else { return false }
    controller.pendingFirstResponder = self
    return true
  }
}

extension UIViewController {
  /// Makes the responder asked for while this controller was appearing the first responder, now
  /// that its view is in the window.
  func honourPendingFirstResponder() {
    guard let responder = pendingFirstResponder else { return }
    pendingFirstResponder = nil
    if responder.responderWindow != nil { responder.becomeFirstResponder() }
  }
}
