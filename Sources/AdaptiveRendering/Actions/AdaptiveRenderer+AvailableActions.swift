public import AdaptiveKit
import Foundation

extension AdaptiveRenderer {
  /// Every action a user could take on `window` now, in a fixed order (the same state always
  /// gives the same list):
  ///
  /// 1. a tap on each element a tap reaches, front to back (``UserAction/tapElement(_:)``): the
  ///    frontmost navigation bar's back button, the tab bar's tabs and dimming views are listed as
  ///    the actions below instead, but the back button of another column's bar and a sidebar row
  ///    of a group's tab (which no tab bar shows) are taps;
  /// 2. ``UserAction/back`` when the frontmost navigation bar shows a back button;
  /// 3. when the frontmost presentation is a sheet: a completed and an abandoned swipe down, then a
  ///    drag to each of its other detents when it rests at detents;
  /// 4. ``UserAction/tapOutside`` when the frontmost presentation has a dimming view that reacts;
  /// 5. each tab of the tab bars on screen, by index;
  /// 6. a rotation to each other orientation the device and the root controller support;
  /// 7. on an iPad, a resize to each of its other multitasking widths in this orientation.
  ///
  /// This lays the window out into a layout tree first; when you already hold the window's current
  /// frame (an ``ActionOutcome/frame``), ``availableActions(in:frame:)`` reuses it and is much cheaper.
  public static func availableActions(in window: UIWindow) -> [UserAction] {
    availableActions(in: window, index: ActionDriver.hitIndex(of: window))
  }

  /// The actions a user could take on `window` now (see ``availableActions(in:)``), read from
  /// `frame`, which must be the window's current frame (taken after its last change).
  public static func availableActions(in window: UIWindow, frame: RenderedFrame) -> [UserAction] {
    availableActions(in: window, index: frame.hitIndex)
  }

  /// Reads the index's nodes in place, by position, and builds no text: a frame's first use is
  /// what an explorer pays for in every state it reaches.
  static func availableActions(in window: UIWindow, index: HitIndex) -> [UserAction] {
    let nodes = index.nodes
    let reachable = index.reachableIndices
    var actions: [UserAction] = []
    actions.reserveCapacity(reachable.count + 8)
    let back = ActionDriver.backButtonPosition(in: window, index: index)
    for position in reachable {
      switch nodes[position].role {
      case .dimming: continue
      case .backButton where position == back: continue
      case .tab:
        guard case .sidebarTab? = nodes[position].action else { continue }
        actions.append(.tapElement(nodes[position].id))
      default: actions.append(.tapElement(nodes[position].id))
      }
    }
    if back != nil { actions.append(.back) }
    if let presented = ActionDriver.frontmostPresented(in: window), let presentation = presented.presentationController {
      let style = presentation.effectivePresentationStyle
      if let sheet = presentation as? UISheetPresentationController, style == .pageSheet || style == .formSheet {
        actions += [.swipeDown(completing: true), .swipeDown(completing: false)]
        if let current = presentation.presentationGeometry.detentIdentifier {
          for detent in sheet.detents where detent.identifier != current { actions.append(.dragToDetent(detent.identifier)) }
        }
      }
      if ActionDriver.dimmingPosition(of: presentation, in: nodes, among: reachable) != nil { actions.append(.tapOutside) }
    }
    let tabs = ActionDriver.tabPositions(in: index)
    for (offset, entry) in tabs.enumerated() where !tabs[..<offset].contains(where: { $0.tab == entry.tab }) {
      actions.append(.selectTab(entry.tab))
    }
    if let device = window.device {
      let supported = device.idiom == .pad ? UIInterfaceOrientationMask.all : .allButUpsideDown
      let allowed = supported.intersection(window.rootViewController?.supportedInterfaceOrientations ?? .all)
      for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
      where orientation != window.interfaceOrientation && allowed.contains(orientation) {
        actions.append(.rotate(orientation))
      }
      if device.isFoldable {
        for posture in Device.Posture.allCases where posture != window.posture { actions.append(.fold(posture)) }
      }
      if device.idiom == .pad {
        for width in device.multitaskingWidths(in: window.interfaceOrientation) where width.width != window.bounds.width {
          actions.append(.resize(CGSize(width: width.width, height: window.bounds.height)))
        }
      }
    }
    return actions
  }
}
