public import AdaptiveKit
public import AdaptiveRendering
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

  /// Parses a message's text: read once by `JSONSerialization` and decoded once
  /// (``init(from:)``) through a decoder that is strict about integers and finite numbers. Every
  /// problem is a ``ProtocolError`` naming it: too long, not JSON, not an object, an unknown type,
  /// a missing or mistyped field, a number out of range.
  public static func parse(_ text: String) throws(ProtocolError) -> ClientMessage {
    guard text.utf8.count <= maximumSize else {
      throw ProtocolError("message of \(text.utf8.count) bytes is longer than \(maximumSize)")
    }
    guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) else {
      throw ProtocolError("message is not JSON")
    }
    do {
      return try ClientMessage(from: JSONTreeDecoder(object))
    } catch let error as DecodingError {
      throw ProtocolError(describe(error))
    } catch {
      throw ProtocolError("\(error)")
    }
  }

  /// One sentence naming the field and the problem: `missing field 'action.x'`, `field 'type'
  /// must be a string`, `field 'v': this server speaks version 1`.
  private static func describe(_ error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String { keys.map(\.stringValue).joined(separator: ".") }
    func sentence(_ keys: [any CodingKey], _ problem: String) -> String {
      if keys.isEmpty { return problem == "must be an object" ? "message must be a JSON object" : problem }
      return problem.hasPrefix("must ") ? "field '\(path(keys))' \(problem)" : "field '\(path(keys))': \(problem)"
    }
    switch error {
    case let .keyNotFound(key, context): return "missing field '\(path(context.codingPath + [key]))'"
    case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
      return sentence(context.codingPath, context.debugDescription)
    @unknown default: return "\(error)"
    }
  }
}

extension ClientMessage: Decodable {
  private enum Key: String, CodingKey { case v, type, action, label, text, device, orientation, variant, size }

  /// Decodes a message object: its optional version `v`, its `type` and that type's fields. An
  /// action's numbers are bounded by `UserAction`'s own decoding.
  public init(from decoder: any Decoder) throws {
    let fields = try decoder.container(keyedBy: Key.self)
    if fields.contains(.v), (try? fields.decode(Int.self, forKey: .v)) != Self.version {
      throw DecodingError.dataCorruptedError(forKey: .v, in: fields, debugDescription: "this server speaks version \(Self.version)")
    }
    let type = try fields.decode(String.self, forKey: .type)
    switch type {
    case "action":
      guard fields.contains(.action) else {
        throw DecodingError.dataCorruptedError(forKey: .action, in: fields, debugDescription: "must be an object")
      }
      self = .action(try fields.decode(UserAction.self, forKey: .action))
    case "tapLabel":
      self = .action(.tapLabel(try fields.decode(String.self, forKey: .label)))
    case "text":
      let text = try fields.decode(String.self, forKey: .text)
      guard !text.isEmpty, text.count <= 1_000 else {
        throw DecodingError.dataCorruptedError(forKey: .text, in: fields, debugDescription: "must hold 1 to 1000 characters")
      }
      self = .action(.typeText(text))
    case "device":
      let device = try fields.decodeIfPresent(String.self, forKey: .device)
      if let device, Device.named(device) == nil {
        throw DecodingError.dataCorruptedError(forKey: .device, in: fields, debugDescription: "unknown device '\(UserAction.excerpt(device))'; expected one of \(Device.all.map(\.identifier).joined(separator: ", "))")
      }
      let orientation = try fields.decodeIfPresent(String.self, forKey: .orientation).map { name in
        guard let value = Vocabulary.orientations[name] else {
          throw DecodingError.dataCorruptedError(forKey: .orientation, in: fields, debugDescription: "unknown orientation '\(UserAction.excerpt(name))'; expected one of \(Vocabulary.orientationNames)")
        }
        return value
      }
      self = .device(device, orientation)
    case "variant":
      self = .variant(try fields.decode(String.self, forKey: .variant))
    case "textSize":
      let name = try fields.decode(String.self, forKey: .size)
      guard let category = Vocabulary.textSize(named: name) else {
        throw DecodingError.dataCorruptedError(forKey: .size, in: fields, debugDescription: "unknown text size '\(UserAction.excerpt(name))'; expected one of \(Vocabulary.textSizeNames)")
      }
      self = .action(.setTextSize(category))
    case "reset":
      self = .reset
    default:
      throw DecodingError.dataCorrupted(DecodingError.Context(
        codingPath: fields.codingPath,
        debugDescription: "unknown message type '\(UserAction.excerpt(type))'; expected action, tapLabel, text, device, variant, textSize or reset"))
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
