public import AdaptiveKit

/// Makes a selector from a method, as UIKit's `#selector(method)` does: write `#Selector` where
/// UIKit code writes `#selector`. The method keeps its Swift declaration (drop `@objc`, which Linux
/// does not have).
///
/// ```swift
/// button.addTarget(self, action: #Selector(didTapSave(_:)), for: .touchUpInside)
/// let refresh = #Selector(PhotosViewController.refresh)
/// ```
@freestanding(expression)
public macro Selector<T>(_ method: T) -> AdaptiveKit.Selector = #externalMacro(module: "AdaptiveKitMacros", type: "SelectorMacro")
