import Foundation

extension UIView {
  /// Whether the app never gave the view a frame: `.zero`, or an image view still at the origin
  /// with its image's size (what `UIImageView(image:)` gives it).
  static func isUnplaced(_ view: UIView) -> Bool {
    if view.frame == .zero { return true }
    if let imageView = view as? UIImageView, let image = imageView.image {
      return view.frame == CGRect(origin: .zero, size: image.size)
    }
    return false
  }

  /// Stacks the subviews without an explicit frame top to bottom inside the safe area (the rules
  /// are in ``ContentLayout``). Called for the root view of a view controller without children.
  func layoutStackedSubviews() {
    // A leaf view (most of a deep hierarchy) has nothing to stack: no cast, no list.
    guard !subviews.isEmpty, !(self is UITableView) else { return }
    // Every leaf controller's layout runs this: a loop, not a closure; see `withTemporaryBuffer`.
    var stacked: [UIView] = []
    stacked.reserveCapacity(subviews.count)
    for subview in subviews where subview.owningViewController == nil {
      if subview.isStackedByLayout == nil { subview.isStackedByLayout = Self.isUnplaced(subview) }
      if subview.isStackedByLayout == true && !subview.isHidden { stacked.append(subview) }
    }
    guard !stacked.isEmpty else { return }
    let safe = safeAreaFrame
    let margin = ContentLayout.margin(forWidth: bounds.width)
    let contentX = safe.minX + margin
    let contentWidth = max(safe.width - 2 * margin, 0)
    var y = safe.minY
    var stretching: UIView?
    for subview in stacked where subview is UITableView || subview is UIImageView { stretching = subview }
    for (index, subview) in stacked.enumerated() {
      let isTable = subview is UITableView
      if !isTable { y += index == 0 ? margin : ContentLayout.spacing }
      let x = isTable ? 0 : contentX
      let width = isTable ? bounds.width : contentWidth
      var height = subview.sizeThatFits(CGSize(width: width, height: safe.maxY - y)).height
      if subview === stretching {
        var remainingAfter: CGFloat = 0
        for below in stacked[(index + 1)...] {
          remainingAfter += ContentLayout.spacing + below.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
        }
        let bottom = isTable && index == stacked.count - 1 ? bounds.height : safe.maxY - (isTable ? 0 : margin)
        height = max(bottom - y - remainingAfter, 0)
      }
      subview.frame = CGRect(x: x, y: y, width: width, height: height)
      y += height
    }
  }
}
