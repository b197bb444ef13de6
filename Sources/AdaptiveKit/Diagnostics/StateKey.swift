import Foundation

/// A cheap, hashable snapshot of what a user can observe in a window, for an explorer to tell
/// states it has already seen from new ones (an AdaptiveKit addition).
///
/// Two keys are equal when the window has the same size and orientation and every controller, in
/// the same place, has the same identity, title, size classes, frame, appearance state,
/// presentation style and selected detent, split state (collapsed, display mode) and selected tab.
/// The key is built in one walk of the hierarchy: children in order, then what each controller
/// presents.
///
/// ```swift
/// var seen: Set<StateKey> = [StateKey(window)]
/// window.rotate(to: .landscapeLeft)
/// let isNew = seen.insert(StateKey(window)).inserted
/// ```
@MainActor
public struct StateKey: Hashable, Sendable {
  /// Where a controller is: the window's root, the child at an index of the controller before it
  /// in the walk, or the controller it presents.
  enum Place: Hashable, Sendable {
    case root
    case child(parent: Int, index: Int)
    case presented(by: Int)
  }

  /// A frame, hashable.
  struct Rect: Hashable, Sendable {
    var x = 0.0, y = 0.0, width = 0.0, height = 0.0
  }

  /// One controller's observable state.
  struct Controller: Hashable, Sendable {
    var identity: ObjectIdentifier
    var place: Place
    var title: String?
    var horizontalSizeClass: UIUserInterfaceSizeClass
    var verticalSizeClass: UIUserInterfaceSizeClass
    var frame: Rect
    var appearance: AppearanceState
    var presentationStyle: UIModalPresentationStyle?
    var selectedDetent: String?
    var splitCollapsed: Bool?
    var displayMode: UISplitViewController.DisplayMode?
    var selectedTab: Int?
  }

  private var size: Rect
  private var orientation: UIInterfaceOrientation
  private var contentSizeCategory: UIContentSizeCategory
  private var controllers: [Controller] = []

  /// Takes the key of `window`'s current state.
  public init(_ window: UIWindow) {
    size = Rect(width: Double(window.bounds.width), height: Double(window.bounds.height))
    orientation = window.interfaceOrientation
    contentSizeCategory = window.traitCollection.preferredContentSizeCategory
    controllers.reserveCapacity(16)
    if let root = window.rootViewController { visit(root, place: .root) }
  }

  private mutating func visit(_ controller: UIViewController, place: Place) {
    let traits = controller.traitCollection
    var state = Controller(
      identity: ObjectIdentifier(controller), place: place, title: controller.title,
      horizontalSizeClass: traits.horizontalSizeClass, verticalSizeClass: traits.verticalSizeClass,
      frame: controller.storedView.map { view in
        let frame = view.frameInWindow
        return Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
      } ?? Rect(),
      appearance: controller.appearanceState
    )
    if let presentation = controller.storedPresentationController, controller.storedPresentingViewController != nil {
      state.presentationStyle = presentation.effectivePresentationStyle
      state.selectedDetent = (presentation as? UISheetPresentationController)?.selectedDetentIdentifier?.rawValue
    }
    if let split = controller as? UISplitViewController {
      state.splitCollapsed = split.isCollapsed
      state.displayMode = split.displayMode
    }
    if let tabs = controller as? UITabBarController { state.selectedTab = tabs.selectedIndex }
    let index = controllers.count
    controllers.append(state)
    for (position, child) in controller.children.enumerated() { visit(child, place: .child(parent: index, index: position)) }
    if let presented = controller.storedPresentedViewController { visit(presented, place: .presented(by: index)) }
  }
}
