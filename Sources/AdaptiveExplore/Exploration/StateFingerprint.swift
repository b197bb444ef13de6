import AdaptiveKit
public import AdaptiveRendering
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
    var digest = FNV1aDigest()
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
  public var description: String { FNV1aDigest.hex(value) }
}
