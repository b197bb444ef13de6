/// An element of a menu, as UIKit's `UIMenuElement`: the base of ``UIAction`` and
/// ``UIDeferredMenuElement``. AdaptiveKit models menus only as far as a navigation bar's overflow
/// menu needs (``UINavigationItem/additionalOverflowItems``).
@MainActor
open class UIMenuElement {
  /// The title shown for the element.
  public var title: String

  /// Creates an element with a title.
  init(title: String) { self.title = title }
}

/// A menu element whose elements a closure provides when the menu opens, as UIKit's
/// `UIDeferredMenuElement`.
///
/// AdaptiveKit asks the provider each time the menu's elements are read
/// (``resolvedElements``); elements the provider delivers after it returns are ignored [INF].
@MainActor
public final class UIDeferredMenuElement: UIMenuElement {
  /// The closure that delivers the elements to its completion handler.
  private let provider: @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

  /// Creates an element whose elements `elementProvider` delivers.
  public init(_ elementProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {
    provider = elementProvider
    super.init(title: "")
  }

  /// Creates an element whose provider runs each time the menu opens (AdaptiveKit caches none).
  public static func uncached(
    _ elementProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
  ) -> UIDeferredMenuElement {
    UIDeferredMenuElement(elementProvider)
  }

  /// The elements the provider delivers before it returns (an AdaptiveKit addition).
  public var resolvedElements: [UIMenuElement] {
    var delivered: [UIMenuElement] = []
    provider { delivered = $0 }
    return delivered
  }
}
