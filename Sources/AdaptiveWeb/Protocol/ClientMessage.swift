import AdaptiveKit
import AdaptiveRendering
import Foundation

/// A message a page sends over its WebSocket (protocol version 1): a JSON object whose `type` says
/// what it asks. See the DocC article "The web protocol". A message is a user action or a session
/// command (another device, another variant, a relaunch).
public enum ClientMessage: Equatable, Sendable {
  /// A user action on the window: `{"type":"action","action":{"kind":"tapPoint","x":120,"y":300}}`.
  /// Three shorthands are actions too: `{"type":"tapLabel","label":"Amara Okafor"}` (a tap on the
  /// element with this visible text or element id: how compare mode repeats a tap on the other
  /// devices, whose element ids differ), `{"type":"text","text":"Jr."}` (typing) and
  /// `{"type":"textSize","size":"XL"}` (the user's text size).
  case action(UserAction)
  /// Another device, orientation or both: `{"type":"device","device":"ipad-air-11","orientation":"landscapeLeft"}`.
  case device(String?, UIInterfaceOrientation?)
  /// The app's other variant, relaunched: `{"type":"variant","variant":"naive"}` (the session
  /// checks the name against its app's variants).
  case variant(String)
  /// The app relaunched as it started: `{"type":"reset"}`.
  case reset

  /// The protocol version this server speaks.
  public static let version = 1
  /// The longest message accepted, in bytes.
  public static let maximumSize = 16 * 1024
  /// The sizes a resize may ask for, in points, each side.
  static let sizeRange: ClosedRange<Double> = 1...Double(UserAction.maximumCoordinate)
  /// The coordinates a tap may carry, in points: beyond any window.
  static let coordinateRange: ClosedRange<Double> = -Double(UserAction.maximumCoordinate)...Double(UserAction.maximumCoordinate)
  /// The tab indexes a tab selection may carry.
  static let tabIndexRange: ClosedRange<Int> = 0...999

  /// Parses a message's text. Every problem is a ``ProtocolError`` naming it: too long, not JSON,
  /// not an object, an unknown type, a missing or mistyped field, a size out of range.
  public static func parse(_ text: String) throws(ProtocolError) -> ClientMessage {
    guard text.utf8.count <= maximumSize else {
      throw ProtocolError("message of \(text.utf8.count) bytes is longer than \(maximumSize)")
    }
    guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) else {
      throw ProtocolError("message is not JSON")
    }
    guard let fields = object as? [String: Any] else { throw ProtocolError("message must be a JSON object") }
    if let version = fields["v"], integer(version) != Self.version {
      throw ProtocolError("field 'v': this server speaks version \(Self.version)")
    }
    let type = try string(fields, "type")
    switch type {
    case "action":
      guard let action = fields["action"] as? [String: Any] else { throw ProtocolError("field 'action' must be an object") }
      return .action(try userAction(action))
    case "tapLabel":
      return .action(.tapLabel(try string(fields, "label")))
    case "text":
      let text = try string(fields, "text")
      guard !text.isEmpty, text.count <= 1_000 else { throw ProtocolError("field 'text' must hold 1 to 1000 characters") }
      return .action(.typeText(text))
    case "device":
      let device = try optionalString(fields, "device")
      if let device, Device.named(device) == nil {
        throw ProtocolError("field 'device': unknown device '\(UserAction.excerpt(device))'; expected one of \(Device.all.map(\.identifier).joined(separator: ", "))")
      }
      let orientation = try optionalString(fields, "orientation").map { name throws(ProtocolError) in
        guard let value = Vocabulary.orientations[name] else {
          throw ProtocolError("field 'orientation': unknown orientation '\(UserAction.excerpt(name))'; expected one of \(Vocabulary.orientationNames)")
        }
        return value
      }
      return .device(device, orientation)
    case "variant":
      return .variant(try string(fields, "variant"))
    case "textSize":
      let name = try string(fields, "size")
      guard let category = Vocabulary.textSize(named: name) else {
        throw ProtocolError("field 'size': unknown text size '\(UserAction.excerpt(name))'; expected one of \(Vocabulary.textSizeNames)")
      }
      return .action(.setTextSize(category))
    case "reset":
      return .reset
    default:
      throw ProtocolError("unknown message type '\(UserAction.excerpt(type))'; expected action, tapLabel, text, device, variant, textSize or reset")
    }
  }

  /// An action object, checked field by field before it is decoded.
  private static func userAction(_ fields: [String: Any]) throws(ProtocolError) -> UserAction {
    let kind = try string(fields, "kind", in: "action")
    switch kind {
    case "tapPoint":
      return .tapPoint(CGPoint(x: try number(fields, "x", in: coordinateRange), y: try number(fields, "y", in: coordinateRange)))
    case "resize":
      return .resize(CGSize(width: try number(fields, "width", in: sizeRange), height: try number(fields, "height", in: sizeRange)))
    case "selectTab":
      guard let value = fields["index"] else { throw ProtocolError("missing field 'action.index'") }
      guard let index = integer(value), tabIndexRange.contains(index) else {
        throw ProtocolError("field 'action.index' must be a whole number from \(tabIndexRange.lowerBound) to \(tabIndexRange.upperBound)")
      }
      return .selectTab(index)
    default:
      do {
        let data = try JSONSerialization.data(withJSONObject: fields)
        return try JSONDecoder().decode(UserAction.self, from: data)
      } catch let error as DecodingError {
        throw ProtocolError("field 'action': \(describe(error))")
      } catch {
        throw ProtocolError("field 'action': \(error)")
      }
    }
  }

  private static func string(_ fields: [String: Any], _ key: String, in scope: String? = nil) throws(ProtocolError) -> String {
    guard let value = fields[key] else { throw ProtocolError("missing field '\(path(key, scope))'") }
    guard let text = value as? String else { throw ProtocolError("field '\(path(key, scope))' must be a string") }
    return text
  }

  private static func optionalString(_ fields: [String: Any], _ key: String) throws(ProtocolError) -> String? {
    guard let value = fields[key], !(value is NSNull) else { return nil }
    guard let text = value as? String else { throw ProtocolError("field '\(key)' must be a string") }
    return text
  }

  /// A number field of an action, within `range`: every number from the wire is bounded here,
  /// before anything converts or draws it.
  private static func number(_ fields: [String: Any], _ key: String, in range: ClosedRange<Double>) throws(ProtocolError) -> Double {
    guard let value = fields[key] else { throw ProtocolError("missing field 'action.\(key)'") }
    guard let number = value as? NSNumber, !isBoolean(number), number.doubleValue.isFinite else {
      throw ProtocolError("field 'action.\(key)' must be a finite number")
    }
    let double = number.doubleValue
    guard range.contains(double) else {
      throw ProtocolError("field 'action.\(key)': \(double) is outside \(Int(range.lowerBound))...\(Int(range.upperBound)) points")
    }
    return double
  }

  /// A JSON number written as a whole number (`1`, not `1.0`, `1e0` or `true`) that fits an `Int`.
  private static func integer(_ value: Any) -> Int? {
    guard let number = value as? NSNumber, !isBoolean(number) else { return nil }
    switch String(cString: number.objCType) {
    case "s", "i", "l", "q": return number.intValue
    case "S", "I", "L", "Q": return Int(exactly: number.uint64Value)
    default: return nil
    }
  }

  /// Whether JSON wrote this number as `true` or `false` (Foundation bridges both to numbers).
  private static func isBoolean(_ number: NSNumber) -> Bool {
    String(cString: number.objCType) == "c"
  }

  private static func path(_ key: String, _ scope: String?) -> String { scope.map { "\($0).\(key)" } ?? key }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, _): "missing field '\(key.stringValue)'"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      "field '\(context.codingPath.map(\.stringValue).joined(separator: "."))' has the wrong type"
    case .dataCorrupted(let context): context.debugDescription
    @unknown default: "\(error)"
    }
  }
}

/// Why a message was refused; sent back to the page that sent it.
public struct ProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the field.
  public let message: String
  init(_ message: String) { self.message = message }
  public var description: String { message }
}
