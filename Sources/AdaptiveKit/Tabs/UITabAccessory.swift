/// A view shown with a tab bar controller's tabs, as UIKit's `UITabAccessory` (iOS 26, R123):
/// the ``UITabBarController/bottomAccessory`` sits above the bottom tab bar, or inline with it while
/// the bar is minimized.
///
/// Views inside ``contentView`` read where the accessory is from
/// ``UITraitCollection/tabAccessoryEnvironment``.
///
/// ```swift
/// let player = UITabAccessory(contentView: NowPlayingView())
/// tabBarController.setBottomAccessory(player, animated: true)
/// ```
@MainActor
open class UITabAccessory {
  /// Where a tab accessory is laid out, as UIKit's `UITabAccessory.Environment` (iOS 26, R123).
  public enum Environment: Int, Sendable, Hashable, CustomStringConvertible {
    /// Nothing is known (a collection that does not specify it, or a view in no window).
    case unspecified = 0
    /// Not inside a shown tab accessory.
    case none = 1
    /// Above the bottom tab bar, or at the bottom of the tab bar controller's view when no bottom
    /// bar shows.
    case regular = 2
    /// Inline with the minimized bottom tab bar.
    case inline = 3

    /// The case's name.
    public var description: String {
      switch self {
      case .unspecified: "unspecified"
      case .none: "none"
      case .regular: "regular"
      case .inline: "inline"
      }
    }
  }

  /// The view the accessory shows.
  public let contentView: UIView

  /// The tab bar controller whose bottom accessory this is.
  weak var owner: UITabBarController?

  /// Creates an accessory showing `contentView`.
  public init(contentView: UIView) { self.contentView = contentView }
}
