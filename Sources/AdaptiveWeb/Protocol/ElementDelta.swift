public import AdaptiveRendering

/// What changed in a page's elements since the frame it last drew: the elements that are new or
/// whose content differs, each with its stacking place `z`; the elements that only moved (a new
/// box, clip or place, the same content), as their geometry alone; and the keys of those gone. A
/// frame after an action carries this instead of every element unless most of them changed
/// content (``FrameMessage/changed``, ``FrameMessage/moved``, ``FrameMessage/removed``).
///
/// Places are sparse, so that an element drawn in a new place in the order does not move the
/// others: a full frame's elements stand ``spacing`` apart (the first at ``spacing``); after a
/// change, the elements that kept their order keep their places (the longest run of them in the
/// old order), and each new or reordered element takes a place between its neighbours'. When
/// there is no room left between two neighbours, the frame is a full one.
public struct ElementDelta: Equatable, Sendable {
  /// How far apart a full frame's elements stand in the stacking order.
  public static let spacing = 1024

  /// An element that is new or changed, with its place in the stacking order.
  public struct Placed: Encodable, Equatable, Sendable {
    /// The element.
    public var element: PageElement
    /// Its place in the stacking order (CSS `z-index`): higher is in front.
    public var z: Int

    /// An element at its place.
    public init(element: PageElement, z: Int) {
      self.element = element
      self.z = z
    }

    private enum Key: String, CodingKey { case z }

    /// The element's fields, then `z`, in one JSON object.
    public func encode(to encoder: any Encoder) throws {
      try element.encode(to: encoder)
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(z, forKey: .z)
    }
  }

  /// An element whose content did not change but whose box, clip or place did: its key and its
  /// new geometry, which the page applies to the element it drew (a resize moves nearly every
  /// element and changes few).
  public struct Moved: Encodable, Equatable, Sendable {
    /// The element's key.
    public var key: String
    /// Its new bounds in window points.
    public var x: Double, y: Double, w: Double, h: Double
    /// Its new clip (`[x, y, w, h, radius]`), nil when it has none.
    public var clip: [Double]?
    /// Its new place in the stacking order.
    public var z: Int

    /// The geometry of `element` at place `z`.
    public init(_ element: PageElement, z: Int) {
      key = element.key
      (x, y, w, h, clip) = (element.x, element.y, element.w, element.h, element.clip)
      self.z = z
    }

    /// `element` (the same key, as the page drew it) with this geometry, at this place.
    public func applied(to element: PageElement) -> Placed {
      var moved = element
      (moved.x, moved.y, moved.w, moved.h, moved.clip) = (x, y, w, h, clip)
      return Placed(element: moved, z: z)
    }
  }

  /// The elements new or changed in content, back to front.
  public var changed: [Placed]
  /// The elements that only moved, back to front.
  public var moved: [Moved]
  /// The keys of the elements gone, in the order the page last drew them.
  public var removed: [String]

  /// The elements a page drew last, by key, with their places: what a delta is taken against.
  public struct Baseline: Sendable {
    /// Each element drawn and its place.
    var drawn: [String: Placed] = [:]

    /// No elements: a page that has drawn nothing yet.
    public init() {}

    /// The elements of a full frame, which the page draws at places ``spacing`` apart.
    public init(_ elements: [PageElement]) {
      drawn.reserveCapacity(elements.count)
      for (index, element) in elements.enumerated() {
        drawn[element.key] = Placed(element: element, z: (index + 1) * ElementDelta.spacing)
      }
    }

    /// The elements at their places, back to front.
    init(placed: some Sequence<Placed>) {
      for element in placed { drawn[element.element.key] = element }
    }

    /// The elements back to front.
    public var elements: [PageElement] { placed.map(\.element) }
    /// The elements and their places, back to front.
    public var placed: [Placed] { drawn.values.sorted { $0.z < $1.z } }
  }

  /// A delta from its parts (a frame's ``FrameMessage/changed``, ``FrameMessage/moved`` and
  /// ``FrameMessage/removed``).
  public init(changed: [Placed], moved: [Moved] = [], removed: [String]) {
    self.changed = changed
    self.moved = moved
    self.removed = removed
  }

  /// What changes `baseline` into `elements`, or nil when the places between two elements that
  /// kept theirs are used up (the page then gets a full frame).
  public init?(from baseline: Baseline, to elements: [PageElement]) {
    guard let places = Self.places(of: elements, keeping: elements.map { baseline.drawn[$0.key]?.z }) else { return nil }
    var changed: [Placed] = []
    var moved: [Moved] = []
    var kept = Set<String>(minimumCapacity: elements.count)
    for (element, z) in zip(elements, places) {
      kept.insert(element.key)
      let placed = Placed(element: element, z: z)
      guard let old = baseline.drawn[element.key] else {
        changed.append(placed)
        continue
      }
      if old == placed { continue }
      let geometry = Moved(element, z: z)
      if geometry.applied(to: old.element) == placed { moved.append(geometry) } else { changed.append(placed) }
    }
    self.changed = changed
    self.moved = moved
    removed = baseline.placed.map(\.element.key).filter { !kept.contains($0) }
  }

  /// Whether the delta carries fewer than three quarters of the `count` elements a full frame would
  /// in full (the geometry of those that only moved and the keys of those gone are shorter and not
  /// counted): else the frame carries every element, which is hardly longer (a changed element
  /// also carries its place) and costs the page no more to draw.
  public func isSmaller(thanFrameOf count: Int) -> Bool { changed.count * 4 < count * 3 }

  /// `baseline` with the delta applied: what the page draws after it.
  public func applied(to baseline: Baseline) -> Baseline {
    var drawn = baseline.drawn
    for key in removed { drawn[key] = nil }
    for geometry in moved {
      if let old = drawn[geometry.key] { drawn[geometry.key] = geometry.applied(to: old.element) }
    }
    for placed in changed { drawn[placed.element.key] = placed }
    return Baseline(placed: drawn.values)
  }

  /// The places of elements whose old places are `old` (nil for a new element), increasing: the
  /// longest increasing run of old places is kept, and the others spread between their kept
  /// neighbours. Nil when some gap is too narrow.
  static func places(of elements: [PageElement], keeping old: [Int?]) -> [Int]? {
    let keep = longestIncreasingRun(old)
    var places = [Int](repeating: 0, count: old.count)
    var index = 0
    var previous = 0
    while index < old.count {
      if keep.contains(index), let z = old[index] {
        places[index] = z
        previous = z
        index += 1
        continue
      }
      // A run of elements to place, up to the next kept one (or the end).
      var end = index
      while end < old.count, !keep.contains(end) { end += 1 }
      let count = end - index
      let next = end < old.count ? old[end]! : previous + (count + 1) * spacing
      let step = (next - previous) / (count + 1)
      guard step >= 1 else { return nil }
      for offset in 0..<count { places[index + offset] = previous + step * (offset + 1) }
      previous = places[end - 1]
      index = end
    }
    return places
  }

  /// The indices of a longest strictly increasing run of the non-nil values (patience sorting).
  static func longestIncreasingRun(_ values: [Int?]) -> Set<Int> {
    var tails: [Int] = []   // tails[length - 1]: the index ending the best run of that length
    var before = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      guard let value else { continue }
      var low = 0, high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]]! < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { before[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var run = Set<Int>()
    var cursor = tails.last ?? -1
    while cursor >= 0 {
      run.insert(cursor)
      cursor = before[cursor]
    }
    return run
  }
}
