import Foundation

extension UIWindow {
  /// Opens, folds or closes the window's foldable device (the iPhone Duo), as a harness call like
  /// ``rotate(to:)``: the window moves to the display the posture shows, in its orientation, and
  /// the hierarchy goes through the same size and trait transition as a rotation, with UIKit's
  /// callbacks in UIKit's order (R54). Closing it collapses a split view controller (the outer
  /// display is horizontally compact); opening it expands it (the inner one is regular × regular).
  /// Between flat and partially folded the size and traits stay: only the fold's reserved region
  /// turns active or inactive, and the window lays out again, without transition callbacks [INF].
  ///
  /// On a device that does not fold (or a free-form window) the call is reported and changes
  /// nothing.
  ///
  /// ```swift
  /// let window = UIWindow(device: .iPhoneDuo)   // closed, on the outer display
  /// window.fold(to: .flat)                        // the inner display, regular × regular
  /// ```
  public func fold(to newPosture: Device.Posture) {
    guard let device, device.isFoldable else {
      MisuseReport.log("Cannot fold a window of \(device.map { "\"\($0.name)\"" } ?? "no device"): it does not fold. The window keeps its size.").report()
      return
    }
    let size = device.screenSize(for: interfaceOrientation, posture: newPosture)
    transition(to: size, orientation: interfaceOrientation, posture: newPosture)
  }

  /// Lays out again each arrangement whose children are not where the fold, at its place now,
  /// puts them. A rotation moves the fold across a sheet that keeps its size, so the arrangement
  /// in it sees no new size; its placements still go around the fold where it is (R131, R132; fuzz
  /// seed 3172918419). Only a foldable device's window has a fold to move.
  func layOutArrangementsAroundTheFold() {
    guard device?.isFoldable == true, let root = rootViewController else { return }
    root.forEachInPresentationHierarchy { controller in
      if let arrangement = controller as? UIArrangementViewController, let view = arrangement.storedView, view.window === self,
         !arrangement.misplacedChildren(in: arrangement.geometry(size: view.bounds.size).layout).isEmpty {
        view.setNeedsLayout()
      }
    }
  }

  /// The traits a foldable device's display gives a window, over those of its size: the inner
  /// display is regular × regular in both orientations (the iPhone Duo facts), and the vertical bar
  /// edge follows the display, orientation and layout direction (R134). Empty (no trait
  /// specified) for every other device.
  static func displayTraits(
    of device: Device?, orientation: UIInterfaceOrientation, posture: Device.Posture?,
    layoutDirection: UITraitEnvironmentLayoutDirection
  ) -> UITraitCollection {
    guard let device, let inner = device.innerDisplay, let posture else { return UITraitCollection() }
    var traits = UITraitCollection(verticalBarEdge: device.verticalBarEdge(in: orientation, posture: posture, layoutDirection: layoutDirection))
    if posture.showsInnerDisplay {
      traits.horizontalSizeClass = .regular
      traits.verticalSizeClass = .regular
      traits.displayScale = inner.displayScale
    } else {
      traits.displayScale = device.displayScale
    }
    return traits
  }
}
