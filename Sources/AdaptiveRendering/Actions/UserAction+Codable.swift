import AdaptiveKit
import Foundation

/// An action encodes as an object naming its kind and its parameters:
/// `{"kind":"tapElement","element":"vc0.table0.row.1"}`, `{"kind":"tapLabel","label":"Ansel Adams"}`, `{"kind":"rotate","orientation":"landscapeLeft"}`, `{"kind":"fold","posture":"partially-folded"}`,
/// `{"kind":"resize","width":694,"height":1024}`, `{"kind":"dragResize","width":900,"height":700,"ended":false}`,
/// `{"kind":"swipeDown","completing":false}`, `{"kind":"edgeSwipe"}`, `{"kind":"scroll","direction":"down"}`,
/// `{"kind":"toggleSidebar"}`, `{"kind":"toggleInspector"}`, `{"kind":"dragWindowEdge","width":400,"height":1024}`.
/// Decoding an unknown kind or orientation throws a `DecodingError` that names it; a tap's coordinates,
/// a resize's sides and a tab index are bounded (``UserAction/maximumCoordinate``, tabs 0 to 999).
extension UserAction: Codable {
  private enum Key: String, CodingKey {
    case kind, element, label, x, y, orientation, width, height, completing, detent, index, text, category, direction, ended, posture
  }

  /// Encodes the action as an object with its `kind` and parameters.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    switch self {
    case let .tapElement(id):
      try container.encode("tapElement", forKey: .kind)
      try container.encode(id, forKey: .element)
    case let .tapPoint(point):
      try container.encode("tapPoint", forKey: .kind)
      try container.encode(Double(point.x), forKey: .x)
      try container.encode(Double(point.y), forKey: .y)
    case let .tapLabel(label):
      try container.encode("tapLabel", forKey: .kind)
      try container.encode(label, forKey: .label)
    case .back:
      try container.encode("back", forKey: .kind)
    case let .rotate(orientation):
      try container.encode("rotate", forKey: .kind)
      try container.encode(Vocabulary.name(of: orientation), forKey: .orientation)
    case let .fold(posture):
      try container.encode("fold", forKey: .kind)
      try container.encode(posture.rawValue, forKey: .posture)
    case let .resize(size):
      try container.encode("resize", forKey: .kind)
      try container.encode(Double(size.width), forKey: .width)
      try container.encode(Double(size.height), forKey: .height)
    case let .dragResize(size, ended):
      try container.encode("dragResize", forKey: .kind)
      try container.encode(Double(size.width), forKey: .width)
      try container.encode(Double(size.height), forKey: .height)
      try container.encode(ended, forKey: .ended)
    case let .swipeDown(completing):
      try container.encode("swipeDown", forKey: .kind)
      try container.encode(completing, forKey: .completing)
    case let .dragToDetent(identifier):
      try container.encode("dragToDetent", forKey: .kind)
      try container.encode(identifier.rawValue, forKey: .detent)
    case .tapOutside:
      try container.encode("tapOutside", forKey: .kind)
    case .edgeSwipe:
      try container.encode("edgeSwipe", forKey: .kind)
    case let .scroll(direction):
      try container.encode("scroll", forKey: .kind)
      try container.encode(direction.rawValue, forKey: .direction)
    case let .selectTab(index):
      try container.encode("selectTab", forKey: .kind)
      try container.encode(index, forKey: .index)
    case let .typeText(text):
      try container.encode("typeText", forKey: .kind)
      try container.encode(text, forKey: .text)
    case let .setTextSize(category):
      try container.encode("setTextSize", forKey: .kind)
      try container.encode(category.description, forKey: .category)
    case .toggleSidebar:
      try container.encode("toggleSidebar", forKey: .kind)
    case .toggleInspector:
      try container.encode("toggleInspector", forKey: .kind)
    case let .dragWindowEdge(size):
      try container.encode("dragWindowEdge", forKey: .kind)
      try container.encode(Double(size.width), forKey: .width)
      try container.encode(Double(size.height), forKey: .height)
    }
  }

  /// Decodes an action encoded by ``encode(to:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    let kind = try container.decode(String.self, forKey: .kind)
    switch kind {
    case "tapElement": self = .tapElement(try container.decode(String.self, forKey: .element))
    case "tapPoint":
      let coordinates = -Double(Self.maximumCoordinate)...Double(Self.maximumCoordinate)
      self = .tapPoint(CGPoint(x: try Self.number(.x, in: coordinates, of: container), y: try Self.number(.y, in: coordinates, of: container)))
    case "tapLabel": self = .tapLabel(try container.decode(String.self, forKey: .label))
    case "back": self = .back
    case "rotate":
      let name = try container.decode(String.self, forKey: .orientation)
      guard let orientation = Vocabulary.orientations[name] else {
        throw DecodingError.dataCorruptedError(forKey: .orientation, in: container, debugDescription: "unknown orientation '\(name)'; expected one of \(Vocabulary.orientationNames)")
      }
      self = .rotate(orientation)
    case "fold":
      let name = try container.decode(String.self, forKey: .posture)
      guard let posture = Device.Posture(rawValue: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .posture, in: container,
          debugDescription: "unknown posture '\(UserAction.excerpt(name))'; expected one of \(Device.Posture.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      self = .fold(posture)
    case "resize", "dragWindowEdge":
      let sides = 1...Double(Self.maximumCoordinate)
      let size = CGSize(width: try Self.number(.width, in: sides, of: container), height: try Self.number(.height, in: sides, of: container))
      self = kind == "resize" ? .resize(size) : .dragWindowEdge(size)
    case "dragResize":
      let sides = 1...Double(Self.maximumCoordinate)
      let size = CGSize(width: try Self.number(.width, in: sides, of: container), height: try Self.number(.height, in: sides, of: container))
      self = .dragResize(size, ended: try container.decode(Bool.self, forKey: .ended))
    case "swipeDown": self = .swipeDown(completing: try container.decode(Bool.self, forKey: .completing))
    case "dragToDetent":
      self = .dragToDetent(UISheetPresentationController.Detent.Identifier(try container.decode(String.self, forKey: .detent)))
    case "tapOutside": self = .tapOutside
    case "edgeSwipe": self = .edgeSwipe
    case "toggleSidebar": self = .toggleSidebar
    case "toggleInspector": self = .toggleInspector
    case "scroll":
      let name = try container.decode(String.self, forKey: .direction)
      guard let direction = ScrollDirection(rawValue: name) else {
        throw DecodingError.dataCorruptedError(forKey: .direction, in: container, debugDescription: "unknown scroll direction '\(name)'; expected down, up, top or bottom")
      }
      self = .scroll(direction)
    case "selectTab":
      let index: Int
      do { index = try container.decode(Int.self, forKey: .index) } catch DecodingError.typeMismatch { index = -1 }
      guard Self.tabIndexes.contains(index) else {
        throw DecodingError.dataCorruptedError(forKey: .index, in: container, debugDescription: "must be a whole number from \(Self.tabIndexes.lowerBound) to \(Self.tabIndexes.upperBound)")
      }
      self = .selectTab(index)
    case "typeText": self = .typeText(try container.decode(String.self, forKey: .text))
    case "setTextSize":
      let name = try container.decode(String.self, forKey: .category)
      guard let category = Vocabulary.textSize(named: name) else {
        throw DecodingError.dataCorruptedError(forKey: .category, in: container, debugDescription: "unknown text size '\(name)'; expected one of \(Vocabulary.textSizeNames)")
      }
      self = .setTextSize(category)
    default:
      throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: container.codingPath, debugDescription: "unknown action kind '\(kind)'; expected tapElement, tapPoint, tapLabel, back, rotate, fold, resize, dragResize, swipeDown, dragToDetent, tapOutside, edgeSwipe, scroll, selectTab, typeText, setTextSize, toggleSidebar, toggleInspector or dragWindowEdge"))
    }
  }

  /// The tab indexes a ``selectTab(_:)`` may carry.
  static let tabIndexes = 0...999

  /// A number field within `range`: every number an action carries from outside the process is
  /// bounded here, before anything converts or draws it.
  private static func number(_ key: Key, in range: ClosedRange<Double>, of container: KeyedDecodingContainer<Key>) throws -> Double {
    let value = try container.decode(Double.self, forKey: key)
    guard value.isFinite else { throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "must be a finite number") }
    guard range.contains(value) else {
      throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "\(value) is outside \(Int(range.lowerBound))...\(Int(range.upperBound)) points")
    }
    return value
  }
}
