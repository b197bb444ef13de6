import AdaptiveKit
import Foundation

extension ScreenComposition {
  /// The corner radius of an app in Split View [INF: from screenshots].
  static let appCornerRadius: CGFloat = 10

  /// Whether the window is an iPad window narrower than its screen (a Split View width).
  @MainActor static func isBesideAnotherApp(_ window: UIWindow) -> Bool {
    guard let device = window.device, device.idiom == .pad else { return false }
    return window.bounds.width < device.screenSize(for: window.interfaceOrientation).width - 0.5
  }

  /// The screen around an iPad window in a Split View width: the window at the leading edge, the
  /// divider, and a placeholder app in the rest of the screen; nil when the window fills the
  /// screen's width or is not on an iPad.
  @MainActor init?(window: UIWindow) {
    guard Self.isBesideAnotherApp(window), let device = window.device else { return nil }
    let screen = device.screenSize(for: window.interfaceOrientation)
    let bounds = window.bounds
    size = screen
    windowFrame = CGRect(origin: .zero, size: bounds.size)
    windowCornerRadius = Self.appCornerRadius
    dividerFrame = CGRect(x: bounds.width, y: 0, width: min(Device.multitaskingDividerWidth, screen.width - bounds.width), height: screen.height)
    placeholderFrame = CGRect(x: dividerFrame.maxX, y: 0, width: max(screen.width - dividerFrame.maxX, 0), height: screen.height)
    elements = PlaceholderApp.elements(in: placeholderFrame, statusBarHeight: window.safeAreaInsets.top, cornerRadius: windowCornerRadius)
      + [Self.handle(in: dividerFrame)]
  }

  /// The divider's handle: a short light pill in the middle of the black divider.
  private static func handle(in divider: CGRect) -> DisplayElement {
    let frame = CGRect(x: divider.midX - 2, y: divider.midY - 20, width: 4, height: 40)
    return DisplayElement(id: "screen.divider", label: "screen.divider", role: .splitDivider, shape: .rect(cornerRadius: 2),
                          frame: frame, fill: Palette.multitaskingHandle)
  }
}
