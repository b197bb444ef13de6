/// Runs `body` with uninitialised temporary storage for `capacity` elements (on the stack when it
/// fits), as the standard library's `withUnsafeTemporaryAllocation` does.
///
/// The layout walks call this instead of the standard library's function directly. The standard
/// library is not compiled in the Swift 6 language mode, so a main-actor closure passed straight to
/// it checks at run time, each time it runs, that it runs on the main actor; passed through this
/// function, compiled in Swift 6 mode, it does not. The check costs about 220 instructions, more
/// than most of the work such closures do (`contains(where:)` comparing identities,
/// `Optional.map` wrapping a value): the paths every layout, transition or stack change takes use
/// loops, `if let` and the identity searches in `IdenticalElements.swift` instead.
func withTemporaryBuffer<Element, Result>(
  of type: Element.Type, capacity: Int, _ body: (UnsafeMutableBufferPointer<Element>) -> Result
) -> Result {
  withUnsafeTemporaryAllocation(of: type, capacity: capacity) { body($0) }
}
