/// A zlib stream of stored (uncompressed) deflate blocks: what the encoder writes on a system
/// where zlib cannot be loaded, so a picture is still a valid PNG, only larger.
enum StoredZlib {
  /// The stream of `bytes`: the zlib header, blocks of at most 65,535 bytes, the Adler-32.
  static func stream(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(start + 65_535, bytes.count), length = UInt16(end - start)
      out += [end == bytes.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
      out += bytes[start..<end]
      start = end
    } while start < bytes.count
    let adler = bytes.withUnsafeBufferPointer(Checksums.adler32)
    return out + [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
  }
}
