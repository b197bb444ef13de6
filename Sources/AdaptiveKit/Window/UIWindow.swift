import Foundation

/// The backdrop for an app's content, as UIKit's `UIWindow`: it owns the root view controller and
/// is the source of every trait in its hierarchy.
///
/// Create one for a catalogued device with ``init(device:orientation:posture:)`` or for any size with
/// ``init(frame:)`` (a free-form iPad window, as in Stage Manager). Then drive it with
/// ``rotate(to:)``, ``resize(to:)`` and ``preferredContentSizeCategory``, each a trait
/// transition that runs UIKit's callbacks in UIKit's order (R54).
open class UIWindow: UIView {
  /// The device this window simulates, if it was created for one.
  public let device: Device?
  /// The device's safe-area insets in portrait and landscape, kept apart so that the safe-area
  /// walks read them without copying the whole ``device`` (its name is a string to retain).
  let deviceSafeAreaInsets: (portrait: UIEdgeInsets, landscape: UIEdgeInsets)?
  /// The interface orientation (``UIInterfaceOrientation/unknown`` for free-form windows).
  public private(set) var interfaceOrientation: UIInterfaceOrientation
  /// How the window's foldable device is held (``Device/Posture``), which decides the display it
  /// covers; nil for a device that does not fold and for a free-form window. A foldable device's
  /// window starts `.closed`; change it with ``fold(to:)``.
  public private(set) var posture: Device.Posture?
  /// The window's traits: size classes from its size and idiom, the device's scale, the content size
  /// category, layout direction and appearance (light unless ``overrideUserInterfaceStyle`` says).
  public override var traitCollection: UITraitCollection { windowTraits }
  private var windowTraits: UITraitCollection
  /// The appearance of everything in the window; setting it is a trait transition.
  open override var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    didSet {
      guard overrideUserInterfaceStyle != oldValue else { return }
      transition(to: frame.size, orientation: interfaceOrientation, userInterfaceStyle: overrideUserInterfaceStyle)
    }
  }
  /// Whether this is the key window.
  public private(set) var isKeyWindow = false
  /// The state this window owns: transitions in progress, identities, the journal of transitions.
  public let context = WindowContext()

  /// The window's root view controller. Replacing it while the window is visible removes the old
  /// root's view (with disappear callbacks) and installs the new one's (with appear callbacks).
  open var rootViewController: UIViewController? {
    get { storedRootViewController }
    set { replaceRootViewController(with: newValue) }
  }

  /// The scene the window belongs to; setting it moves the window to that scene's ``UIWindowScene/windows``.
  open weak var windowScene: UIWindowScene? {
    didSet {
      guard oldValue !== windowScene else { return }
      oldValue?.detach(self)
      windowScene?.attach(self)
    }
  }
  /// The first responder set by ``UIResponder/becomeFirstResponder()``.
  weak var storedFirstResponder: UIResponder?
  /// The first responder, while it is still in this window.
  var currentFirstResponder: UIResponder? {
    guard let responder = storedFirstResponder, responder.responderWindow === self else { return nil }
    return responder
  }

  /// The window's scene; for a window without one, the app that made it during its launch, else
  /// ``UIApplication/shared``.
  open override var next: UIResponder? { windowScene ?? application ?? UIApplication.shared }
  /// The app that made this window during its launch, for a window without a scene.
  weak var application: UIApplication?
  /// The app a catalogue launch made this window for, kept alive as long as the window, as a
  /// device keeps an app running while its window shows; ``AppCatalogue/end(_:)`` lets it go.
  var launchedApplication: UIApplication?

  private var storedRootViewController: UIViewController?
  /// The root while this window hosts it. During a root replacement a callback of the old root's
  /// disappearance may have made it another window's root: it takes that window's traits and size
  /// only, as its view has left this window.
  var hostedRootViewController: UIViewController? {
    guard let root = storedRootViewController, root.windowHosting === self else { return nil }
    return root
  }
  /// Whether a root replacement is running; replacements asked for from its callbacks wait here.
  private var isReplacingRoot = false
  /// Whether a size or trait transition is running (a rotation, a resize, a text size change).
  var isTransitioningSize = false
  private var queuedRootReplacements: [() -> Void] = []

  /// Creates a window for a catalogued device in an orientation. A custom device whose size or
  /// scale is not usable (NaN, infinite, negative, absurd) is reported and clamped
  /// (see ``Device/validated()``).
  ///
  /// A foldable device's window covers the display of `posture` (the outer display when it is
  /// nil: the device starts `.closed`), as an app launched on an open iPhone Duo starts on its
  /// inner display, with no transition. A posture for a device that does not fold is reported and
  /// ignored.
  public convenience init(device: Device, orientation: UIInterfaceOrientation = .portrait, posture: Device.Posture? = nil) {
    let usable = device.validated()
    var startPosture: Device.Posture? = usable.isFoldable ? posture ?? .closed : nil
    if let posture, !usable.isFoldable {
      MisuseReport.log("Cannot start \"\(usable.name)\" \(posture): it does not fold. The window starts unfolded.").report()
      startPosture = nil
    }
    self.init(frame: CGRect(origin: .zero, size: usable.screenSize(for: orientation, posture: startPosture)),
              device: usable, orientation: orientation, posture: startPosture)
  }

  /// Creates a free-form window: `.pad` idiom, 2× scale, size classes by the free-form thresholds.
  /// A frame that is not usable (NaN, infinite, negative or larger than 100,000 points) is
  /// reported and clamped: NaN and negatives become 0, the rest the maximum.
  ///
  /// While an app launches (``UIApplication/launch(delegate:sceneDelegate:bundle:on:orientation:posture:host:options:)``),
  /// a window made with `UIWindow()` or `UIWindow(frame:)` covers the launch device's screen instead,
  /// as an app's full-screen window does on iOS.
  public override convenience init(frame: CGRect) {
    if let launching = UIApplication.launching, let device = launching.device {
      self.init(device: device, orientation: launching.deviceInterfaceOrientation, posture: launching.devicePosture)
      launching.adoptWindowMadeDuringLaunch(self)
      return
    }
    let usable = SizeValidation.clamped(frame)
    if usable != frame || SizeValidation.problem(with: frame.size) != nil {
      MisuseReport.log("UIWindow frame \(frame) is not usable; it was clamped to \(usable).").report()
    }
    self.init(frame: usable, device: nil, orientation: .unknown, posture: nil)
  }

  /// Creates a window in a scene, covering the scene's screen (or its multitasking size).
  public convenience init(windowScene: UIWindowScene) {
    if let device = windowScene.device {
      self.init(device: device, orientation: windowScene.interfaceOrientation, posture: windowScene.screen.posture)
      if frame.size != windowScene.size { resize(to: windowScene.size) }
    } else {
      self.init(frame: CGRect(origin: .zero, size: windowScene.size), device: nil, orientation: .unknown, posture: nil)
    }
    self.windowScene = windowScene
    windowScene.attach(self)   // an initializer's assignment runs no observer
    adoptHostTraits()
  }

  private init(frame: CGRect, device: Device?, orientation: UIInterfaceOrientation, posture: Device.Posture?) {
    self.device = device
    self.deviceSafeAreaInsets = device.map { ($0.portraitSafeAreaInsets, $0.landscapeSafeAreaInsets) }
    self.interfaceOrientation = orientation
    self.posture = posture
    self.windowTraits = UITraitCollection(traitsFrom: [
      UIWindow.traits(
        size: frame.size, idiom: device?.idiom ?? .pad, displayScale: device?.displayScale ?? 2,
        contentSizeCategory: .large, layoutDirection: .leftToRight),
      UIWindow.displayTraits(of: device, orientation: orientation, posture: posture, layoutDirection: .leftToRight),
    ])
    super.init(frame: frame)
    isWindowView = true
    if device?.isFoldable != true {
      let chain = SafeAreaChain(window: self)
      context.safeAreaChain = chain
      joinSafeAreaChain(.passUnretained(chain), at: -1)
    }
    isHidden = true
    WindowRegistry.current?.register(self)
  }
  /// Creates a window the size of no screen, as `UIWindow(frame: .zero)`; storyboards do not make
  /// windows.
  public required convenience init?(coder: NSCoder) { self.init(frame: .zero, device: nil, orientation: .portrait, posture: nil) }

  /// A root that outlives the window forgets it (``UIViewController/windowHosting`` is unowned).
  /// The controllers of its hierarchy that the app keeps are off screen: they end disappeared and
  /// their presentations end, without callbacks (see MisuseAndInvariants); they appear again
  /// wherever they are shown next. So do the controllers of the views the window still shows: one
  /// that its parent let go from a callback, with its view still here, is in no controller tree
  /// of the window any more (current fuzz seed 760001165).
  deinit {
    MainActor.assumeIsolated {
      Self.takeControllersOffScreen(under: self)
      guard let root = storedRootViewController, root.windowHosting === self else { return }
      root.windowHosting = nil
      root.forEachInPresentationHierarchy { controller in
        controller.appearanceState = .disappeared
        if controller.storedPresentedViewController != nil { PresentationPipeline.forgetPresentation(of: controller) }
      }
    }
  }

  /// Marks the controller of every view under `view` disappeared, without callbacks (`deinit`).
  private static func takeControllersOffScreen(under view: UIView) {
    view.subviews.forEachUnretained { subview in
      subview.owningViewControllerLink?.withObject { $0.appearanceState = .disappeared }
      takeControllersOffScreen(under: subview)
    }
  }

  /// Shows the window and makes it key; the root view controller's view appears.
  open func makeKeyAndVisible() {
    isKeyWindow = true
    guard isHidden else { return }
    isHidden = false
    if let root = storedRootViewController { install(root) }
  }

  /// The full traits of a window of this size and idiom; `pinsCompactWidth` keeps it horizontally
  /// compact at every width (a phone app's resizable host that pins it, R118).
  static func traits(
    size: CGSize, idiom: UIUserInterfaceIdiom, displayScale: CGFloat,
    contentSizeCategory: UIContentSizeCategory, layoutDirection: UITraitEnvironmentLayoutDirection,
    userInterfaceStyle: UIUserInterfaceStyle = .unspecified, pinsCompactWidth: Bool = false
  ) -> UITraitCollection {
    let classes = SizeClassRules.sizeClasses(for: size, idiom: idiom)
    return UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: pinsCompactWidth ? .compact : classes.horizontal),
      UITraitCollection(verticalSizeClass: classes.vertical),
      UITraitCollection(userInterfaceIdiom: idiom),
      UITraitCollection(displayScale: displayScale),
      UITraitCollection(preferredContentSizeCategory: contentSizeCategory),
      UITraitCollection(layoutDirection: layoutDirection),
      UITraitCollection(userInterfaceStyle: userInterfaceStyle == .unspecified ? .light : userInterfaceStyle),
      // Outside every bottom accessory (R123).
      UITraitCollection(tabAccessoryEnvironment: .none),
    ])
  }

  /// Whether the app's host keeps this window horizontally compact at every width (R118).
  var hostPinsCompactWidth: Bool {
    (windowScene?.application ?? application)?.phoneAppHost.pinsCompactWidth(for: traitCollection.userInterfaceIdiom) ?? false
  }

  /// Takes the traits the app's host gives a window of this size, once the window belongs to the
  /// app (a window made during a launch, or in a scene): no transition, as nothing is shown yet.
  func adoptHostTraits() {
    guard hostPinsCompactWidth, windowTraits.horizontalSizeClass != .compact else { return }
    windowTraits = UITraitCollection(traitsFrom: [windowTraits, UITraitCollection(horizontalSizeClass: .compact)])
  }

  /// Replaces the root. A replacement asked for from a callback of a running one (a disappearing
  /// controller setting another root) runs when the running one ends, in order; so does one asked
  /// for from a callback of a size transition ([INF] the transition finishes on the hierarchy it
  /// began with, whose presentations it is adapting).
  private func replaceRootViewController(with newRoot: UIViewController?) {
    guard !isReplacingRoot, !isTransitioningSize else {
      queuedRootReplacements.append { [weak self] in self?.replaceRootViewController(with: newRoot) }
      return
    }
    isReplacingRoot = true
    performRootReplacement(with: newRoot)
    isReplacingRoot = false
    runQueuedRootReplacements()
  }

  /// Runs the root replacements that waited for a running replacement or transition, in order.
  func runQueuedRootReplacements() {
    while !isReplacingRoot, !isTransitioningSize, !queuedRootReplacements.isEmpty { queuedRootReplacements.removeFirst()() }
  }

  private func performRootReplacement(with newRoot: UIViewController?) {
    let oldRoot = storedRootViewController
    guard oldRoot !== newRoot else { return }
    if let newRoot, let reason = UIWindow.reasonRootIsRefused(newRoot) {
      MisuseReport.exception(reason).report()
      return
    }
    if let newRoot, let otherWindow = newRoot.windowHosting {
      // The root of another window moves here: that window loses its root first.
      otherWindow.rootViewController = nil
      // A callback of its disappearance may have placed it elsewhere (a child, a presentation,
      // another window's root): it stays there.
      guard newRoot.windowHosting == nil, storedRootViewController === oldRoot,
            UIWindow.reasonRootIsRefused(newRoot) == nil else { return }
    }
    if let oldRoot {
      // The old root's presentations end with it: their controllers get their disappear callbacks.
      oldRoot.dismissEveryPresentationWithoutAnimation()
      oldRoot.windowHosting = nil
      oldRoot.viewIfLoaded?.removeFromSuperview()
      // A callback of its disappearance may have made it another window's root: it appears there.
      oldRoot.settleAppearanceOnScreen()
    }
    // A callback of the old root's disappearance may have placed the new root elsewhere (another
    // window's root, a child, a presentation): it stays there, and this window has no root.
    if let newRoot, newRoot.windowHosting != nil || UIWindow.reasonRootIsRefused(newRoot) != nil {
      storedRootViewController = nil
      return
    }
    storedRootViewController = newRoot
    guard let newRoot else { return }
    newRoot.windowHosting = self
    newRoot.applyTraitsFromHost(traitCollection)
    if !isHidden { install(newRoot) }
  }

  private static func reasonRootIsRefused(_ root: UIViewController) -> String? {
    if root.isMoreNavigationController { return root.moreNavigationRefusal.message }
    if let parent = root.parent {
      return "Application tried to set the root view controller \(root.debugName) that has a parent view controller \(parent.debugName)."
    }
    if let presenter = root.presentingViewController ?? root.presenterBehindSubstitute {
      return "Application tried to set the root view controller \(root.debugName) that is already being presented by \(presenter.debugName)."
    }
    if let presented = root.presentedInsideUnshownSubstitute ?? root.presentedAwaitingSubstituteInside {
      return "Application tried to set the root view controller \(root.debugName) that contains the presented view controller \(presented.debugName)."
    }
    return nil
  }

  private func install(_ root: UIViewController) {
    // Loading and laying out the root run its callbacks, which may have replaced it: a root that
    // is no longer this window's is not put in it, and keeps the frame it has where a callback
    // placed it (in an arrangement presented from the new root; current fuzz seed 760000859).
    let view = root.view!
    guard root.windowHosting === self else { return }
    view.frame = bounds
    guard root.windowHosting === self else { return }
    insertSubview(view, at: 0)
  }

  /// Sets the window's size and traits, then the hierarchy's traits, then the root view's frame,
  /// so containers lay out with their new traits; called by the transition driver.
  func adopt(size: CGSize, traits: UITraitCollection, orientation: UIInterfaceOrientation, posture: Device.Posture?) {
    interfaceOrientation = orientation
    let postureChanged = self.posture != posture
    self.posture = posture
    windowTraits = traits
    // The window's own pass waits until the root view has its new frame: the root lays out once.
    isLayingOut = true
    frame.size = size
    hostedRootViewController?.applyTraitsFromHost(traits)
    hostedRootViewController?.viewIfLoaded?.frame = bounds
    isLayingOut = false
    setNeedsLayout()
    // A new posture moves the reserved regions (the fold): every view in the window lays out
    // again, the presented ones' too [INF].
    if postureChanged { markEveryViewForLayout() }
  }

  /// Marks every view in the window (the presented ones' too) as needing layout.
  private func markEveryViewForLayout() {
    var pending = subviews
    while let view = pending.popLast() {
      view.setNeedsLayout()
      pending.append(contentsOf: view.subviews)
    }
  }

  /// Lays out every view in the window again, each once.
  func layOutEveryViewAgain() {
    markEveryViewForLayout()
    layoutIfNeeded()
  }

  /// Runs `body`, an operation whose changes lay the window out once at its end: meanwhile, views
  /// that become invalid are only marked (``UIView/setNeedsLayout()``), and a view that several
  /// changes invalidate is laid out once. Nested operations lay out at the outermost one's end.
  func deferringLayout(_ body: () -> Void) {
    context.layoutDeferrals += 1
    body()
    context.layoutDeferrals -= 1
    if context.layoutDeferrals == 0 { layoutIfNeeded() }
  }
}
