import Foundation

/// The sizes a resizable scene prefers, as UIKit's `UISceneSizeRestrictions`: the user's resizes
/// and the app's own stay within ``minimumSize`` and ``maximumSize`` (R120: a best-effort
/// preference, best set while the scene connects). A window scene has restrictions only where it
/// can be resized: on an iPad's screen or a free-form one, not on an iPhone.
@MainActor
public final class UISceneSizeRestrictions {
  /// The smallest size the scene takes; `.zero` (the default) sets no minimum.
  public var minimumSize = CGSize.zero
  /// The largest size the scene takes; the default sets no maximum.
  public var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
  /// Whether the scene may cover the whole screen (UIKit's default, true).
  public var allowsFullScreen = true

  init() {}

  /// `size` brought within the restrictions, each side on its own; where a minimum exceeds the
  /// maximum, the minimum wins.
  func clamped(_ size: CGSize) -> CGSize {
    CGSize(width: max(minimumSize.width, min(maximumSize.width, size.width)),
           height: max(minimumSize.height, min(maximumSize.height, size.height)))
  }
}
