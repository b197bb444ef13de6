#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// zlib, the compression library of every Linux and macOS system, loaded from the system when
/// first used (`libz.so.1`, `libz.1.dylib`). Loading it at run time needs no header or link flag,
/// so a package that depends on AdaptiveKit builds on a machine without zlib's development files.
enum SystemZlib {
  private typealias Compress2 = @convention(c) (
    UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt, Int32
  ) -> Int32
  private typealias Uncompress = @convention(c) (
    UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt
  ) -> Int32
  private typealias CompressBound = @convention(c) (UInt) -> UInt

  /// The library's functions; C function pointers are safe to share.
  private struct Functions: @unchecked Sendable {
    let compress2: Compress2
    let uncompress: Uncompress
    let compressBound: CompressBound
  }

  /// The functions, or nil where no zlib could be loaded.
  private static let functions: Functions? = {
    for name in ["libz.so.1", "libz.so", "libz.1.dylib", "/usr/lib/libz.1.dylib"] {
      guard let library = dlopen(name, RTLD_NOW | RTLD_LOCAL),
        let compress2 = dlsym(library, "compress2"), let uncompress = dlsym(library, "uncompress"),
        let compressBound = dlsym(library, "compressBound")
      else { continue }
      return Functions(
        compress2: unsafeBitCast(compress2, to: Compress2.self), uncompress: unsafeBitCast(uncompress, to: Uncompress.self),
        compressBound: unsafeBitCast(compressBound, to: CompressBound.self))
    }
    return nil
  }()

  /// Whether zlib was found.
  static var isAvailable: Bool { functions != nil }

  /// A zlib stream of `bytes` at compression `level` (1 fastest … 9 smallest); nil without zlib.
  static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8]? {
    guard let functions else { return nil }
    var length = functions.compressBound(UInt(bytes.count))
    var out = [UInt8](repeating: 0, count: Int(length))
    let status = out.withUnsafeMutableBufferPointer { out in
      bytes.withUnsafeBufferPointer { functions.compress2(out.baseAddress, &length, $0.baseAddress, UInt($0.count), level) }
    }
    guard status == 0 else { return nil }
    out.removeLast(out.count - Int(length))
    return out
  }

  /// The bytes a zlib stream holds, which must be exactly `size` bytes.
  static func decompress(_ stream: [UInt8], size: Int) throws(PNGDecodingError) -> [UInt8] {
    guard let functions else { throw PNGDecodingError("no zlib library was found to read the image data") }
    // One byte more than expected shows a stream that holds too much.
    var length = UInt(size + 1)
    var out = [UInt8](repeating: 0, count: size + 1)
    let status = out.withUnsafeMutableBufferPointer { out in
      stream.withUnsafeBufferPointer { functions.uncompress(out.baseAddress, &length, $0.baseAddress, UInt($0.count)) }
    }
    switch status {
    case 0 where Int(length) == size:
      out.removeLast()
      return out
    case 0: throw PNGDecodingError("the image data holds \(length) bytes, not \(size)")
    case -5 where Int(length) > size: throw PNGDecodingError("the image data holds more than \(size) bytes")
    case -5: throw PNGDecodingError("the image data ends early")
    default: throw PNGDecodingError("the image data is damaged (zlib status \(status))")
    }
  }
}
