#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The socket and pipe calls whose spelling differs between Glibc and Darwin, in one place.
enum SystemSocketCalls {
  /// Ends the sending side (`both` false) or both directions of a socket.
  static func shutdown(_ descriptor: Int32, both: Bool = true) {
    #if canImport(Glibc)
    _ = Glibc.shutdown(descriptor, Int32(both ? SHUT_RDWR : SHUT_WR))
    #else
    _ = Darwin.shutdown(descriptor, both ? SHUT_RDWR : SHUT_WR)
    #endif
  }

  /// Releases a descriptor.
  static func close(_ descriptor: Int32) {
    #if canImport(Glibc)
    _ = Glibc.close(descriptor)
    #else
    _ = Darwin.close(descriptor)
    #endif
  }

  /// `read(2)`: the bytes read into `buffer`, 0 at the end, -1 on an error.
  static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
  }

  /// `write(2)`: the bytes written from `buffer`, -1 on an error.
  static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
  }
}
