import Foundation
internal import PNGCodec

/// Reads an encoded image's pixel size from its header: PNG's IHDR chunk (through PNGCodec's
/// `PNGHeader`, the reader the PNG decoder uses), GIF's logical screen, JPEG's start-of-frame
/// segment. The bytes are read in place: nothing is copied, however large the image.
enum ImageHeader {
  /// The formats recognised.
  enum Format: Equatable { case png, gif, jpeg }

  private static let gifSignature: [UInt8] = Array("GIF8".utf8)
  private static let jpegSignature: [UInt8] = [0xFF, 0xD8]

  static func format(of data: Data) -> Format? {
    data.withUnsafeBytes { format(of: $0) }
  }

  /// The size in pixels, or nil when the header is missing or cut short.
  static func pixelSize(of data: Data) -> CGSize? {
    data.withUnsafeBytes { pixelSize(of: $0) }
  }

  private static func format(of bytes: UnsafeRawBufferPointer) -> Format? {
    if PNGHeader.isPNG(bytes) { return .png }
    if bytes.starts(with: gifSignature) { return .gif }
    if bytes.starts(with: jpegSignature) { return .jpeg }
    return nil
  }

  private static func pixelSize(of bytes: UnsafeRawBufferPointer) -> CGSize? {
    /// The big-endian number in `count` bytes from `at`, or nil past the end.
    func bigEndian(_ at: Int, _ count: Int) -> Int? {
      guard at >= 0, at + count <= bytes.count else { return nil }
      var value = 0
      for index in at..<(at + count) { value = value << 8 | Int(bytes[index]) }
      return value
    }
    switch format(of: bytes) {
    case .png:
      guard let size = PNGHeader.pixelSize(ofFile: bytes) else { return nil }
      return CGSize(width: size.width, height: size.height)
    case .gif:
      guard bytes.count >= 10 else { return nil }
      let width = Int(bytes[6]) | Int(bytes[7]) << 8, height = Int(bytes[8]) | Int(bytes[9]) << 8
      return width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
    case .jpeg:
      var index = 2
      while index + 9 < bytes.count {
        guard bytes[index] == 0xFF else { return nil }
        let marker = bytes[index + 1]
        guard let length = bigEndian(index + 2, 2), length >= 2 else { return nil }
        // Start-of-frame markers carry the size; C4 (Huffman), C8 and CC are not frames.
        if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
          guard let height = bigEndian(index + 5, 2), let width = bigEndian(index + 7, 2), width > 0, height > 0
          else { return nil }
          return CGSize(width: width, height: height)
        }
        index += 2 + length
      }
      return nil
    case nil:
      return nil
    }
  }
}
