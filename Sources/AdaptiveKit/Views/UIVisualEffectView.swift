/// A view that shows a visual effect behind its content, as UIKit's `UIVisualEffectView`: add
/// subviews to its ``contentView``. AdaptiveKit records the effect; renderers draw the content
/// without blurring what is behind it.
open class UIVisualEffectView: UIView {
  /// The effect: a ``UIBlurEffect`` or a ``UIVibrancyEffect``, or nil for none.
  open var effect: UIVisualEffect?
  /// The view that holds the content, covering the effect view.
  public let contentView = UIView(frame: .zero)

  /// Creates an effect view with an effect.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates the view from a storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The content view covers the effect view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}

/// An effect a ``UIVisualEffectView`` shows, as UIKit's `UIVisualEffect`.
@MainActor
open class UIVisualEffect {
  /// Creates an effect.
  public init() {}
}

/// A blur of what is behind the view, as UIKit's `UIBlurEffect`.
open class UIBlurEffect: UIVisualEffect {
  /// The blur's look, as UIKit's `UIBlurEffect.Style`.
  public enum Style: Int, Sendable {
    case extraLight, light, dark, regular = 4, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
  }

  /// The blur's look.
  public let style: Style

  /// Creates a blur with a style.
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// Content made vivid over a blur, as UIKit's `UIVibrancyEffect`.
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the content is vivid over.
  public let blurEffect: UIBlurEffect

  /// Creates a vibrancy effect for a blur.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    super.init()
  }
}
