import Foundation

/// The loop of a session worker process (`adaptive session-worker`): it hosts sessions of a
/// ``SessionStore`` on its own main actor for the front process that started it, answering the
/// front's requests from standard input on standard output, one at a time in the order they
/// come, and telling the front the photos its frames name and the sessions it closes.
///
/// The worker ends when its standard input ends: when the front exits or drops it.
public enum SessionWorker {
  /// Serves `store`'s sessions: requests from `input`, answers and notices to `output` (file
  /// descriptors); returns when `input` ends.
  @MainActor
  public static func run(store: SessionStore, input: Int32, output: Int32) async {
    let writer = WorkerPipeWriter(descriptor: output)
    store.pictures.whenAdded { key, data in
      writer.write(WorkerFrame(.picture, session: key, payload: Array(data)))
    }
    store.whenClosed = { id in writer.write(WorkerFrame(.ended, session: id)) }
    let (requests, continuation) = AsyncStream.makeStream(of: WorkerFrame.self)
    Thread.detachNewThread {
      let reader = WorkerPipeReader(descriptor: input)
      while let frame = reader.next() { continuation.yield(frame) }
      continuation.finish()
    }
    for await request in requests {
      writer.write(answer(to: request, from: store))
    }
  }

  /// Answers one request.
  @MainActor
  static func answer(to request: WorkerFrame, from store: SessionStore) -> WorkerFrame {
    var answer = WorkerFrame(.answer, request: request.request, session: request.session)
    switch request.kind {
    case .open:
      let drawing = FrameDrawing(rawValue: request.text) ?? .elements
      if let (id, frame) = store.open(resuming: request.session.isEmpty ? nil : request.session, drawing: drawing) {
        answer.session = id
        answer.payload = Array(frame.utf8)
      } else {
        answer.session = ""
      }
    case .message:
      answer.payload = Array(store.handle(request.text, in: request.session).utf8)
    case .disconnect:
      store.disconnect(request.session)
    case .close:
      store.close(request.session)
    case .idleTime:
      if let idle = store.idleTime(of: request.session) {
        answer.payload = Array(String(Double(idle.components.seconds) + Double(idle.components.attoseconds) / 1e18).utf8)
      }
    case .reload:
      answer.payload = Array((store.reload(request.session) ?? "").utf8)
    case .answer, .picture, .ended:
      break
    }
    return answer
  }
}
