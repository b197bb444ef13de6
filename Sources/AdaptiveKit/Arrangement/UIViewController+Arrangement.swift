extension UIViewController {
  /// The nearest ancestor arrangement view controller, or nil (R129).
  public var arrangementViewController: UIArrangementViewController? {
    nearestAncestor(ofType: UIArrangementViewController.self)
  }
}
