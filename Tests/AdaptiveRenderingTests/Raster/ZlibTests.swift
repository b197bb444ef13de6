import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport
import PNGCodec

@Suite(.checksInvariants)
struct ZlibTests {
  /// Bytes that are partly random, partly runs, as filtered image rows are.
  static func sample(count: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    return (0..<count).map { index in
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return index % 300 < 120 ? UInt8(truncatingIfNeeded: state >> 33) : UInt8(index / 300 % 7)
    }
  }

  @Test func checksumsMatchKnownValues() {
    #expect(Checksums.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(Array("Wikipedia".utf8).withUnsafeBufferPointer(Checksums.adler32) == 0x11E6_0398)
    #expect(Checksums.crc32(Array("IEND".utf8)) == 0xAE42_6082)
  }

  @Test func compressedBytesInflateToTheOriginal() throws {
    for (count, seed) in [(0, 1), (1, 2), (100, 3), (70_000, 4)] as [(Int, UInt64)] {
      let original = Self.sample(count: count, seed: seed)
      let stream = Deflate.zlib(original)
      #expect(try Inflate.zlib(stream, limit: count) == original)
    }
  }

  @Test func flatDataCompressesToUnderAHundredthOfItsSize() {
    // A 258-byte match costs 13 bits in the fixed codes: 1/159 of the input at best.
    let flat = [UInt8](repeating: 0, count: 1_000_000) + [UInt8](repeating: 7, count: 1000)
    #expect(Deflate.zlib(flat).count < flat.count / 150)
  }

  @Test func storedAndDynamicBlocksFromZlibInflate() throws {
    // zlib.compress(b"stored!", 0): one stored block.
    let stored: [UInt8] = [120, 1, 1, 7, 0, 248, 255, 115, 116, 111, 114, 101, 100, 33, 11, 239, 2, 179]
    #expect(try Inflate.zlib(stored, limit: 100) == Array("stored!".utf8))
    // zlib.compress of 400 random letters from "aaaaaaaabbbbccd e", level 9: one dynamic block.
    // Inflate checks the stream's Adler-32, so decoding at all means the bytes are right.
    let dynamic: [UInt8] = [120, 218, 53, 80, 11, 18, 68, 33, 8, 186, 138, 87, 147, 207, 253, 175, 176, 224, 107, 155, 209, 74, 9, 48, 44, 119, 23, 235, 100, 246, 216, 248, 18, 216, 198, 23, 59, 132, 132, 59, 194, 3, 229, 100, 166, 53, 5, 1, 163, 108, 147, 16, 136, 109, 119, 238, 33, 153, 93, 41, 49, 245, 99, 61, 178, 45, 19, 81, 89, 49, 235, 104, 2, 124, 98, 151, 121, 188, 1, 107, 230, 108, 228, 18, 151, 198, 5, 26, 119, 169, 89, 23, 129, 36, 60, 143, 83, 107, 219, 106, 184, 183, 250, 122, 234, 186, 106, 150, 223, 228, 112, 168, 59, 133, 204, 242, 187, 54, 246, 27, 192, 158, 103, 199, 41, 42, 247, 194, 198, 21, 86, 222, 83, 167, 80, 64, 237, 4, 211, 121, 151, 238, 176, 104, 41, 191, 22, 121, 195, 223, 92, 7, 108, 179, 142, 239, 45, 254, 159, 172, 237, 215, 253, 0, 18, 178, 146, 89]
    #expect((dynamic[2] >> 1) & 3 == 2)
    let text = try Inflate.zlib(dynamic, limit: 1000)
    #expect(text.count == 400)
    #expect(String(decoding: text.prefix(10), as: UTF8.self) == "bacaaabaea")
  }

  @Test func damagedStreamsThrowInsteadOfCrashing() {
    let stream = Deflate.zlib(Self.sample(count: 5000, seed: 9))
    #expect(throws: PNGDecodingError.self) { try Inflate.zlib(Array(stream.prefix(stream.count / 2)), limit: 5000) }
    var flipped = stream
    flipped[stream.count / 2] ^= 0x55
    #expect(throws: PNGDecodingError.self) { try Inflate.zlib(flipped, limit: 5000) }
    #expect(throws: PNGDecodingError.self) { try Inflate.zlib(stream, limit: 100) }
  }

  @Test(.enabled(if: pythonHasZlib)) func pythonsZlibAndOursReadEachOther() throws {
    let original = Self.sample(count: 50_000, seed: 11)
    let ours = temporaryFile("ours.z"), theirs = temporaryFile("theirs.z")
    try Data(Deflate.zlib(original)).write(to: ours)
    let script = """
      import sys, zlib, hashlib
      data = zlib.decompress(open(sys.argv[1], 'rb').read())
      open(sys.argv[2], 'wb').write(zlib.compress(data, 9))
      print(len(data), hashlib.sha256(data).hexdigest())
      """
    let run = try #require(runPython(script, [ours.path, theirs.path]))
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("50000 "))
    let recompressed = try [UInt8](Data(contentsOf: theirs))
    #expect(try Inflate.zlib(recompressed, limit: original.count) == original)
  }
}
