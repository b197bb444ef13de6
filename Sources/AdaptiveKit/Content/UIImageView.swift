import Foundation

extension UIView {
  /// How a view's content is fitted into its bounds, as UIKit's `UIView.ContentMode`.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }
}

/// A view that shows an image, as a minimal UIKit `UIImageView`.
///
/// In the content stacking layout an image view takes the margins' width and the height that keeps
/// the image's aspect ratio (4:3 for an image of unknown size); the last stacked image view takes
/// all the remaining height instead.
open class UIImageView: UIView {
  // Every layout reads the fields marked `@exclusivity(unchecked)`: the main actor serialises
  // every access, and the run-time check cost more than the read (as for `UIView.frame`).
  /// The image shown.
  @exclusivity(unchecked)
  open var image: UIImage?
  /// How the image fits the bounds (`.scaleToFill` by default, as in UIKit).
  open var contentMode: UIView.ContentMode = .scaleToFill
  /// The tint for symbol images.
  open var tintColor: UIColor = .tintColor

  /// Creates an image view showing an image, sized to it. As in UIKit, an image view does not
  /// take touches (`isUserInteractionEnabled` is false) until told to.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  /// Creates an image view with a frame; it does not take touches until told to.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }
  /// Creates the view from a storyboard (whose `userInteractionEnabled` decides).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The proposed width and the height that keeps the image's aspect ratio.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let image, image.size.width > 0, image.size.height > 0 else {
      return CGSize(width: size.width, height: (size.width * 3 / 4).rounded())
    }
    let width = min(size.width, image.size.width)
    return CGSize(width: width, height: (width * image.size.height / image.size.width).rounded())
  }

  /// The rectangle the image occupies in the bounds for the content mode (an AdaptiveKit addition
  /// for renderers).
  public var imageRect: CGRect {
    guard let image, image.size.width > 0, image.size.height > 0, contentMode == .scaleAspectFit || contentMode == .center else {
      return bounds
    }
    let scale = contentMode == .center ? 1 : min(bounds.width / image.size.width, bounds.height / image.size.height)
    let size = CGSize(width: (image.size.width * scale).rounded(), height: (image.size.height * scale).rounded())
    return CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                  width: size.width, height: size.height)
  }

  /// Children of an image view are not laid out.
  open override func layoutSubviews() {}
}
