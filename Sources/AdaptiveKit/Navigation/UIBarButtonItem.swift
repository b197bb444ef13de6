/// A button in a navigation bar or toolbar, as UIKit's `UIBarButtonItem`.
///
/// A tap runs ``primaryAction`` when the item has one, otherwise sends ``action`` to ``target``;
/// with no target the action travels the responder chain from the first responder or, without
/// one, from the navigation controller whose bar shows the item (the controller itself when it
/// is in no navigation controller) — the bar's place in UIKit's chain ([INF]).
@MainActor
open class UIBarButtonItem {
  /// A system-provided item.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward
    case undo, redo, pageCurl, close
  }

  /// The item's style.
  public enum Style: Int, Sendable { case plain = 0, bordered = 1, done = 2 }

  /// The title.
  open var title: String?
  /// The name of the image shown instead of a title.
  open var imageName: String?
  /// The system item, if created from one.
  public let systemItem: SystemItem?
  /// The style.
  open var style: Style
  /// The object that receives ``action``; nil sends it along the responder chain. Held weakly,
  /// as UIKit holds it.
  open var target: AnyObject? {
    get { owningTarget ?? weakTarget }
    set {
      weakTarget = newValue
      owningTarget = nil
    }
  }
  private weak var weakTarget: AnyObject?
  /// The target when it is the object that keeps this item and clears this link as it goes away
  /// (a split's display-mode button): unowned, because a weak reference would give that object a
  /// side table, making each of its retains and releases slower.
  private unowned(unsafe) var owningTarget: AnyObject?

  /// Makes `owner`, which keeps this item, its target; `owner` calls ``ownerWillGoAway()`` as it
  /// goes away.
  func setTarget(owner: AnyObject) {
    weakTarget = nil
    owningTarget = owner
  }

  /// The owner that made itself the target (``setTarget(owner:)``) is going away.
  func ownerWillGoAway() { owningTarget = nil }
  /// The action sent when the item is tapped (make it with `#Selector`).
  open var action: Selector?
  /// The navigation item that lists this item.
  weak var navigationItem: UINavigationItem?
  /// The controller whose `toolbarItems` list this item.
  weak var toolbarOwner: UIViewController?
  /// The group the item belongs to, as UIKit's `buttonGroup`.
  public internal(set) weak var buttonGroup: UIBarButtonItemGroup?
  /// Whether a bar shows the item: neither it nor its group is hidden.
  var isShownInBar: Bool { !isHidden && buttonGroup?.isHidden != true }
  /// The action run when the item is tapped.
  open var primaryAction: UIAction?
  /// The storyboard segue this item triggers, run before its action.
  package var storyboardSegue: (@MainActor (UIBarButtonItem) -> Void)?
  /// Whether the item can be tapped.
  open var isEnabled = true
  /// The width of a fixed space (other items size to their title or image).
  open var width: CGFloat = 0
  /// Whether the item is hidden.
  open var isHidden = false
  /// An identifier for tests and automation.
  open var accessibilityIdentifier: String?
  /// Which bars the item may show in (iOS 27.1): `.automatic` (the default), `.horizontalOnly`
  /// (not shown where the only bar is vertical, see ``UIViewController/barButtonItemsShownInBars``) or
  /// `.verticalPreferred`.
  open var axisBehavior = AxisBehavior.automatic
  /// How long the item stays when its bar runs out of room (iOS 27): higher stays longer. The
  /// default is `.standard`.
  open var visibilityPriority = UIBarButtonItemVisibilityPriority.standard

  /// Creates an item with a title.
  public init(title: String?, style: Style = .plain, target: AnyObject? = nil, action: Selector? = nil) {
    self.title = title
    self.style = style
    self.weakTarget = target
    self.action = action
    self.systemItem = nil
  }

  /// Creates a system item.
  public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject? = nil, action: Selector? = nil) {
    self.systemItem = systemItem
    self.style = systemItem == .done ? .done : .plain
    self.weakTarget = target
    self.action = action
  }

  /// Creates an item that runs an action.
  public init(title: String? = nil, primaryAction: UIAction?) {
    self.title = title ?? primaryAction?.title
    self.primaryAction = primaryAction
    self.style = .plain
    self.systemItem = nil
  }

  /// Performs the item's action as a tap would; does nothing when disabled.
  public func simulateTap() {
    guard isEnabled else { return }
    storyboardSegue?(self)
    if let primaryAction {
      primaryAction.handler(primaryAction)
      return
    }
    guard let action else { return }
    let owner = navigationItem?.owningViewController ?? toolbarOwner
    let barResponder: UIResponder? = owner?.navigationController ?? owner
    ActionDelivery.send(action, to: target, from: self, event: UIEvent(), chainStart: barResponder,
                        window: owner?.viewIfLoaded?.window)
  }
}

/// A titled closure, as UIKit's `UIAction`.
@MainActor
public final class UIAction: UIMenuElement {
  /// The closure run when the action is performed.
  public let handler: @MainActor (UIAction) -> Void

  /// Creates an action.
  public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
    self.handler = handler
    super.init(title: title)
  }
}
