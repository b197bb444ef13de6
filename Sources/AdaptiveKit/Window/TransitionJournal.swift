/// The transitions a window went through, in the order they happened: pushes and pops, presentations
/// and dismissals, a split view's collapse and expansion and the columns it shows and hides, and
/// tab selections (an AdaptiveKit addition).
///
/// Each window keeps its own journal (``WindowContext/journal``). Take a ``mark`` before doing
/// something and read ``entries(since:)`` after to see exactly what it caused:
///
/// ```swift
/// let mark = window.context.journal.mark
/// list.show(detail, sender: list)
/// let entries = window.context.journal.entries(since: mark)   // [push (animated) nav: list → detail]
/// ```
///
/// Controllers are named by `ObjectIdentifier`, so an entry never keeps a controller alive.
@MainActor
public struct TransitionJournal {
  /// What kind of transition happened.
  public enum Transition: Hashable, Sendable, CustomStringConvertible {
    /// `pushViewController(_:animated:)` (or `show` inside a navigation controller).
    case push
    /// A pop: `popViewController`, `popToViewController` or `popToRootViewController`.
    case pop
    /// `setViewControllers(_:animated:)` replacing the stack other than by a push or a pop.
    case setViewControllers
    /// A presentation, shown in the given (possibly adapted) style.
    case present(UIModalPresentationStyle)
    /// A dismissal of one presentation (a dismissal of a chain records one entry per layer).
    case dismiss
    /// A split view controller collapsed into one column.
    case collapse
    /// A collapsed split view controller expanded.
    case expand
    /// An expanded split view controller's display mode change made a column visible.
    case showColumn(UISplitViewController.Column)
    /// An expanded split view controller's display mode change hid a column.
    case hideColumn(UISplitViewController.Column)
    /// A tab bar controller selected the tab at an index of `viewControllers`.
    case selectTab(Int)

    /// A short name: `push`, `present(pageSheet)`, `showColumn(primary)`, `selectTab(2)`, ….
    public var description: String {
      switch self {
      case .push: "push"
      case .pop: "pop"
      case .setViewControllers: "setViewControllers"
      case let .present(style): "present(\(style))"
      case .dismiss: "dismiss"
      case .collapse: "collapse"
      case .expand: "expand"
      case let .showColumn(column): "showColumn(\(column))"
      case let .hideColumn(column): "hideColumn(\(column))"
      case let .selectTab(index): "selectTab(\(index))"
      }
    }
  }

  /// One transition: what happened, whether it animated, and the controllers involved.
  public struct Entry: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public var transition: Transition
    /// Whether the transition was animated.
    public var animated: Bool
    /// The controller that performed it: the navigation controller, the presenter, the split
    /// view controller or the tab bar controller.
    public var container: ObjectIdentifier
    /// The controller that was in front before (the old top, the presented controller being
    /// dismissed, the old tab), if any.
    public var from: ObjectIdentifier?
    /// The controller in front after (the new top, the presented controller, the presenter a
    /// dismissal uncovers, the new tab), if any.
    public var to: ObjectIdentifier?
    /// For a push, pop, presentation or dismissal that zooms (`preferredTransition`), the frame
    /// in window coordinates of the view the zoom starts from or returns to; nil otherwise.
    public var zoomSource: CGRect?

    /// Creates an entry.
    public init(
      transition: Transition, animated: Bool, container: ObjectIdentifier, from: ObjectIdentifier?, to: ObjectIdentifier?,
      zoomSource: CGRect? = nil
    ) {
      self.transition = transition
      self.animated = animated
      self.container = container
      self.from = from
      self.to = to
      self.zoomSource = zoomSource
    }

    /// The transition and whether it animated and zoomed: `push (animated)`, `present(fullScreen) (animated, zoom)`, `collapse`.
    public var description: String {
      let manner = [animated ? "animated" : nil, zoomSource == nil ? nil : "zoom"].compactMap { $0 }
      return manner.isEmpty ? "\(transition)" : "\(transition) (\(manner.joined(separator: ", ")))"
    }
  }

  /// A position in a journal, to read what was recorded after it.
  public struct Mark: Hashable, Sendable {
    let position: Int
  }

  /// Every entry, oldest first.
  public private(set) var entries: [Entry] = []

  /// Creates an empty journal.
  public init() {}

  /// The position after the last entry: ``entries(since:)`` with this mark returns what is
  /// recorded from now on.
  public var mark: Mark { Mark(position: entries.count) }

  /// The entries recorded after `mark`, oldest first.
  public func entries(since mark: Mark) -> ArraySlice<Entry> {
    entries[min(mark.position, entries.count)...]
  }

  /// Appends an entry.
  mutating func record(_ entry: Entry) {
    entries.append(entry)
  }
}
