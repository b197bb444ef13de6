/// Why a PNG file could not be decoded (an unsupported kind of PNG, or a damaged file).
public struct PNGDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, such as `interlaced images are not supported`.
  public let description: String

  package init(_ description: String) { self.description = description }
}
