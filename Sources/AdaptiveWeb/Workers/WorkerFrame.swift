/// One message between the demo's front process and a session worker, on the worker's standard
/// input (requests) or standard output (answers and notices).
///
/// On the pipe a frame is its length (four bytes, big-endian, counting what follows), its kind
/// (one byte), its request number (four bytes: an answer carries the number of the request it
/// answers, a notice 0), the session id's length (two bytes) and the id in UTF-8, then the
/// payload: the message's bytes.
package struct WorkerFrame: Equatable, Sendable {
  /// What a frame asks or tells.
  package enum Kind: UInt8, Sendable {
    /// Front → worker: open a session, resuming the one the id names (empty: a new one); the
    /// payload is the page's drawing (`elements` or `svg`).
    case open = 1
    /// Front → worker: a page's message (the payload, UTF-8 text) for the session.
    case message = 2
    /// Front → worker: the session's socket closed.
    case disconnect = 3
    /// Front → worker: close the session.
    case close = 4
    /// Front → worker: how long the session has been idle.
    case idleTime = 5
    /// Front → worker: the session's scenario played again if its file changed.
    case reload = 6
    /// Worker → front: the answer to a request (the same request number); for `open`, the id of
    /// the session opened (empty when the worker is full) and its first frame.
    case answer = 64
    /// Worker → front: a photo that frames name by key (the id), to serve at `/picture/KEY`; sent
    /// before the first answer that names it.
    case picture = 65
    /// Worker → front: the worker closed a session of its own accord (expired or evicted).
    case ended = 66
  }

  /// What the frame asks or tells.
  package var kind: Kind
  /// The request it is or answers; 0 for a notice.
  package var request: UInt32
  /// The session it is about (a photo's key for ``Kind/picture``).
  package var session: String
  /// The message's bytes.
  package var payload: [UInt8]

  /// A frame.
  package init(_ kind: Kind, request: UInt32 = 0, session: String = "", payload: [UInt8] = []) {
    self.kind = kind
    self.request = request
    self.session = session
    self.payload = payload
  }

  /// The payload as text.
  package var text: String { String(decoding: payload, as: UTF8.self) }

  /// The largest frame read (64 MiB, past any frame message); a longer length ends the pipe.
  package static let maximumSize = 64 << 20

  /// The frame's bytes on the pipe, its length first.
  package var encoded: [UInt8] {
    let id = Array(session.utf8.prefix(Int(UInt16.max)))
    let length = 1 + 4 + 2 + id.count + payload.count
    var bytes: [UInt8] = []
    bytes.reserveCapacity(4 + length)
    bytes += Self.bigEndian(UInt32(length), count: 4)
    bytes.append(kind.rawValue)
    bytes += Self.bigEndian(request, count: 4)
    bytes += Self.bigEndian(UInt32(id.count), count: 2)
    bytes += id
    bytes += payload
    return bytes
  }

  /// The frame whose bytes (after the length) are `body`; nil when they are not a frame.
  package init?(body: ArraySlice<UInt8>) {
    guard body.count >= 7, let kind = Kind(rawValue: body[body.startIndex]) else { return nil }
    let start = body.startIndex
    let request = body[(start + 1)..<(start + 5)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    let idLength = Int(body[start + 5]) << 8 | Int(body[start + 6])
    guard body.count >= 7 + idLength else { return nil }
    self.init(kind, request: request, session: String(decoding: body[(start + 7)..<(start + 7 + idLength)], as: UTF8.self),
              payload: Array(body[(start + 7 + idLength)...]))
  }

  private static func bigEndian(_ value: UInt32, count: Int) -> [UInt8] {
    (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (UInt32($0) * 8)) }
  }
}
