import AdaptiveKit
import Foundation

/// The title of a screen that no navigation bar shows, drawn in the screen's empty space.
///
/// iOS draws nothing for the title of a controller outside a navigation controller, so a bare
/// screen, a sheet and an adapted popover would look alike; the picture names the screen with its
/// title, 22 pt bold in a faded secondary colour, centred in the free space below the content
/// (rows, labels, buttons, images), as an empty state reads. Left out when less than 44 pt is free.
extension DisplayListBuilder {
  static let captionSize: CGFloat = 22

  mutating func paintScreenCaption(_ node: LayoutNode) {
    guard let title = node.text, !title.isEmpty, let view = node.view else { return }
    let scale = node.scale
    let content: Set<LayoutNode.Role> = [.row, .tableHeader, .label, .button, .image]
    let contentBottom = node.flattened.dropFirst().filter { content.contains($0.role) }.map(\.frame.maxY).max()
    let insets = view.safeAreaInsets
    let top = max(contentBottom ?? node.frame.minY, node.frame.minY + insets.top * scale)
    let bottom = node.frame.maxY - insets.bottom * scale
    guard bottom - top >= 44 * scale else { return }
    let inset = (16 + max(insets.left, insets.right)) * scale
    let line = 28 * scale
    let frame = CGRect(x: node.frame.minX + inset, y: (top + bottom) / 2 - line / 2, width: node.frame.width - 2 * inset, height: line)
    text(node, title, in: frame, size: Self.captionSize, weight: .bold, color: Palette.screenCaption, alignment: .center)
  }
}
