#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The socket calls whose spelling differs between Glibc and Darwin, in one place.
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
}
