import Foundation

/// Why photos could not be loaded: shown to the user as an error row.
public enum PhotoLibraryError: Error, Equatable, CustomStringConvertible {
  /// The response is not Flickr's JSON: where, and what is wrong (the field's path).
  case malformed(source: String, problem: String)
  /// Flickr answered with a failure.
  case flickr(code: Int, message: String)
  /// The request failed: no answer, a timeout, or an HTTP error status.
  case network(String)
  /// A resource of the app is missing.
  case missingResource(String)

  public var description: String {
    switch self {
    case .malformed(let source, let problem): "\(source): not a Flickr photo list: \(problem)"
    case .flickr(let code, let message): "Flickr error \(code): \(message)"
    case .network(let problem): "Network error: \(problem)"
    case .missingResource(let name): "Missing resource \(name)"
    }
  }

  /// A decoding error as "field path: problem".
  static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return keys.isEmpty ? "top level" : String(keys.drop { $0 == "." })
    }
    switch error {
    case .keyNotFound(let key, let context): return "\(path(context)): missing field \"\(key.stringValue)\""
    case .typeMismatch(let type, let context): return "\(path(context)): expected \(type)"
    case .valueNotFound(let type, let context): return "\(path(context)): expected \(type), found null"
    case .dataCorrupted(let context): return "\(path(context)): \(context.debugDescription)"
    @unknown default: return "\(error)"
    }
  }
}
