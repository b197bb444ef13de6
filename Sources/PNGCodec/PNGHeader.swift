package import Foundation

/// The start of a PNG file: the eight-byte signature, then the IHDR chunk that names the image's
/// size. The one place a PNG's size is read, by ``PNGDecoder`` and by AdaptiveKit's
/// `UIImage(data:scale:)`, in place: nothing is copied, however large the file.
package enum PNGHeader {
  /// The eight bytes every PNG file starts with.
  package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Whether `bytes` start with the PNG signature.
  package static func isPNG(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard bytes.count >= signature.count else { return false }
    for index in signature.indices where bytes[index] != signature[index] { return false }
    return true
  }

  /// Whether `data` starts with the PNG signature (read in place).
  package static func isPNG(_ data: Data) -> Bool {
    data.withUnsafeBytes { isPNG($0) }
  }

  /// Whether `bytes` start with the PNG signature.
  package static func isPNG(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { isPNG($0) }
  }

  /// The width and height in pixels that the IHDR chunk after the signature names, or nil when
  /// the bytes are not a PNG file, are cut short, or name an empty image. Only the size is read:
  /// the chunk's other fields and its CRC are the decoder's to check.
  package static func pixelSize(ofFile bytes: UnsafeRawBufferPointer) -> (width: Int, height: Int)? {
    guard isPNG(bytes), bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
    let width = Int(uint32(bytes, at: 16)), height = Int(uint32(bytes, at: 20))
    return width > 0 && height > 0 ? (width, height) : nil
  }

  /// The big-endian 32-bit number at `offset` (PNG's byte order for lengths, sizes and CRCs);
  /// the four bytes must be there.
  package static func uint32<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at offset: Int) -> UInt32 where Bytes.Index == Int {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
  }
}
