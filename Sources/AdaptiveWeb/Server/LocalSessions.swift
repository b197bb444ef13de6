/// The sessions of a ``SessionStore`` in this process, on the main actor.
package struct LocalSessions: SessionHost {
  /// The store.
  package let store: SessionStore
  package let openCount: SessionCount
  package let pictures: PictureStore

  /// The sessions of `store`.
  package init(store: SessionStore) {
    self.store = store
    openCount = store.openCount
    pictures = store.pictures
  }

  package func open(resuming id: String?, drawing: FrameDrawing) async -> (id: String, frame: String)? {
    await store.open(resuming: id, drawing: drawing)
  }

  package func handle(_ text: String, in id: String) async -> String { await store.handle(text, in: id) }

  package func reload(_ id: String) async -> String? { await store.reload(id) }

  package func disconnect(_ id: String) async { await store.disconnect(id) }

  package func close(_ id: String) async { await store.close(id) }

  package func idleTime(of id: String) async -> Duration? { await store.idleTime(of: id) }

  package func whenLost(_ id: String, _ lost: @escaping @Sendable (String) -> Void) {}
}
