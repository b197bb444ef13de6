import AdaptiveKit
import Foundation

/// Presentation layers: a full-height card scales its presenter down behind it (R75), sheets dim
/// what is behind them, popovers get an arrow toward their anchor and a transparent tap-outside
/// layer.
///
/// [INF] values: the presenter behind a card is scaled to leave 16 pt on each side, its top at
/// the status bar's bottom, with 10 pt corners; cards and sheets dim with black at 40 %; only the
/// top two cards are drawn (R74); popover corners 13 pt, arrow 26 × 13 pt. These are derived from
/// frames and agree with the presentation branch's `presentationGeometry` (`PresentationChrome`),
/// which should replace the derivation once merged.
extension LayoutTreeBuilder {
  static let dimmingAlpha: CGFloat = 0.4
  static let popoverCornerRadius: CGFloat = 13
  static let arrowSize = CGSize(width: 26, height: 13)

  static func isSheet(_ style: UIModalPresentationStyle, frame: CGRect, container: CGRect) -> Bool {
    style == .pageSheet || style == .formSheet || (style == .custom && frame != container)
  }

  mutating func presentationLayers(_ presentation: UIPresentationController, container: UIView, below: [LayoutNode]) -> [LayoutNode] {
    let presented = presentation.presentedViewController
    guard let presentedView = presented.viewIfLoaded, presentedView.superview != nil else { return below }
    let id = nextID("modal")
    let style = presentation.effectivePresentationStyle
    var scope: [String: Int] = [:]
    let content = nodes(for: presentedView, scope: id, kindCounters: &scope)
    let frame = presentedView.frameInWindow
    let bounds = window.bounds
    switch style {
    case .popover:
      return below + popoverLayers(presentation, id: id, frame: frame, content: content, below: below)
    case _ where Self.isSheet(style, frame: frame, container: container.frameInWindow):
      var dimming = LayoutNode(id: "\(id).dimming", role: .dimming, frame: bounds)
      dimming.presentationController = presentation
      dimming.action = .dimmingOfSheet(presentation)
      dimming.traits.insert("alpha:\(Self.dimmingAlpha)")
      var sheet = LayoutNode(id: id, role: .sheet, frame: frame)
      sheet.presentationController = presentation
      sheet.children = content.map { $0.clipped(to: Clip(rect: frame, cornerRadius: 10)) }
      if (presentation as? UISheetPresentationController)?.prefersGrabberVisible == true { sheet.traits.insert("grabber") }
      let isCard = frame.minX <= bounds.minX + 0.5 && frame.maxX >= bounds.maxX - 0.5 && frame.maxY >= bounds.maxY - 0.5
      guard isCard else { return below + [dimming, sheet] }
      sheet.traits.insert("card")
      // Only a card at full height (the large detent) pushes its presenter back; a shorter card
      // (a medium detent) leaves the presenter in place under the dimming.
      let fullHeight = frame.minY <= window.safeAreaInsets.top + UISheetPresentationController.topOffset + 0.5
      guard fullHeight else { return below + [dimming, sheet] }
      let behind = cardDepth == 0 ? below : Array(below.filter { $0.role == .sheet }.suffix(1))
      let anchorY = cardDepth == 0 ? 0 : (behind.first?.frame.minY ?? 0)
      cardDepth += 1
      return [presenterGroup(behind, id: id, anchorY: anchorY), dimming, sheet]
    default:
      var node = LayoutNode(id: id, role: .fullScreen, frame: container.frameInWindow)
      node.presentationController = presentation
      node.blocksTaps = false
      node.children = content
      return below + [node]
    }
  }

  /// What was on screen, scaled down behind a card with its top (`anchorY` before scaling: the
  /// window's top, or the previous card's) just under the status bar.
  private func presenterGroup(_ layers: [LayoutNode], id: String, anchorY: CGFloat) -> LayoutNode {
    let bounds = window.bounds
    let scale = (bounds.width - 32) / bounds.width
    let top = window.safeAreaInsets.top
    let translation = CGPoint(x: 16, y: top - anchorY * scale)
    var group = LayoutNode(id: "\(id).presenter", role: .presenter,
                           frame: CGRect(x: 16, y: top, width: bounds.width * scale, height: (bounds.height - anchorY) * scale))
    group.blocksTaps = false
    group.children = layers.map {
      $0.transformed(scale: scale, translation: translation).clipped(to: Clip(rect: group.frame, cornerRadius: 10))
    }
    return group
  }

  private func popoverLayers(_ presentation: UIPresentationController, id: String, frame: CGRect, content: [LayoutNode], below: [LayoutNode]) -> [LayoutNode] {
    let popover = presentation as? UIPopoverPresentationController
    var anchor: CGRect?
    if let item = popover?.barButtonItem {
      anchor = below.flatMap(\.flattened).last { $0.barButtonItem === item }?.frame
    } else if let source = popover?.sourceView, source.window != nil {
      let rect = popover?.sourceRect ?? .null
      anchor = source.convert(rect.isNull ? source.bounds : rect, to: nil)
    }
    var body = frame
    var arrow: PopoverArrow?
    if let anchor, popover?.barButtonItem != nil, popover?.sourceView == nil {
      // The core has no geometry for bar button items yet: hang the popover below the item.
      let margins = popover?.popoverLayoutMargins ?? .zero
      body.origin.x = min(max(anchor.midX - body.width / 2, margins.left), window.bounds.width - margins.right - body.width)
      body.origin.y = anchor.maxY + Self.arrowSize.height
      body.size.height = min(body.height, window.bounds.height - margins.bottom - body.minY)
    }
    if let anchor {
      let size = Self.arrowSize
      if body.minY >= anchor.midY {
        body.origin.y = max(body.minY, anchor.maxY + size.height)
        let tipX = min(max(anchor.midX, body.minX + Self.popoverCornerRadius + size.width / 2), body.maxX - Self.popoverCornerRadius - size.width / 2)
        arrow = PopoverArrow(edge: .top, tip: CGPoint(x: tipX, y: body.minY - size.height), base: size.width, height: size.height)
      } else if body.maxY <= anchor.midY {
        body.origin.y = min(body.minY, anchor.minY - size.height - body.height)
        let tipX = min(max(anchor.midX, body.minX + Self.popoverCornerRadius + size.width / 2), body.maxX - Self.popoverCornerRadius - size.width / 2)
        arrow = PopoverArrow(edge: .bottom, tip: CGPoint(x: tipX, y: body.maxY + size.height), base: size.width, height: size.height)
      }
    }
    let shift = CGPoint(x: body.minX - frame.minX, y: body.minY - frame.minY)
    var passthrough: [CGRect] = []
    for view in popover?.passthroughViews ?? [] where view.window != nil { passthrough.append(view.frameInWindow) }
    var outside = LayoutNode(id: "\(id).dimming", role: .dimming, frame: window.bounds)
    outside.presentationController = presentation
    outside.action = .tapOutside(presentation, passthrough: passthrough)
    outside.traits.insert("alpha:0")
    var node = LayoutNode(id: id, role: .popover, frame: body)
    node.presentationController = presentation
    node.arrow = arrow
    node.children = content.map {
      $0.transformed(scale: 1, translation: shift).clipped(to: Clip(rect: body, cornerRadius: Self.popoverCornerRadius))
    }
    return [outside, node]
  }
}
