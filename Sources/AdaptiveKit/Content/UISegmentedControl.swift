/// A row of segments, one of which is selected, as UIKit's `UISegmentedControl`. Setting
/// ``selectedSegmentIndex`` in code sends nothing; the user's tap (``simulateTap(onSegmentAt:)``)
/// sends `.valueChanged`, as in UIKit.
open class UISegmentedControl: UIControl {
  /// The index meaning "no segment selected".
  public static let noSegment = -1

  private var segments: [(title: String?, image: UIImage?, isEnabled: Bool)] = []

  /// The selected segment's index, or ``noSegment``.
  open var selectedSegmentIndex = UISegmentedControl.noSegment
  /// Whether a tapped segment is selected only for the tap.
  open var isMomentary = false

  /// Creates a control with segments from titles (`String`) or images (``UIImage``).
  public init(items: [Any]?) {
    super.init(frame: .zero)
    for item in items ?? [] {
      segments.append((item as? String, item as? UIImage, true))
    }
  }

  /// Creates a control with no segments.
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// Creates the view from a storyboard.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// A segment's title, or nil for an image segment or an index out of range.
  open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
  /// Sets a segment's title.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
  }
  /// A segment's image.
  open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
  /// Inserts a titled segment (the index is clamped to the valid range, as UIKit does).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    let index = min(max(segment, 0), segments.count)
    segments.insert((title, nil, true), at: index)
    if selectedSegmentIndex >= index, selectedSegmentIndex != UISegmentedControl.noSegment { selectedSegmentIndex += 1 }
  }
  /// Removes a segment.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = UISegmentedControl.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
  }
  /// Removes every segment.
  open func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = UISegmentedControl.noSegment
  }
  /// Enables or disables one segment.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }
  /// Whether a segment is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) && segments[segment].isEnabled }

  /// Plays the user's tap on a segment (an AdaptiveKit harness addition): an enabled segment of an
  /// enabled control is selected and `.valueChanged` is sent when the selection changes (every
  /// time for a momentary control, which then clears the selection). Returns whether it was sent.
  @discardableResult
  public func simulateTap(onSegmentAt segment: Int) -> Bool {
    guard isEnabled, !isHidden, isEnabledForSegment(at: segment) else { return false }
    guard isMomentary || selectedSegmentIndex != segment else { return false }
    selectedSegmentIndex = segment
    sendActions(for: .valueChanged)
    if isMomentary { selectedSegmentIndex = UISegmentedControl.noSegment }
    return true
  }
}
