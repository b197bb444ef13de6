import Foundation

/// The safe-area walk of a window, kept from one question to the next: the links from the
/// window's subview down to the last view asked about, with their regions once computed, so that
/// safe areas are computed top-down.
///
/// A layout pass asks about a view, then its subviews, then theirs: each question extends the
/// chain by one link below a view already in it, instead of walking to the window again. The
/// views in the chain know their place in it (``UIView/safeAreaChainSlot``); anything that changes
/// what a view's link holds (its frame or bounds, its layout invalidated, its controller's traits,
/// bars or stack, its place in the hierarchy, the window's size or orientation) cuts the chain
/// at that view, and the next question reads it again from there.
///
/// A foldable device's window (the iPhone Duo) keeps no chain: there a navigation bar can be
/// vertical, and whether it is follows a preference forwarded from the hierarchy's top down to
/// each stack's top, so a change anywhere can move any view's safe area. Its views walk to the
/// window each time.
///
/// In debug builds every answer is checked against a fresh walk from the view to the window.
@MainActor
final class SafeAreaChain {
  /// How many changes that can move a safe area have happened, in any window: every cut asked
  /// for, whether or not the changed view was in a chain. A relayout check that finds a view's
  /// safe area as laid out records the count (``UIView/safeAreaCheckStamp``); while it has not
  /// moved, the view's safe area has not either. Never 0, which marks a view never found so.
  @exclusivity(unchecked) static var changeCount: UInt32 = 1
  /// The view whose `setNeedsLayout()` a relayout check is calling, having just read its safe area:
  /// that call is no change, and keeps the chain and the count.
  @exclusivity(unchecked) static var relayoutTarget: ObjectIdentifier?

  /// Counts a change that can move a safe area (wrapping past 0).
  static func countChange() {
    changeCount &+= 1
    if changeCount == 0 { changeCount = 1 }
  }

  /// The window whose views the chain holds: its context owns the chain.
  private unowned(unsafe) let window: UIWindow
  /// The chain's views, the window's subview first; each retained by the one before it.
  @exclusivity(unchecked) private var views: UnsafeMutableBufferPointer<Unmanaged<UIView>>
  /// What the walk read of each view.
  @exclusivity(unchecked) private var links: UnsafeMutableBufferPointer<SafeAreaResolver.Link>
  /// Each view's regions, once computed.
  @exclusivity(unchecked) private var regions: UnsafeMutableBufferPointer<SafeAreaResolver.Regions>
  /// The views in the chain.
  @exclusivity(unchecked) private var count = 0
  /// The window's own safe region, read when the chain starts again from the window.
  @exclusivity(unchecked) private var windowRegion = SafeAreaResolver.Region.zero

  /// Creates the empty chain of `window`, which is in it for good (its slot is -1: a change to
  /// it empties the chain).
  init(window: UIWindow) {
    self.window = window
    views = .allocate(capacity: 16)
    links = .allocate(capacity: 16)
    regions = .allocate(capacity: 16)
  }

  isolated deinit {
    cut(at: 0)
    views.deallocate()
    links.deallocate()
    regions.deallocate()
  }

  /// The safe-area insets of `view`, or nil when its superviews do not lead to a window.
  static func insets(of view: UIView) -> UIEdgeInsets? {
    // A window (slot -1) is not asked through its chain.
    guard let (chain, slot) = place(of: view), slot >= 0 else { return nil }
    let insets = chain.withObject { $0.insets(atSlot: slot) }
    assert(insets == SafeAreaResolver.with(view, { $0.insets() }), "The kept safe-area chain is stale for \(type(of: view))")
    return insets
  }

  /// Forgets the views from `slot` down (a negative slot: the window itself changed).
  func cut(at slot: Int) {
    let start = max(slot, 0)
    guard start < count else { return }
    for index in start..<count { views[index].withObject { $0.safeAreaChainLink = nil } }
    count = start
  }

  /// The chain holding `view` and its slot in it (-1 for the window), after extending the chain
  /// down to the view from the nearest superview already in it; nil when the view's superviews
  /// lead to no window.
  private static func place(of view: UIView) -> (Unmanaged<SafeAreaChain>, Int)? {
    if let chain = view.safeAreaChainLink { return (chain, view.safeAreaChainSlot) }
    guard let parent = view.superviewLink, let (chain, parentSlot) = parent.withObject({ place(of: $0) }) else { return nil }
    chain.withObject { $0.append(view, at: parentSlot + 1) }
    return (chain, parentSlot + 1)
  }

  /// Puts `view` at `slot`, below the view at `slot - 1` (the window for slot 0), forgetting what
  /// was there and below.
  private func append(_ view: UIView, at slot: Int) {
    cut(at: slot)
    if slot == links.count { grow() }
    let frame: CGRect
    if slot == 0 {
      windowRegion = .of(window)
      frame = SafeAreaResolver.frameInWindow(ofSubview: view, of: window)
    } else {
      frame = SafeAreaResolver.frameInWindow(view.frame, in: links[slot - 1])
    }
    links.initializeElement(at: slot, to: SafeAreaResolver.Link(Unmanaged.passUnretained(view), frame: frame))
    regions.initializeElement(at: slot, to: SafeAreaResolver.Regions())
    views.initializeElement(at: slot, to: .passUnretained(view))
    count = slot + 1
    view.joinSafeAreaChain(.passUnretained(self), at: slot)
  }

  /// The insets of the view at `slot`.
  private func insets(atSlot slot: Int) -> UIEdgeInsets {
    var resolver = SafeAreaResolver(links: links, regions: regions, count: slot + 1, windowRegion: windowRegion)
    return resolver.insets()
  }

  /// Doubles the room for links.
  private func grow() {
    let capacity = links.count * 2
    func moved<Element>(_ old: UnsafeMutableBufferPointer<Element>) -> UnsafeMutableBufferPointer<Element> {
      let new = UnsafeMutableBufferPointer<Element>.allocate(capacity: capacity)
      _ = new.moveInitialize(fromContentsOf: old[0..<count])
      old.deallocate()
      return new
    }
    views = moved(views)
    links = moved(links)
    regions = moved(regions)
  }
}

extension UIView {
  /// Records that this view is at `slot` in `chain`.
  func joinSafeAreaChain(_ chain: Unmanaged<SafeAreaChain>, at slot: Int) {
    safeAreaChainLink = chain
    safeAreaChainSlot = slot
  }

  /// Cuts the window's safe-area chain at this view, if the view is in it: what the chain read of
  /// the view (or of the window) may no longer hold.
  func safeAreaChainDidChange() {
    SafeAreaChain.countChange()
    guard let chain = safeAreaChainLink else { return }
    chain.withObject { $0.cut(at: safeAreaChainSlot) }
  }
}
