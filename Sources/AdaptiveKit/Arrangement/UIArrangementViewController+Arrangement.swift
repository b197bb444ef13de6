extension UIArrangementViewController {
  /// A description of how an arrangement view controller lays out its two view controllers
  /// (R130): ``UISplitArrangement`` (the default) or ``UIOverlayArrangement``.
  ///
  /// Arrangements are values: ``UIArrangementViewController/updateArrangement(_:animated:)`` keeps
  /// a copy, so changing an arrangement afterwards changes nothing until it is applied again.
  public protocol Arrangement {
    /// The per-placement properties of this kind of arrangement.
    associatedtype ViewProperties
    /// The properties a placement has until ``setViewProperties(_:for:)`` sets others.
    var defaultViewProperties: ViewProperties { get }
    /// Sets the properties of the view in `placement`.
    mutating func setViewProperties(_ properties: ViewProperties, for placement: UIArrangementViewController.ViewPlacement)
  }
}

extension UIArrangementViewController.Arrangement where Self == UISplitArrangement {
  /// The default split arrangement.
  public static var split: UISplitArrangement { UISplitArrangement() }
}

extension UIArrangementViewController.Arrangement where Self == UIOverlayArrangement {
  /// The default overlay arrangement.
  public static var overlay: UIOverlayArrangement { UIOverlayArrangement() }
}
