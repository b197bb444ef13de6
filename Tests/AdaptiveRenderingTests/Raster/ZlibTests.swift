import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport
@testable import PNGCodec

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

  @Test func compressedBytesDecompressToTheOriginal() throws {
    #expect(SystemZlib.isAvailable)
    for (count, seed) in [(0, 1), (1, 2), (100, 3), (70_000, 4)] as [(Int, UInt64)] {
      let original = Self.sample(count: count, seed: seed)
      let stream = try #require(SystemZlib.compress(original))
      #expect(try SystemZlib.decompress(stream, size: count) == original)
    }
  }

  @Test func flatDataCompressesToUnderAThousandthOfItsSize() throws {
    let flat = [UInt8](repeating: 0, count: 1_000_000) + [UInt8](repeating: 7, count: 1000)
    #expect(try #require(SystemZlib.compress(flat)).count < flat.count / 1000)
  }

  @Test func storedStreamsWithoutZlibAreValidZlibStreams() throws {
    // What the encoder writes where zlib cannot be loaded: read back by zlib itself.
    for count in [0, 5, 65_535, 65_536, 200_000] {
      let original = Self.sample(count: count, seed: UInt64(count))
      let stream = StoredZlib.stream(original)
      #expect(stream.count == 2 + max(1, (count + 65_534) / 65_535) * 5 + count + 4)
      #expect(try SystemZlib.decompress(stream, size: count) == original)
    }
  }

  @Test func damagedStreamsThrowInsteadOfCrashing() throws {
    let stream = try #require(SystemZlib.compress(Self.sample(count: 5000, seed: 9)))
    #expect(throws: PNGDecodingError.self) { try SystemZlib.decompress(Array(stream.prefix(stream.count / 2)), size: 5000) }
    var flipped = stream
    flipped[stream.count / 2] ^= 0x55
    #expect(throws: PNGDecodingError.self) { try SystemZlib.decompress(flipped, size: 5000) }
    #expect(throws: PNGDecodingError.self) { try SystemZlib.decompress(stream, size: 100) }
    #expect(throws: PNGDecodingError.self) { try SystemZlib.decompress(stream, size: 6000) }
  }

  @Test(.enabled(if: pythonHasZlib)) func pythonsZlibAndOursReadEachOther() throws {
    let original = Self.sample(count: 50_000, seed: 11)
    let ours = temporaryFile("ours.z"), theirs = temporaryFile("theirs.z")
    try Data(try #require(SystemZlib.compress(original))).write(to: ours)
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
    #expect(try SystemZlib.decompress(recompressed, size: original.count) == original)
  }
}
