import Foundation

extension UIPopoverPresentationController {
  /// The adaptive sheet's layout when the popover shows as a sheet.
  func adaptedSheetLayout(in container: CGRect) -> SheetLayout? {
    guard effectivePresentationStyle.isSheet else { return nil }
    return adaptiveSheetPresentationController.layout(
      container: container, window: window, presenterTraits: presenterTraitsForLayout,
      style: effectivePresentationStyle, preferredContentSize: shownViewController.preferredContentSize)
  }

  /// The popover's placement in the container.
  func popoverLayout(in container: CGRect) -> PopoverLayout {
    // Without an anchor on screen the popover points at the container's centre ([INF]).
    let anchor = anchorRectInContainer ?? CGRect(x: container.midX, y: container.midY, width: 0, height: 0)
    var content = shownViewController.preferredContentSize
    if content.width <= 0 { content.width = Self.defaultContentSize.width }
    if content.height <= 0 { content.height = Self.defaultContentSize.height }
    let top = SafeArea.topInset(for: window, orientation: window?.layoutOrientation) + popoverLayoutMargins.top
    let area = CGRect(x: container.minX + popoverLayoutMargins.left, y: container.minY + top,
                      width: container.width - popoverLayoutMargins.left - popoverLayoutMargins.right,
                      height: container.height - top - popoverLayoutMargins.bottom)
    let layout = PopoverLayout.compute(content: content, anchor: anchor, area: area,
                                       permitted: permittedArrowDirections, canOverlap: canOverlapSourceViewRect)
    arrowDirection = layout.arrowDirection
    return layout
  }

  /// Whether what the popover points at is on screen: its source view in the window, or its bar
  /// button item shown by a bar on screen (for an explorer's stale-popover check).
  package var isAnchorOnScreen: Bool { anchorRectInContainer != nil }

  /// The anchor rectangle in the container's coordinates (window coordinates for a window-sized
  /// container).
  var anchorRectInContainer: CGRect? {
    if let item = sourceItem as? UIBarButtonItem ?? (sourceItem == nil ? barButtonItem : nil) {
      return BarButtonItemAnchor.frameInWindow(of: item, in: window)
    }
    let anchorView = sourceItem as? UIView ?? sourceView
    guard let sourceView = anchorView, sourceView.window != nil else { return nil }
    let rect = sourceItem is UIView || sourceRect.isNull ? sourceView.bounds : sourceRect
    let inWindow = sourceView.convert(rect, to: nil)
    guard let containerView else { return inWindow }
    return inWindow.offsetBy(dx: -containerView.frameInWindow.minX, dy: -containerView.frameInWindow.minY)
  }
}
