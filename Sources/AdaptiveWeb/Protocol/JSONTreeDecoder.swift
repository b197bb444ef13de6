import Foundation

/// A `Decoder` over what `JSONSerialization` read, strict where `JSONDecoder` is lenient: an
/// integer must be written as one (`1`, not `1.0`, `1e0` or `true`), a floating-point number must
/// be finite, and a Boolean must be `true` or `false`. A wire message is read once by
/// `JSONSerialization` and decoded once through this, so every field is checked where it is parsed.
///
/// A mismatch throws `DecodingError.typeMismatch` whose description says what the field must be
/// ("must be a string"), so ``ClientMessage`` can name the field and the problem in one sentence.
struct JSONTreeDecoder: Decoder {
  /// The value being decoded: a dictionary, an array, a string, an `NSNumber` or `NSNull`.
  let value: Any
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(_ value: Any, codingPath: [any CodingKey] = []) {
    self.value = value
    self.codingPath = codingPath
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard let object = value as? [String: Any] else { throw Self.mismatch([String: Any].self, codingPath, "must be an object") }
    return KeyedDecodingContainer(Keyed(object: object, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard let array = value as? [Any] else { throw Self.mismatch([Any].self, codingPath, "must be an array") }
    return Unkeyed(array: array, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(value: value, codingPath: codingPath) }

  static func mismatch(_ type: Any.Type, _ path: [any CodingKey], _ mustBe: String) -> DecodingError {
    .typeMismatch(type, DecodingError.Context(codingPath: path, debugDescription: mustBe))
  }

  /// One JSON value read as a Swift scalar or as any other `Decodable` (through a decoder of its
  /// own, so a container that is not an object or an array says what it must be).
  static func decode<T: Decodable>(_ type: T.Type, from value: Any, at path: [any CodingKey]) throws -> T {
    guard T.self == String.self || T.self == Bool.self || T.self is any Numeric.Type else {
      return try T(from: JSONTreeDecoder(value, codingPath: path))
    }
    if let scalar = scalar(value, as: type) { return scalar }
    throw mismatch(type, path, description(of: type))
  }

  /// `value` as a string, a Boolean written `true` or `false`, an `Int` written as a whole number,
  /// or a finite `Double`, `Float` or `CGFloat`; nil for anything else.
  private static func scalar<T>(_ value: Any, as type: T.Type) -> T? {
    if let string = value as? String { return string as? T }
    guard let number = value as? NSNumber else { return nil }
    let kind = String(cString: number.objCType)
    if kind == "c" { return type == Bool.self ? number.boolValue as? T : nil }
    switch type {
    case is Int.Type:
      switch kind {
      case "s", "i", "l", "q": return number.intValue as? T
      case "S", "I", "L", "Q": return Int(exactly: number.uint64Value) as? T
      default: return nil
      }
    case _ where !number.doubleValue.isFinite: return nil
    case is Double.Type: return number.doubleValue as? T
    case is Float.Type: return Float(number.doubleValue) as? T
    case is CGFloat.Type: return CGFloat(number.doubleValue) as? T
    default: return nil
    }
  }

  /// What a field of this type must be, for the message.
  static func description(of type: Any.Type) -> String {
    switch type {
    case is String.Type: "must be a string"
    case is Bool.Type: "must be true or false"
    case is Int.Type: "must be a whole number"
    default: "must be a finite number"
    }
  }

  private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: [String: Any]
    let codingPath: [any CodingKey]
    var allKeys: [Key] { object.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    private func value(_ key: Key) throws -> Any {
      guard let value = object[key.stringValue] else {
        throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "missing"))
      }
      return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key) is NSNull }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try JSONTreeDecoder.decode(type, from: value(key), at: codingPath + [key])
    }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
      try JSONTreeDecoder(value(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try JSONTreeDecoder(value(key), codingPath: codingPath + [key]).unkeyedContainer()
    }
    func superDecoder() throws -> any Decoder { JSONTreeDecoder(object, codingPath: codingPath) }
    func superDecoder(forKey key: Key) throws -> any Decoder { JSONTreeDecoder(try value(key), codingPath: codingPath + [key]) }
  }

  private struct Unkeyed: UnkeyedDecodingContainer {
    let array: [Any]
    let codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { array.count }
    var isAtEnd: Bool { currentIndex >= array.count }

    init(array: [Any], codingPath: [any CodingKey]) {
      self.array = array
      self.codingPath = codingPath
    }

    private struct Index: CodingKey {
      let intValue: Int?
      var stringValue: String { "\(intValue ?? 0)" }
      init(intValue: Int) { self.intValue = intValue }
      init?(stringValue: String) { nil }
    }

    private mutating func next() throws -> (Any, [any CodingKey]) {
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(Any.self, DecodingError.Context(codingPath: codingPath, debugDescription: "no more elements"))
      }
      defer { currentIndex += 1 }
      return (array[currentIndex], codingPath + [Index(intValue: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
      guard !isAtEnd, array[currentIndex] is NSNull else { return false }
      currentIndex += 1
      return true
    }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
      let (value, path) = try next()
      return try JSONTreeDecoder.decode(type, from: value, at: path)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
      let (value, path) = try next()
      return try JSONTreeDecoder(value, codingPath: path).container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      let (value, path) = try next()
      return try JSONTreeDecoder(value, codingPath: path).unkeyedContainer()
    }
    mutating func superDecoder() throws -> any Decoder {
      let (value, path) = try next()
      return JSONTreeDecoder(value, codingPath: path)
    }
  }

  private struct Single: SingleValueDecodingContainer {
    let value: Any
    let codingPath: [any CodingKey]
    func decodeNil() -> Bool { value is NSNull }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try JSONTreeDecoder.decode(type, from: value, at: codingPath) }
  }
}
