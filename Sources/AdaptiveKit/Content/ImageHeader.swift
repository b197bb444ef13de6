import Foundation

/// Reads an encoded image's pixel size from its header: PNG's IHDR chunk, GIF's logical screen,
/// JPEG's start-of-frame segment.
enum ImageHeader {
  /// The formats recognised.
  enum Format: Equatable { case png, gif, jpeg }

  static func format(of data: Data) -> Format? {
    let bytes = [UInt8](data.prefix(8))
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if bytes.starts(with: Array("GIF8".utf8)) { return .gif }
    if bytes.starts(with: [0xFF, 0xD8]) { return .jpeg }
    return nil
  }

  /// The size in pixels, or nil when the header is missing or cut short.
  static func pixelSize(of data: Data) -> CGSize? {
    let bytes = [UInt8](data)
    func bigEndian(_ at: Int, _ count: Int) -> Int? {
      guard at >= 0, at + count <= bytes.count else { return nil }
      return bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
    }
    switch format(of: data) {
    case .png:
      guard let width = bigEndian(16, 4), let height = bigEndian(20, 4), width > 0, height > 0 else { return nil }
      return CGSize(width: width, height: height)
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
        if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
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
