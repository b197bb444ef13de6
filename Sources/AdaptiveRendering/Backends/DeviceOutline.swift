package import Foundation

/// The device drawn around a screen: the bezel's width on each side, its outer corner radius, and
/// where a home button and an earpiece sit in it. A device with a home button has deep bezels
/// above and below the screen (beside it in landscape); others a thin even bezel; a free-form
/// window a thin grey frame.
package struct DeviceOutline {
  /// The bezel's width on each side: where the screen starts in the picture.
  package var left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat
  /// The picture's size.
  package var size: CGSize
  /// The outer corner radius.
  var cornerRadius: CGFloat
  /// The home button's centre and radius in picture coordinates, if the device has one.
  package var homeButton: (center: CGPoint, radius: CGFloat)?
  /// The earpiece slot in picture coordinates, opposite the home button.
  var earpiece: CGRect?
  /// The front camera's centre beside the earpiece, in picture coordinates.
  var camera: CGPoint?
  /// Whether the outline is a device's (else a free-form window's frame).
  var isDevice: Bool

  /// The side bezel of a device [INF].
  static let deviceBezel: CGFloat = 14
  /// The bezel holding a home button, and the one opposite it [INF: the iPhone SE's, scaled down].
  static let homeButtonBezel: CGFloat = 64

  package init(_ list: DisplayList) {
    let screen = list.screenSize
    isDevice = list.deviceName != nil
    let thin: CGFloat = isDevice ? Self.deviceBezel : 6
    (left, top, right, bottom) = (thin, thin, thin, thin)
    let edge = list.hardware?.homeButtonEdge
    switch edge {
    case .top?, .bottom?: (top, bottom) = (Self.homeButtonBezel, Self.homeButtonBezel)
    case .left?, .right?: (left, right) = (Self.homeButtonBezel, Self.homeButtonBezel)
    case nil: break
    }
    size = CGSize(width: screen.width + left + right, height: screen.height + top + bottom)
    let outer = list.screenCornerRadius + thin
    cornerRadius = !isDevice ? outer : edge != nil ? 44 : max(outer, 24)
    guard let edge else { return }
    let radius: CGFloat = 22
    let slot = CGSize(width: 48, height: 6)
    switch edge {
    case .bottom, .top:
      let buttonY = edge == .bottom ? size.height - bottom / 2 : top / 2
      let slotY = edge == .bottom ? top / 2 : size.height - bottom / 2
      homeButton = (CGPoint(x: size.width / 2, y: buttonY), radius)
      earpiece = CGRect(x: size.width / 2 - slot.width / 2, y: slotY - slot.height / 2, width: slot.width, height: slot.height)
      camera = CGPoint(x: size.width / 2 + (edge == .bottom ? -1 : 1) * (slot.width / 2 + 18), y: slotY)
    case .left, .right:
      let buttonX = edge == .right ? size.width - right / 2 : left / 2
      let slotX = edge == .right ? left / 2 : size.width - right / 2
      homeButton = (CGPoint(x: buttonX, y: size.height / 2), radius)
      earpiece = CGRect(x: slotX - slot.height / 2, y: size.height / 2 - slot.width / 2, width: slot.height, height: slot.width)
      camera = CGPoint(x: slotX, y: size.height / 2 + (edge == .right ? 1 : -1) * (slot.width / 2 + 18))
    }
  }

  /// Where the window's (0, 0) is in the picture.
  func windowOrigin(_ list: DisplayList) -> CGPoint {
    CGPoint(x: left + list.windowOrigin.x, y: top + list.windowOrigin.y)
  }
}
