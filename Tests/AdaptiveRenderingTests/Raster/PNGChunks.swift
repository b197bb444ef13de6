import Foundation
import AdaptiveRendering
import PNGCodec

/// The chunks of a PNG file, read independently of the decoder under test.
struct PNGChunks {
  struct Chunk {
    var type: String
    var body: [UInt8]
    var crc: UInt32
    /// Whether the stored CRC is the CRC-32 of type and body.
    var crcIsValid: Bool { Checksums.crc32(Array(type.utf8) + body) == crc }
  }

  var signature: [UInt8]
  var chunks: [Chunk]

  init(_ data: Data) {
    let bytes = [UInt8](data)
    signature = Array(bytes.prefix(8))
    chunks = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = Int(PNGHeader.uint32(bytes, at: offset))
      guard offset + 12 + length <= bytes.count else { break }
      chunks.append(Chunk(type: String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self),
                          body: Array(bytes[(offset + 8)..<(offset + 8 + length)]),
                          crc: PNGHeader.uint32(bytes, at: offset + 8 + length)))
      offset += 12 + length
    }
  }

  /// The width and height in the IHDR chunk.
  var size: (width: Int, height: Int)? {
    guard let header = chunks.first(where: { $0.type == "IHDR" }) else { return nil }
    return (Int(PNGHeader.uint32(header.body, at: 0)), Int(PNGHeader.uint32(header.body, at: 4)))
  }

  /// The IDAT chunks' bodies joined: the zlib stream.
  var imageData: [UInt8] { chunks.filter { $0.type == "IDAT" }.flatMap(\.body) }
}

/// Runs python3 with a script and arguments; nil when python3 (or its zlib) is not available.
func runPython(_ script: String, _ arguments: [String]) -> (status: Int32, output: String)? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", "-c", script] + arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = Pipe()
  guard (try? process.run()) != nil else { return nil }
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  if process.terminationStatus == 127 { return nil }
  return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

/// Whether `python3 -c 'import zlib'` works here.
let pythonHasZlib: Bool = runPython("import zlib", [])?.status == 0

/// A file in the temporary directory, unique to the call.
func temporaryFile(_ name: String) -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-raster-\(UUID().uuidString)-\(name)")
}
