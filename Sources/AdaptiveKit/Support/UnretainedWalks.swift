/// Reading the controller and view trees without reference counting: the one place that says which
/// links the hot walks read unretained, and why that is safe.
///
/// A retain and a release cost about 40 instructions together (more for an object with a side
/// table), more than most steps of a walk: the routing climb (B2 in BENCHMARKS.md), the trait and
/// size passes over every controller and view (B1, B3) and the safe-area walks. These walks read
/// the tree through the links below without retaining what the tree already keeps alive.
///
/// **The links.** Each is unretained because its target owns the object holding it, and the owner
/// clears it when it lets go or goes away (its `deinit`):
/// - ``UIViewController/parent``, stored as `parentLink` (`Unmanaged`): the parent lists the
///   controllers naming it (`linkedChildren`) and clears their link in its `deinit`.
/// - `UIView.superviewLink` and `UIView.owningViewControllerLink` (`Unmanaged`): a superview retains
///   its subviews, a controller its view; each clears the link when it removes the view or goes
///   away.
/// - `UIViewController.windowHosting`, `columnHolder`, a bar's navigation controller and
///   `UINavigationItem.owningViewController` (`unowned(unsafe)`), on the same terms.
///
/// **The invariant.** Everything runs on the main actor, so nothing frees an object during a walk
/// except the walk's own calls. Hence two kinds of walk:
/// - *Climbs that only ask* (``UIViewController/targetViewController(forAction:sender:)``, the
///   `show` routing's search for a target, a view's window, the safe-area walks) call queries only
///   (`canPerformAction(_:withSender:)`, `targetViewController(forAction:sender:)`,
///   `overridesAction(_:)`, geometry reads), which change no containment: the object the climb
///   started from is alive (its caller holds it), it holds its parent or superview through the
///   link above, and so on up. Each step reads the next link and calls into it with
///   ``Swift/Unmanaged/withObject(_:)``, neither retained nor released.
/// - *Passes that call out* (`willTransition(to:with:)`, `viewWillTransition(to:with:)`,
///   `traitCollectionDidChange(_:)`, layout) may run app code that changes the tree. They iterate a
///   list of children or subviews with ``Swift/Array/forEachUnretained(_:)``: the call holds the
///   list's storage, which retains every element, for as long as it runs, so an element stays
///   alive even when a callback removes it from its parent meanwhile; the storage is never copied,
///   and the elements are handed over unretained.
///
/// Nothing checks this at run time; the test suites and the fuzzer, whose app callbacks move and
/// drop controllers in the middle of passes, exercise it.
extension Unmanaged {
  /// Runs `body` with the object, neither retained nor released around the call: the caller
  /// guarantees that something else keeps it alive meanwhile (see the invariant above).
  ///
  /// Calls the standard library's `_withUnsafeGuaranteedRef` from this module, compiled in the
  /// Swift 6 mode, so that a main-actor closure passed here does not check its executor per call.
  func withObject<Result>(_ body: (Instance) -> Result) -> Result {
    _withUnsafeGuaranteedRef(body)
  }
}

extension Array where Element: AnyObject {
  /// Calls `body` with each element in order, unretained: the array, which this call holds for as
  /// long as it runs, retains them all (see the invariant above). A pass over `children` or
  /// `subviews` whose callbacks may change them keeps going over the list as it was, as
  /// `for child in children` does, without a retain and a release per element.
  @inline(__always)
  func forEachUnretained(_ body: (Element) -> Void) {
    for index in indices { Unmanaged.passUnretained(self[index]).withObject(body) }
  }

  /// `forEachUnretained(_:)` that stops at the first element for which `body` returns false;
  /// returns whether it went through every element.
  @inline(__always)
  func allUnretained(_ body: (Element) -> Bool) -> Bool {
    for index in indices where !Unmanaged.passUnretained(self[index]).withObject(body) { return false }
    return true
  }
}
