/// One XML element of a storyboard file, with the line it starts on (for messages).
struct StoryboardElement: Sendable {
  /// The element's name, such as `viewController` or `segue`.
  let name: String
  /// The element's attributes.
  let attributes: [String: String]
  /// The child elements, in order.
  var children: [StoryboardElement]
  /// The line the element starts on.
  let line: Int

  /// An attribute's value.
  subscript(_ attribute: String) -> String? { attributes[attribute] }
  /// The element's `id`.
  var id: String? { attributes["id"] }
  /// Whether a `YES`/`NO` attribute is `YES`.
  func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }
  /// The first child with this name.
  func child(_ name: String) -> StoryboardElement? { children.first { $0.name == name } }
  /// The first child with this `key` attribute (`<view key="view">`).
  func child(key: String) -> StoryboardElement? { children.first { $0["key"] == key } }
  /// How the start tag begins, for messages: the name, and the id when there is one
  /// (`navigationController id="abc"`), a long id shortened.
  var startTag: String {
    guard let id else { return name }
    return "\(name) id=\"\(Self.excerpt(id))\""
  }

  /// A value short enough for a one-line message.
  static func excerpt(_ value: String) -> String {
    value.count <= 40 ? value : value.prefix(37) + "…"
  }

  /// The children of the `<connections>` child.
  var connections: [StoryboardElement] { child("connections")?.children ?? [] }
  /// Every element of this subtree, depth first, this one first.
  var subtree: [StoryboardElement] {
    var all: [StoryboardElement] = []
    func visit(_ element: StoryboardElement) {
      all.append(element)
      element.children.forEach(visit)
    }
    visit(self)
    return all
  }
}
