import AdaptiveKit
import AdaptiveRendering
import Foundation

/// A state's identity for the explorer: a 64-bit digest of what a user can observe — the hierarchy
/// dump (controllers, their places, size classes, frames, appearance, presentations, the window's
/// size, orientation and text size) and every text drawn on screen with where it is drawn.
///
/// Unlike `StateKey`, it names no object: two windows built separately that show the same thing
/// have the same fingerprint, in any process (the digest is FNV-1a, not Swift's seeded `Hasher`),
/// so a state reached by replaying a trace is recognised.
public struct StateFingerprint: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The digest.
  public let value: UInt64

  /// The fingerprint of the window `frame` shows.
  @MainActor
  public init(_ frame: RenderedFrame) {
    var digest = Digest()
    digest.add(frame.hierarchyDump)
    for element in frame.displayList.elements {
      guard case let .text(text, _, _, _) = element.shape else { continue }
      digest.add(text)
      for number in [element.frame.minX, element.frame.minY, element.frame.width, element.frame.height] {
        digest.add(Int64((number * 2).rounded()))
      }
    }
    value = digest.value
  }

  /// Sixteen hexadecimal digits.
  public var description: String {
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// FNV-1a, 64 bits.
  private struct Digest {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ string: String) {
      for byte in string.utf8 { add(byte) }
      add(UInt8(0))
    }

    mutating func add(_ number: Int64) {
      var bits = UInt64(bitPattern: number)
      for _ in 0..<8 {
        add(UInt8(truncatingIfNeeded: bits))
        bits >>= 8
      }
    }

    mutating func add(_ byte: UInt8) {
      value ^= UInt64(byte)
      value &*= 0x0000_0100_0000_01b3
    }
  }
}
