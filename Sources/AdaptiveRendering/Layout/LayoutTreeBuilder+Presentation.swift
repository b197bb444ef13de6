import AdaptiveKit
import Foundation

/// Presentation layers, drawn from the core's ``UIPresentationController/presentationGeometry``
/// (`PresentationChrome`): the renderer derives no presentation geometry of its own.
///
/// - A presentation the core floats over its presenter (`floatsOverPresenter`: a sheet, a card,
///   a custom presentation smaller than its container) is a sheet layer, a card when the core says
///   `isCard`, over a dimming layer with the core's alpha when the core gives it a dimming frame;
///   when the core says the dimming passes touches through (an undimmed detent), the hit tester
///   lets taps reach the presenter.
/// - A presentation whose presenter the core scales (a card at its largest height) draws the
///   presenter's layers in a presenter group at the core's presenter frame, scale and corner
///   radius, and only when the core says the presenter is visible; a presented presenter draws
///   only its own sheet, so at most two cards show.
/// - A popover's body is the presented view's frame from the core, with the core's arrow
///   direction and tip, and a transparent tap-outside layer.
///
/// Every value (insets, scales, radii, alphas) is the core's; see the AdaptiveKit article
/// "How a presentation adapts" (HowAPresentationAdapts).
extension LayoutTreeBuilder {
  /// The width of a popover arrow's base (a drawing constant; the arrow's height is the gap the
  /// core leaves between the popover and the arrow's tip).
  static let arrowBase: CGFloat = 26

  /// Whether a presentation layer drawn with `chrome` leaves nothing behind it drawn: a card at its
  /// largest height whose presenter the core says is hidden.
  static func hidesEverythingBehind(_ chrome: PresentationChrome) -> Bool {
    chrome.floatsOverPresenter && chrome.presenterScale < 1 && chrome.presenterFrame != nil && !chrome.isPresenterVisible
  }

  mutating func presentationLayers(_ presentation: UIPresentationController, container: UIView, chrome: PresentationChrome,
                                   below: [LayoutNode]) -> [LayoutNode] {
    let presented = presentation.presentedViewController
    guard let presentedView = presented.viewIfLoaded, presentedView.superview != nil else { return below }
    let label = nextID("modal")
    let id = "\(id(of: presented)).presentation"
    var scope: [String: Int] = [:]
    let content = nodes(for: presentedView, scope: label, kindCounters: &scope)
    let frame = presentedView.frameInWindow
    switch chrome.style {
    case .popover:
      return below + popoverLayers(presentation, chrome: chrome, id: id, label: label, frame: frame, content: content)
    case _ where chrome.floatsOverPresenter:
      var dimming = LayoutNode(id: "\(id).dimming", label: "\(label).dimming", role: .dimming, frame: chrome.dimmingFrame ?? window.bounds)
      dimming.presentationController = presentation
      if chrome.dimmingPassesTouchesThrough {
        dimming.blocksTaps = false
        dimming.passesTouchesThrough = true
      } else {
        dimming.action = .dimmingOfSheet(presentation)
      }
      dimming.traits.alpha = Double(chrome.dimmingAlpha)
      var sheet = LayoutNode(id: id, label: label, role: .sheet, frame: frame)
      sheet.presentationController = presentation
      sheet.cornerRadius = chrome.cornerRadius
      sheet.children = content.map { $0.clipped(to: Clip(rect: frame, cornerRadius: chrome.cornerRadius)) }
      sheet.traits.hasGrabber = chrome.isGrabberVisible
      sheet.traits.isCard = chrome.isCard
      let layers = chrome.dimmingFrame == nil ? [sheet] : [dimming, sheet]
      // The core scales the presenter only behind a card at its largest height.
      guard chrome.presenterScale < 1, let presenterFrame = chrome.presenterFrame else { return below + layers }
      let presenterLayers = self.presenterLayers(of: presentation, in: below)
      cardDepth += 1
      guard chrome.isPresenterVisible, let source = presenterLayers.source else { return layers }
      return [presenterGroup(presenterLayers.layers, id: id, label: label, source: source, chrome: chrome, frame: presenterFrame)] + layers
    default:
      var node = LayoutNode(id: id, label: label, role: .fullScreen, frame: container.frameInWindow)
      node.presentationController = presentation
      node.blocksTaps = false
      node.children = content
      return below + [node]
    }
  }

  /// The layers that draw a presentation's presenter, and the presenter's frame in the window as
  /// drawn in them: everything below for a presenter that is not presented, else only the sheet
  /// of the presentation that shows the presenter (what is further back is hidden, R74).
  private func presenterLayers(of presentation: UIPresentationController, in below: [LayoutNode]) -> (layers: [LayoutNode], source: CGRect?) {
    guard let presenterView = presentation.presentingViewController.viewIfLoaded else { return ([], nil) }
    let sheets = below.filter { node in
      guard node.role == .sheet, let shown = node.presentationController?.presentedViewController.viewIfLoaded else { return false }
      return presenterView.isDescendant(of: shown)
    }
    if let sheet = sheets.last { return ([sheet], sheet.frame) }
    return (below, presenterView.frameInWindow)
  }

  /// The presenter's layers scaled into the core's presenter frame behind a card, rounded by the
  /// core's presenter corner radius.
  private func presenterGroup(_ layers: [LayoutNode], id: String, label: String, source: CGRect, chrome: PresentationChrome, frame: CGRect) -> LayoutNode {
    let scale = chrome.presenterScale
    let translation = CGPoint(x: frame.minX - source.minX * scale, y: frame.minY - source.minY * scale)
    var group = LayoutNode(id: "\(id).presenter", label: "\(label).presenter", role: .presenter, frame: frame)
    group.blocksTaps = false
    group.children = layers.map {
      $0.transformed(scale: scale, translation: translation).clipped(to: Clip(rect: frame, cornerRadius: chrome.presenterCornerRadius))
    }
    return group
  }

  private func popoverLayers(_ presentation: UIPresentationController, chrome: PresentationChrome, id: String, label: String, frame: CGRect, content: [LayoutNode]) -> [LayoutNode] {
    let popover = presentation as? UIPopoverPresentationController
    let body = chrome.displayedFrame
    var arrow: PopoverArrow?
    if let tip = chrome.arrowPoint {
      switch chrome.arrowDirection {
      case .up: arrow = PopoverArrow(edge: .top, tip: tip, base: Self.arrowBase, height: body.minY - tip.y)
      case .down: arrow = PopoverArrow(edge: .bottom, tip: tip, base: Self.arrowBase, height: tip.y - body.maxY)
      case .left: arrow = PopoverArrow(edge: .left, tip: tip, base: Self.arrowBase, height: body.minX - tip.x)
      case .right: arrow = PopoverArrow(edge: .right, tip: tip, base: Self.arrowBase, height: tip.x - body.maxX)
      default: break
      }
    }
    let shift = CGPoint(x: body.minX - frame.minX, y: body.minY - frame.minY)
    var passthrough: [CGRect] = []
    for view in popover?.passthroughViews ?? [] where view.window != nil { passthrough.append(view.frameInWindow) }
    var outside = LayoutNode(id: "\(id).dimming", label: "\(label).dimming", role: .dimming, frame: chrome.dimmingFrame ?? window.bounds)
    outside.presentationController = presentation
    outside.action = .tapOutside(presentation, passthrough: passthrough)
    outside.passesTouchesThrough = chrome.dimmingPassesTouchesThrough
    outside.traits.alpha = Double(chrome.dimmingAlpha)
    var node = LayoutNode(id: id, label: label, role: .popover, frame: body)
    node.presentationController = presentation
    node.arrow = arrow
    node.cornerRadius = chrome.cornerRadius
    node.children = content.map {
      $0.transformed(scale: 1, translation: shift).clipped(to: Clip(rect: body, cornerRadius: chrome.cornerRadius))
    }
    return [outside, node]
  }
}
