import AdaptiveKit
import Foundation

/// What an `expect` step checks. Every field is optional; only the given ones are checked.
public struct Expectation: Sendable, Hashable {
  /// Whether the first split view controller in the hierarchy `isCollapsed`.
  public var collapsed: Bool?
  /// The title of the top controller (see ``WindowInspector/topViewController(in:)``).
  public var top: String?
  /// The effective style of the frontmost presentation, or `.none` when nothing is presented.
  public var presented: UIModalPresentationStyle?
  /// The top controller's horizontal size class.
  public var horizontal: UIUserInterfaceSizeClass?
  /// The top controller's vertical size class.
  public var vertical: UIUserInterfaceSizeClass?
  /// The titles of the screens on screen, in hierarchy order.
  public var visible: [String]?
  /// The titles in the frontmost navigation controller's stack, root first.
  public var stack: [String]?
  /// The texts of the top controller's table rows, top to bottom, every section in turn.
  public var rows: [String]?
  /// Size classes of named screens: title → (horizontal, vertical).
  public var traits: [TraitExpectation] = []

  /// An expectation that checks nothing.
  public init() {}

  /// A short description: `top=Message presented=none`.
  public var summary: String {
    var parts: [String] = []
    if let collapsed { parts.append("collapsed=\(collapsed)") }
    if let top { parts.append("top=\(top)") }
    if let presented { parts.append("presented=\(presented)") }
    if let horizontal { parts.append("horizontal=\(ScenarioVocabulary.name(of: horizontal))") }
    if let vertical { parts.append("vertical=\(ScenarioVocabulary.name(of: vertical))") }
    if let visible { parts.append("visible=[\(visible.joined(separator: ", "))]") }
    if let stack { parts.append("stack=[\(stack.joined(separator: ", "))]") }
    if let rows { parts.append("rows=[\(rows.joined(separator: ", "))]") }
    for trait in traits {
      parts.append("traits[\(trait.title)]=\(ScenarioVocabulary.name(of: trait.horizontal))/\(ScenarioVocabulary.name(of: trait.vertical))")
    }
    return parts.joined(separator: " ")
  }
}

/// The size classes expected of one screen.
public struct TraitExpectation: Sendable, Hashable {
  /// The screen's title.
  public var title: String
  /// Its expected horizontal size class.
  public var horizontal: UIUserInterfaceSizeClass
  /// Its expected vertical size class.
  public var vertical: UIUserInterfaceSizeClass
}
