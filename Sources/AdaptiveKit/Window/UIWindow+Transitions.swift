import Foundation

extension UIWindow {
  /// Rotates a device window: swaps width and height and runs a size (and, where size classes
  /// change, trait) transition through the whole hierarchy (R54).
  public func rotate(to orientation: UIInterfaceOrientation) {
    let long = max(frame.width, frame.height), short = min(frame.width, frame.height)
    let size = device?.screenSize(for: orientation, posture: posture)
      ?? (orientation.isLandscape ? CGSize(width: long, height: short) : CGSize(width: short, height: long))
    transition(to: size, orientation: orientation)
  }

  /// Resizes the window, as iPad multitasking or a free-form window does (R49, R54).
  /// A size that is not usable (NaN, infinite, negative or larger than 100,000 points) is
  /// reported and ignored.
  public func resize(to size: CGSize) {
    if let problem = SizeValidation.problem(with: size) {
      MisuseReport.log("Cannot resize a window to \(size): \(problem). The window keeps its size.").report()
      return
    }
    transition(to: size, orientation: interfaceOrientation)
  }

  /// The window's content size category (the user's text size). Setting it is a trait transition.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { traitCollection.preferredContentSizeCategory }
    set { transition(to: frame.size, orientation: interfaceOrientation, contentSizeCategory: newValue) }
  }

  /// The window's layout direction. Setting it is a trait transition.
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { traitCollection.layoutDirection }
    set { transition(to: frame.size, orientation: interfaceOrientation, layoutDirection: newValue) }
  }

  /// The orientation layout uses: the running transition's target orientation, else the window's.
  var layoutOrientation: UIInterfaceOrientation {
    context.windowTransition?.targetOrientation ?? interfaceOrientation
  }

  /// The posture layout uses: the running transition's target posture, else the window's. While
  /// the sizes of a transition are told (`viewWillTransition(to:with:)`), the reserved regions are
  /// those of the new posture, so a container that lays out around the fold tells its children
  /// their sizes in the new layout (closing a partially folded Duo leaves no fold) [INF].
  var layoutPosture: Device.Posture? {
    guard let transition = context.windowTransition else { return posture }
    return transition.targetPosture
  }

  /// Runs one transition in UIKit's order:
  /// 1. `willTransition(to:with:)` through the hierarchy, if the traits change;
  /// 2. `viewWillTransition(to:with:)` through the hierarchy, if the size changes;
  /// 3. the new traits are applied top-down, with `traitCollectionDidChange(_:)`, and the window
  ///    and its root view take the new size;
  /// 4. the coordinator's alongside blocks; then the views these steps invalidated are laid out,
  ///    each once; then the coordinator's completion blocks.
  func transition(
    to size: CGSize, orientation: UIInterfaceOrientation,
    contentSizeCategory: UIContentSizeCategory? = nil,
    layoutDirection: UITraitEnvironmentLayoutDirection? = nil, userInterfaceStyle: UIUserInterfaceStyle? = nil,
    posture newPosture: Device.Posture? = nil
  ) {
    let targetPosture = newPosture ?? posture
    let direction = layoutDirection ?? traitCollection.layoutDirection
    let newTraits = UITraitCollection(traitsFrom: [
      UIWindow.traits(
        size: size, idiom: traitCollection.userInterfaceIdiom, displayScale: traitCollection.displayScale,
        contentSizeCategory: contentSizeCategory ?? traitCollection.preferredContentSizeCategory,
        layoutDirection: direction,
        userInterfaceStyle: userInterfaceStyle ?? traitCollection.userInterfaceStyle, pinsCompactWidth: hostPinsCompactWidth),
      UIWindow.displayTraits(of: device, orientation: orientation, posture: targetPosture, layoutDirection: direction),
    ])
    let sizeChanged = size != frame.size
    guard sizeChanged || newTraits != traitCollection || orientation != interfaceOrientation || targetPosture != posture else { return }
    let coordinator = TransitionCoordinator(
      animated: !isHidden, size: size, traits: newTraits, orientation: orientation, posture: targetPosture)
    let isNested = isTransitioningSize
    isTransitioningSize = true
    defer {
      if !isNested {
        isTransitioningSize = false
        runQueuedRootReplacements()
      }
    }
    coordinator.whileActive(in: context) {
      let root = hostedRootViewController
      if let root, newTraits != root.traitCollection {
        root.willTransition(to: root.expectedTraits(fromHost: newTraits), with: coordinator)
      }
      if let root, sizeChanged {
        root.sendViewWillTransition(to: size, with: coordinator)
      }
      // The new frames and what runs alongside (a split collapsing, expanding or changing its
      // mode) are laid out in one pass before the completions, as UIKit's animation block does.
      let postureChanged = targetPosture != posture
      deferringLayout {
        context.windowTransitionDidAdopt(coordinator)
        adopt(size: size, traits: newTraits, orientation: orientation, posture: targetPosture)
        coordinator.runAnimations()
      }
      layOutArrangementsAroundTheFold()
      coordinator.complete()
      // Opening or closing the iPhone Duo can turn a navigation bar between its vertical bar and
      // a horizontal one once a split has expanded or collapsed, in the completions, which moves
      // the safe areas of views already laid out: they lay out again [INF]. (Between flat and
      // partially folded the display stays: the one pass above serves.)
      if postureChanged && sizeChanged { layOutEveryViewAgain() }
    }
  }
}
