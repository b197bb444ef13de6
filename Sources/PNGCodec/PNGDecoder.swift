/// Reads PNG files at 8 bits a sample: greyscale, RGB, palette (with tRNS transparency), grey
/// with alpha and RGBA, not interlaced; chunk CRCs are checked.
package enum PNGDecoder {
  /// The most pixels a decoded picture may have (a 64-megapixel guard against hostile sizes).
  static let maxPixels = 1 << 26

  package static func decode(_ bytes: [UInt8]) throws(PNGDecodingError) -> RGBAImage {
    guard PNGHeader.isPNG(bytes) else { throw PNGDecodingError("not a PNG file") }
    var offset = 8
    var width = 0, height = 0, colourType = -1
    var palette: [UInt8] = [], transparency: [UInt8] = [], data: [UInt8] = []
    var ended = false
    while !ended {
      guard offset + 12 <= bytes.count else { throw PNGDecodingError("the file ends inside a chunk") }
      let length = Int(PNGHeader.uint32(bytes, at: offset))
      guard length <= bytes.count - offset - 12 else { throw PNGDecodingError("a chunk runs past the end of the file") }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let body = bytes[(offset + 8)..<(offset + 8 + length)]
      let crc = PNGHeader.uint32(bytes, at: offset + 8 + length)
      guard Checksums.crc32(body, continuing: Checksums.crc32(bytes[(offset + 4)..<(offset + 8)])) == crc else {
        throw PNGDecodingError("the \(type) chunk's CRC does not match")
      }
      switch type {
      case "IHDR":
        guard length == 13 else { throw PNGDecodingError("the IHDR chunk is not 13 bytes") }
        let start = body.startIndex
        width = Int(PNGHeader.uint32(bytes, at: start))
        height = Int(PNGHeader.uint32(bytes, at: start + 4))
        let depth = body[start + 8]
        colourType = Int(body[start + 9])
        guard depth == 8 else { throw PNGDecodingError("\(depth)-bit samples are not supported (8-bit only)") }
        guard [0, 2, 3, 4, 6].contains(colourType) else { throw PNGDecodingError("colour type \(colourType) is not valid") }
        guard body[start + 10] == 0, body[start + 11] == 0 else { throw PNGDecodingError("unknown compression or filter method") }
        guard body[start + 12] == 0 else { throw PNGDecodingError("interlaced images are not supported") }
        guard width > 0, height > 0, width <= maxPixels / height else { throw PNGDecodingError("the image size \(width)×\(height) is not supported") }
      case "PLTE": palette = Array(body)
      case "tRNS": transparency = Array(body)
      case "IDAT": data += body
      case "IEND": ended = true
      default: break
      }
      offset += length + 12
    }
    guard colourType >= 0 else { throw PNGDecodingError("the file has no IHDR chunk") }
    let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType]!
    let rowLength = width * channels
    let filtered = try SystemZlib.decompress(data, size: (rowLength + 1) * height)
    let samples = try unfilter(filtered, rowLength: rowLength, height: height, bytesPerPixel: channels)
    return try expand(samples, width: width, height: height, colourType: colourType, palette: palette, transparency: transparency)
  }

  /// The samples with each row's filter (None, Sub, Up, Average, Paeth) undone.
  static func unfilter(_ filtered: [UInt8], rowLength: Int, height: Int, bytesPerPixel: Int) throws(PNGDecodingError) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: rowLength * height)
    for y in 0..<height {
      let source = y * (rowLength + 1) + 1, row = y * rowLength
      let filter = filtered[source - 1]
      guard filter <= 4 else { throw PNGDecodingError("row \(y) has the unknown filter \(filter)") }
      for i in 0..<rowLength {
        let a = i >= bytesPerPixel ? Int(out[row + i - bytesPerPixel]) : 0
        let b = y > 0 ? Int(out[row - rowLength + i]) : 0
        let c = (y > 0 && i >= bytesPerPixel) ? Int(out[row - rowLength + i - bytesPerPixel]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        default:
          let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
          predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        }
        out[row + i] = filtered[source + i] &+ UInt8(predictor & 0xFF)
      }
    }
    return out
  }

  /// The samples as RGBA pixels.
  static func expand(_ samples: [UInt8], width: Int, height: Int, colourType: Int, palette: [UInt8], transparency: [UInt8]) throws(PNGDecodingError) -> RGBAImage {
    let count = width * height
    var pixels = [UInt8](repeating: 255, count: count * 4)
    switch colourType {
    case 0:
      for i in 0..<count { pixels[i * 4] = samples[i]; pixels[i * 4 + 1] = samples[i]; pixels[i * 4 + 2] = samples[i] }
    case 2:
      for i in 0..<count { for c in 0..<3 { pixels[i * 4 + c] = samples[i * 3 + c] } }
    case 3:
      guard !palette.isEmpty else { throw PNGDecodingError("a palette image has no PLTE chunk") }
      for i in 0..<count {
        let entry = Int(samples[i])
        guard entry * 3 + 2 < palette.count else { throw PNGDecodingError("a pixel's palette index is out of range") }
        for c in 0..<3 { pixels[i * 4 + c] = palette[entry * 3 + c] }
        if entry < transparency.count { pixels[i * 4 + 3] = transparency[entry] }
      }
    case 4:
      for i in 0..<count {
        for c in 0..<3 { pixels[i * 4 + c] = samples[i * 2] }
        pixels[i * 4 + 3] = samples[i * 2 + 1]
      }
    default:
      pixels = samples
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }
}
