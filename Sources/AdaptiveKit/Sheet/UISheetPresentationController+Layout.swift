import Foundation

extension UISheetPresentationController {
  /// The sheet's layout for explicit inputs, so that a popover's adaptive sheet can lay out in the
  /// popover's container (R61, R72–R77; [INF] numbers in "How a presentation adapts").
  func layout(
    container: CGRect, window: UIWindow?, presenterTraits: UITraitCollection,
    style: UIModalPresentationStyle, preferredContentSize: CGSize
  ) -> SheetLayout {
    if style == .fullScreen || style == .overFullScreen {
      return SheetLayout(mode: .fullScreen, frame: container, detent: nil, isDimmed: false)
    }
    let compactWidth = presenterTraits.horizontalSizeClass == .compact
    let compactHeight = presenterTraits.verticalSizeClass == .compact
    if compactHeight {
      guard prefersEdgeAttachedInCompactHeight else {
        return SheetLayout(mode: .fullScreen, frame: container, detent: nil, isDimmed: false)
      }
      let top = SafeArea.topInset(for: window, orientation: window?.layoutOrientation) + SheetMetrics.compactHeightTopOffset
      let side = SafeArea.sideInset(for: window, orientation: window?.layoutOrientation)
      var width = min(max(container.height, SheetMetrics.compactHeightMinimumWidth), container.width - 2 * side)
      if widthFollowsPreferredContentSizeWhenEdgeAttached, preferredContentSize.width > 0 {
        width = min(preferredContentSize.width, container.width - 2 * side)
      }
      var x = ((container.width - width) / 2).rounded()
      if let sourceView, sourceView.window != nil {
        x = min(max(sourceView.frameInWindow.midX - width / 2, side), container.width - side - width).rounded()
      }
      return edgeAttached(mode: .edgeAttachedCompactHeight, x: x, width: width, top: top, container: container, window: window, traits: presenterTraits)
    }
    if compactWidth {
      let top = SafeArea.topInset(for: window, orientation: window?.layoutOrientation) + SheetMetrics.topOffset
      return edgeAttached(mode: .card, x: 0, width: container.width, top: top, container: container, window: window, traits: presenterTraits)
    }
    let size = prefersPageSizing
      ? pageSheetSize(container: container, window: window, category: presenterTraits.preferredContentSizeCategory)
      : formSheetSize(container: container, window: window, preferred: preferredContentSize)
    let x = placedX(width: size.width, container: container, layoutDirection: presenterTraits.layoutDirection)
    let frame = CGRect(x: x, y: ((container.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    return SheetLayout(mode: .floating, frame: frame, detent: nil, isDimmed: true)
  }

  /// The x of a floating sheet `width` wide, by ``preferredPlacement`` (R125): centred in the
  /// container (`.automatic`), or on the presenting view's leading or trailing edge, a margin in
  /// from it, or centred on it; always within the container, a margin from its sides.
  private func placedX(width: CGFloat, container: CGRect, layoutDirection: UITraitEnvironmentLayoutDirection) -> CGFloat {
    let centred = ((container.width - width) / 2).rounded()
    guard preferredPlacement != .automatic, let presenting = presentingViewController.viewIfLoaded, presenting.window != nil else {
      return centred
    }
    let host = (containerView.map { presenting.convert(presenting.bounds, to: $0) } ?? presenting.frameInWindow)
      .intersection(CGRect(origin: .zero, size: container.size))
    guard !host.isNull else { return centred }
    let margin = SheetMetrics.minimumSidePadding
    let leadingIsLeft = layoutDirection != .rightToLeft
    let x: CGFloat = switch preferredPlacement {
    case .leading: leadingIsLeft ? host.minX + margin : host.maxX - margin - width
    case .trailing: leadingIsLeft ? host.maxX - margin - width : host.minX + margin
    case .center, .automatic: host.midX - width / 2
    }
    return min(max(x, margin), max(container.width - margin - width, margin)).rounded()
  }

  /// A sheet attached to the bottom edge, resting at the selected (or smallest active) detent.
  private func edgeAttached(
    mode: SheetLayoutMode, x: CGFloat, width: CGFloat, top: CGFloat, container: CGRect, window: UIWindow?, traits: UITraitCollection
  ) -> SheetLayout {
    let largest = container.height - top
    let bottom = SafeArea.bottomInset(for: window, orientation: window?.layoutOrientation)
    let context = DetentResolutionContext(containerTraitCollection: traits, maximumDetentValue: largest - bottom)
    let active = detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
    let chosen = active.first { $0.0 == selectedDetentIdentifier } ?? active.first ?? (Detent.Identifier.large, context.maximumDetentValue)
    let height = chosen.1 >= context.maximumDetentValue ? largest : chosen.1 + bottom
    var isDimmed = true
    if let undimmed = largestUndimmedDetentIdentifier, let limit = active.first(where: { $0.0 == undimmed }) {
      isDimmed = chosen.1 > limit.1
    }
    let frame = CGRect(x: x, y: container.height - height, width: width, height: height)
    return SheetLayout(mode: mode, frame: frame, detent: chosen.0, isDimmed: isDimmed)
  }

  /// The page-sheet size: the readable width for the content size category plus 16 pt margins,
  /// within the side padding; the height fills the window below the status bar less 10 pt top and
  /// bottom, and stays greater than the width (R77, seed 001; [INF] numbers).
  func pageSheetSize(container: CGRect, window: UIWindow?, category: UIContentSizeCategory) -> CGSize {
    let vertical = SafeArea.topInset(for: window, orientation: window?.layoutOrientation) + SheetMetrics.topOffset
    let height = container.height - 2 * vertical
    var width = min(SheetMetrics.readableWidth(for: category) + 2 * SheetMetrics.pageSheetSideMargin, container.width - 2 * SheetMetrics.minimumSidePadding)
    width = min(width, height - 1)
    return CGSize(width: max(width, 0), height: max(height, 0))
  }

  /// The form-sheet size: `preferredContentSize` when both sides are positive, else the default for
  /// the screen's long side; kept inside the side padding and the vertical margins (R76).
  func formSheetSize(container: CGRect, window: UIWindow?, preferred: CGSize) -> CGSize {
    let size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultFormSheetSize(for: window, container: container)
    let vertical = SafeArea.topInset(for: window, orientation: window?.layoutOrientation) + SheetMetrics.topOffset
    return CGSize(width: min(size.width, container.width - 2 * SheetMetrics.minimumSidePadding),
                  height: min(size.height, container.height - 2 * vertical))
  }

  /// The default form-sheet size for a window (R76): by the screen's long side.
  static func defaultFormSheetSize(for window: UIWindow?, container: CGRect) -> CGSize {
    let longSide = window?.device?.longSide ?? max(container.width, container.height)
    return SheetMetrics.defaultFormSheetSize(longSide: longSide)
  }

  /// R53: a floating sheet no wider than the default form-sheet width gives its content a compact
  /// horizontal size class; nothing is forced otherwise.
  func sheetTraitOverrides(container: CGRect, window: UIWindow?, presenterTraits: UITraitCollection, style: UIModalPresentationStyle) -> UITraitCollection? {
    let layout = layout(container: container, window: window, presenterTraits: presenterTraits, style: style,
                        preferredContentSize: presentedViewController.preferredContentSize)
    guard layout.mode == .floating,
          layout.frame.width <= Self.defaultFormSheetSize(for: window, container: container).width else { return nil }
    return UITraitCollection(horizontalSizeClass: .compact)
  }

  /// The chrome of a sheet laid out as `layout`, drawn at `frame` (window coordinates).
  func sheetChrome(layout: SheetLayout, frame: CGRect, style: UIModalPresentationStyle) -> PresentationChrome {
    var chrome = PresentationChrome(style: style, frame: frame)
    guard layout.mode != .fullScreen else { return chrome }
    chrome.cornerRadius = preferredCornerRadius ?? SheetMetrics.cornerRadius
    chrome.dimmingFrame = window?.bounds
    chrome.dimmingAlpha = layout.isDimmed ? SheetMetrics.dimmingAlpha : 0
    chrome.dimmingPassesTouchesThrough = !layout.isDimmed
    chrome.isGrabberVisible = prefersGrabberVisible && layout.mode != .floating
    chrome.detentIdentifier = layout.detent
    return chrome
  }
}
