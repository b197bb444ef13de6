import AdaptiveKit

/// An element's `userDefinedRuntimeAttributes`: values set by key on the object once it is decoded,
/// before `awakeFromNib()`, as UIKit's key-value coding sets them. A key is set where the class has
/// it: UIKit's own properties below, or an app property's setter that `@Storyboarded` lists (an
/// `@IBInspectable` property). Any other key, a key path through another object, or a value type
/// AdaptiveKit does not read, is listed in the diagnostics with UIKit's message.
@MainActor
struct RuntimeAttributes {
  let element: StoryboardElement
  let scene: SceneInstance

  func apply(to object: AnyObject) {
    for attribute in element.child("userDefinedRuntimeAttributes")?.children ?? [] {
      guard let key = attribute["keyPath"] else { continue }
      guard let value = Self.value(of: attribute) else {
        scene.note(attribute, "a runtime attribute of type '\(attribute["type"] ?? "")' is not read; \(key) is not set")
        continue
      }
      if Self.setKnown(key, of: object, to: value) { continue }
      if !key.contains("."), StoryboardClassRegistry.action(named: Selector.setterName(key)).set(value, on: object) { continue }
      scene.note(
        attribute,
        "[<\(type(of: object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key). (Declare it `@IBInspectable var \(key)` in a `@Storyboarded` class.)")
    }
  }

  /// The attribute's value: a `Bool`, a `Double` or a `String`; nil for other types.
  private static func value(of attribute: StoryboardElement) -> Any? {
    switch attribute["type"] {
    case "boolean": attribute["value"] == "YES"
    case "number": attribute.child(key: "value").flatMap { Double($0["value"] ?? "") }
    case "string", "localizedString": attribute["value"] ?? ""
    default: nil
    }
  }

  /// UIKit's properties that runtime attributes commonly set.
  private static func setKnown(_ key: String, of object: AnyObject, to value: Any) -> Bool {
    switch (object, key, value) {
    case let (view as UIView, "accessibilityIdentifier", text as String): view.accessibilityIdentifier = text
    case let (view as UIView, "tag", number as Double): view.tag = Int(number)
    case let (view as UIView, "hidden", flag as Bool), let (view as UIView, "isHidden", flag as Bool): view.isHidden = flag
    case let (label as UILabel, "text", text as String): label.text = text
    case let (field as UITextField, "placeholder", text as String): field.placeholder = text
    case let (scroll as UIScrollView, "minimumZoomScale", number as Double): scroll.minimumZoomScale = number
    case let (scroll as UIScrollView, "maximumZoomScale", number as Double): scroll.maximumZoomScale = number
    case let (controller as UIViewController, "title", text as String): controller.title = text
    default: return false
    }
    return true
  }
}
