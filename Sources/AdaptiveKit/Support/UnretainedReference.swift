extension Unmanaged {
  /// Runs `body` with the object, neither retained nor released around the call: the caller
  /// guarantees that something else keeps it alive meanwhile (a superview its subviews, a
  /// controller its view).
  ///
  /// The safe-area walks read every view above the one they answer for this way; a retain and a
  /// release per view and per controller cost more than the reads themselves.
  func withObject<Result>(_ body: (Instance) -> Result) -> Result {
    _withUnsafeGuaranteedRef(body)
  }
}
