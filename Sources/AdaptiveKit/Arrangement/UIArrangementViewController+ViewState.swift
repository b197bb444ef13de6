extension UIArrangementViewController {
  /// Where the arrangement's last layout put a placement's view (R129): its z-order, the axis of
  /// the split it is part of, and whether it is hidden.
  public struct ViewState: Equatable, Sendable, CustomStringConvertible {
    /// The view's z-order: a higher index is drawn above a lower one.
    public internal(set) var zIndex: Int
    /// The axis along which the arrangement splits its two views (`horizontal`: side by side,
    /// `vertical`: stacked); empty when the view is not part of a split (alone, hidden, layered).
    public internal(set) var splitAxis: UIAxis
    /// Whether the arrangement hides the view (the secondary of a split with no room for it).
    public internal(set) var isHidden: Bool

    init(zIndex: Int = 0, splitAxis: UIAxis = [], isHidden: Bool = false) {
      self.zIndex = zIndex
      self.splitAxis = splitAxis
      self.isHidden = isHidden
    }

    /// `z:1 axis:horizontal` with ` hidden` when hidden.
    public var description: String { "z:\(zIndex) axis:\(splitAxis)\(isHidden ? " hidden" : "")" }
  }
}
