public import AdaptiveRendering
import Foundation

/// One part of an exploration split across machines, as CI systems split a test suite: shard
/// `index` of `count` (numbered from 0).
///
/// Every shard explores the first depths in full, up to the first depth with at least four states
/// per shard (or the depth before the last); of that depth's states, in the order they were found,
/// shard `index` expands every `count`-th one, starting with the `index`-th, and everything below
/// them. It records each state it expands with the trace that reached it
/// (``ExplorationShardRecord``); ``Explorer/merge(_:of:properties:checksDeadEnds:)`` replays the
/// exploration over the shards' records and gives the report an unsharded run gives. The first
/// trace to a state is a shortest one, so the shard that owns its prefix at the split depth
/// expanded the state from that trace.
public struct ExplorationShard: Sendable, Hashable, Codable, CustomStringConvertible {
  /// This shard's number, from 0.
  public let index: Int
  /// How many shards the exploration is split into.
  public let count: Int

  /// Shard `index` of `count`; nil unless `0 <= index < count`.
  public init?(index: Int, count: Int) {
    guard count >= 1, (0..<count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// Reads `i/n` (shard `i` of `n`, `i` from 0); nil for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
    self.init(index: index, count: count)
  }

  /// `i/n`.
  public var description: String { "\(index)/\(count)" }
}

/// What one shard of an exploration found: every state it expanded, with the trace that reached
/// it and what trying each action there gave. ``Explorer/merge(_:of:properties:checksDeadEnds:)``
/// puts the records of all the shards back together.
public struct ExplorationShardRecord: Sendable, Codable {
  /// One expanded state.
  public struct Expansion: Sendable, Codable {
    /// The state.
    public var fingerprint: StateFingerprint
    /// The trace that reached it.
    public var trace: [UserAction]
    /// What trying every action there gave.
    public var expansion: StateExpansion
  }

  /// Where the explored subject comes from (what a merge launches to search for dead ends).
  public var source: ExplorationSubject.Source
  /// The explored subject's name (`photo-browser (naive)`).
  public var subject: String
  /// Its device's identifier.
  public var device: String
  /// The orientation it started in.
  public var orientation: String
  /// The limits the shard explored under.
  public var limits: ExplorationLimits
  /// Which shard this is.
  public var shard: ExplorationShard
  /// The states it expanded, in the order it expanded them.
  public var expansions: [Expansion]
  /// How long the shard explored, in seconds.
  public var seconds: Double
}
