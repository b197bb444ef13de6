import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport
import PNGCodec

@Suite(.checksInvariants)
struct PNGCodecTests {
  static func gradient(width: Int, height: Int, alpha: (Int, Int) -> UInt8 = { _, _ in 255 }) -> RGBAImage {
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width { pixels += [UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), UInt8((x * y) % 256), alpha(x, y)] }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  @Test func opaqueImagesRoundTripAsRGBA() throws {
    let image = Self.gradient(width: 37, height: 23)
    let data = image.pngData()
    let chunks = PNGChunks(data)
    #expect(chunks.signature == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(chunks.chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
    #expect(chunks.chunks.allSatisfy { $0.crcIsValid })
    // RGBA even when opaque: the Up filter leaves the alpha bytes zeros that cost nearly nothing.
    #expect(chunks.chunks[0].body[8...9] == [8, 6])
    #expect(try RGBAImage(png: data) == image)
  }

  @Test func translucentImagesRoundTripAsRGBA() throws {
    let image = Self.gradient(width: 16, height: 9) { x, y in UInt8((x * 16 + y) % 256) }
    let data = image.pngData()
    #expect(PNGChunks(data).chunks[0].body[9] == 6)
    #expect(try RGBAImage(png: data) == image)
  }

  @Test func bundledPhotosDecode() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/PhotoBrowser/Resources/Images")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
    #expect(files.count > 10)
    for file in files {
      let image = try RGBAImage(png: Data(contentsOf: folder.appendingPathComponent(file)))
      #expect(image.width == 160 && image.height == 120, "\(file)")
      #expect(image.pixel(x: 80, y: 60)?.alpha == 1)
    }
  }

  @Test func unsupportedAndDamagedFilesAreReportedNotDrawn() throws {
    #expect(throws: PNGDecodingError("not a PNG file")) { try RGBAImage(png: Data("GIF89a".utf8)) }
    var data = [UInt8](Self.gradient(width: 4, height: 4).pngData())
    data[16 + 12] = 1 // IHDR's interlace byte (the CRC no longer matches)
    #expect(throws: PNGDecodingError.self) { try RGBAImage(png: Data(data)) }
    let truncated = Self.gradient(width: 40, height: 40).pngData().prefix(60)
    #expect(throws: PNGDecodingError.self) { try RGBAImage(png: Data(truncated)) }
  }

  @Test(.enabled(if: pythonHasZlib)) func pythonReadsTheImageDataOfOurPNG() throws {
    let image = Self.gradient(width: 64, height: 48)
    let file = temporaryFile("gradient.png")
    try image.pngData().write(to: file)
    // Undoes the Sub and Up filters in Python and prints the first pixels and a checksum.
    let script = """
      import sys, zlib, struct
      data = open(sys.argv[1], 'rb').read()
      assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
      pos, idat = 8, b''
      while pos < len(data):
          n, = struct.unpack('>I', data[pos:pos+4]); kind = data[pos+4:pos+8]
          assert zlib.crc32(data[pos+4:pos+8+n]) == struct.unpack('>I', data[pos+8+n:pos+12+n])[0]
          if kind == b'IHDR': w, h = struct.unpack('>II', data[pos+8:pos+16])
          if kind == b'IDAT': idat += data[pos+8:pos+8+n]
          pos += 12 + n
      raw, rows, stride = zlib.decompress(idat), [], w * 4
      prev = bytearray(stride)
      for y in range(h):
          f, line = raw[y*(stride+1)], bytearray(raw[y*(stride+1)+1:(y+1)*(stride+1)])
          for i in range(stride):
              if f == 1: line[i] = (line[i] + (line[i-4] if i >= 4 else 0)) & 255
              elif f == 2: line[i] = (line[i] + prev[i]) & 255
              else: assert f == 0
          rows.append(bytes(b for i, b in enumerate(line) if i % 4 != 3)); prev = line
      print(w, h, sum(b''.join(rows)))
      """
    let run = try #require(runPython(script, [file.path]))
    #expect(run.status == 0)
    var expected = 0
    for (index, byte) in image.pixels.enumerated() where index % 4 != 3 { expected += Int(byte) }
    #expect(run.output == "64 48 \(expected)\n")
  }
}
