import AdaptiveKit

/// The installed-per-size-class masks of a view's subviews, as Xcode writes them inside the view:
/// `<variation key="default">` (any width, any height) and `<variation key="widthClass=compact">`,
/// `<variation key="heightClass=regular-widthClass=compact">`…, each holding
/// `<mask key="subviews">` with `<include reference="…"/>` and `<exclude reference="…"/>`.
///
/// A subview is installed unless a variation whose size classes match the traits excludes it
/// (or its element says `installed="NO"`); a variation naming more size classes overrides one
/// naming fewer, so a view excluded by default and included for compact width shows only there.
@MainActor
struct SizeClassVariations {
  /// One include or exclude: the size classes it is for (nil: any) and whether it installs.
  private struct Entry {
    let width: UIUserInterfaceSizeClass?
    let height: UIUserInterfaceSizeClass?
    let installs: Bool

    var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

    func matches(_ traits: UITraitCollection) -> Bool {
      (width.map { $0 == traits.horizontalSizeClass } ?? true) && (height.map { $0 == traits.verticalSizeClass } ?? true)
    }
  }

  /// The entries by the referenced subview's id, least specific first.
  private var entries: [String: [Entry]] = [:]

  /// Reads the variations of `element` (a view); a variation key it cannot read is noted and skipped.
  init(of element: StoryboardElement, scene: SceneInstance) {
    for variation in element.children where variation.name == "variation" {
      guard let key = variation["key"], let classes = Self.sizeClasses(of: key) else {
        scene.note(variation, "unknown size-class variation key '\(StoryboardElement.excerpt(variation["key"] ?? ""))', skipped")
        continue
      }
      guard let mask = variation.child(key: "subviews") else { continue }
      for change in mask.children {
        guard let reference = change["reference"], change.name == "include" || change.name == "exclude" else { continue }
        entries[reference, default: []].append(Entry(width: classes.width, height: classes.height, installs: change.name == "include"))
      }
    }
    // Least specific first; in file order among equally specific ones.
    for (id, list) in entries {
      entries[id] = list.enumerated().sorted { ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset) }.map(\.element)
    }
  }

  /// When the subview `element` is installed, or nil when it always is.
  func installationRule(for element: StoryboardElement) -> (@MainActor (UITraitCollection) -> Bool)? {
    let installedByDefault = element["installed"] != "NO"
    let entries = element.id.flatMap { self.entries[$0] } ?? []
    guard !entries.isEmpty || !installedByDefault else { return nil }
    return { traits in
      var installed = installedByDefault
      for entry in entries where entry.matches(traits) { installed = entry.installs }
      return installed
    }
  }

  /// The size classes a variation key names: `default`, or `widthClass=…` and `heightClass=…`
  /// joined by `-`; nil for another key.
  private static func sizeClasses(of key: String) -> (width: UIUserInterfaceSizeClass?, height: UIUserInterfaceSizeClass?)? {
    if key == "default" { return (nil, nil) }
    var width: UIUserInterfaceSizeClass?, height: UIUserInterfaceSizeClass?
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=", maxSplits: 1)
      guard pair.count == 2 else { return nil }
      let sizeClass: UIUserInterfaceSizeClass
      switch pair[1] {
      case "compact": sizeClass = .compact
      case "regular": sizeClass = .regular
      default: return nil
      }
      switch pair[0] {
      case "widthClass": width = sizeClass
      case "heightClass": height = sizeClass
      default: return nil
      }
    }
    return (width, height)
  }
}
