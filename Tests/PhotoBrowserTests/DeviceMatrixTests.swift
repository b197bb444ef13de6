import AdaptiveRendering
import Foundation
import Testing
import AdaptiveKit
import PhotoBrowser
import AdaptiveTestSupport

/// One place the app runs: a device, an orientation and, on an iPad, a multitasking width.
struct Placement: Sendable, CustomTestStringConvertible {
  let device: Device
  let orientation: UIInterfaceOrientation
  let width: CGFloat?

  var testDescription: String {
    "\(device.name) \(orientation.isLandscape ? "landscape" : "portrait")" + (width.map { " at \(Int($0)) pt" } ?? "")
  }

  /// iPhone SE and iPhone 16 Pro Max in both orientations, and an iPad Air in every multitasking
  /// width of both orientations.
  static let all: [Placement] =
    [Device.iPhoneSE, .iPhone16ProMax].flatMap { device in
      [UIInterfaceOrientation.portrait, .landscapeLeft].map { Placement(device: device, orientation: $0, width: nil) }
    }
    + [UIInterfaceOrientation.portrait, .landscapeLeft].flatMap { orientation in
      Device.iPadAir11.multitaskingWidths(in: orientation).map { Placement(device: .iPadAir11, orientation: orientation, width: $0.width) }
    }
}

/// SC31–SC36 on the app itself, both variants, wherever it runs.
@Suite(.checksInvariants) @MainActor
struct DeviceMatrixTests {
  private func launch(_ variant: PhotoBrowserVariant, _ placement: Placement) -> LaunchedBrowser {
    let launched = LaunchedBrowser(variant, on: placement.device, orientation: placement.orientation)
    if let width = placement.width { launched.app.resize(to: CGSize(width: width, height: launched.window.bounds.height)) }
    return launched
  }

  /// The image screen on screen: presented (naive, collapsed), on the tab (fixed, collapsed) or the
  /// detail (the modern variant's secondary column, stacked on the list when collapsed).
  private func shownImage(_ launched: LaunchedBrowser) -> ImageViewController? {
    if launched.browser.variant == .modern { return launched.detailImage }
    return ((launched.split.presentedViewController as? UINavigationController)?.topViewController as? ImageViewController)
      ?? (launched.split.isCollapsed ? launched.photographersTab.topViewController as? ImageViewController : launched.detailImage)
  }

  @Test(arguments: Placement.all)
  func SC31_SC32_theImageIsShownWhereEachVariantPutsIt(placement: Placement) throws {
    for variant in PhotoBrowserVariant.allCases {
      let launched = launch(variant, placement)
      let collapsed = launched.split.isCollapsed
      #expect(collapsed == (launched.window.traitCollection.horizontalSizeClass == .compact))
      launched.openPhoto(photo: 2)
      let image = try #require(shownImage(launched), "\(variant)")
      #expect(image.photo?.title == "Cranes at dusk")
      switch (variant, collapsed) {
      case (.naive, true):   // SC31: presented, nothing to go back with
        #expect(image.navigationController?.viewControllers.count == 1)
        #expect(image.navigationItem.leftBarButtonItem == nil)
      case (.fixed, true):   // SC32: pushed on the tab, with a back button to the list
        #expect(launched.photographersTab.viewControllers.count == 3)
        #expect(launched.split.presentedViewController == nil)
      case (.modern, true):  // R41: the secondary column stacked on the list, with a back button
        #expect(launched.photographersTab.viewControllers.count == 3)
        #expect(launched.photographersTab.topViewController === image.navigationController)
        #expect(launched.browser.tabBarController.presentedViewController == nil)
      case (.modern, false): // the secondary column; the column-style split shows its own sidebar button
        #expect(image.navigationItem.leftBarButtonItem == nil)
        #expect(launched.browser.tabBarController.presentedViewController == nil)
      case (_, false):       // the detail, with the display-mode button
        #expect(image.navigationItem.leftBarButtonItem === launched.split.displayModeButtonItem)
        #expect(launched.split.presentedViewController == nil)
      }
      #expect(HierarchyInvariants.violations(in: launched.window).isEmpty, "\(variant)")
    }
  }

  @Test(arguments: Placement.all)
  func SC33_theRecentsTabListsThePhotosViewedNewestFirst(placement: Placement) throws {
    let launched = launch(.fixed, placement)
    launched.openPhoto(photo: 2)
    launched.openPhoto(photo: 5)
    launched.browser.tabBarController.simulateTap(onTabAt: 1)
    let recents = try #require(launched.browser.recentsNavigationController.viewControllers.first as? PhotoListViewController)
    #expect(recents.photos.map(\.title) == ["Net mender", "Cranes at dusk"])
  }

  @Test(arguments: Placement.all)
  func SC34_SC35_theURLPopoverAdaptsOnlyInTheNaiveVariantAndOnlyInACompactSizeClass(placement: Placement) throws {
    for variant in PhotoBrowserVariant.allCases {
      let launched = launch(variant, placement)
      launched.openPhoto(photo: 0)
      let image = try #require(shownImage(launched))
      try #require(image.navigationItem.rightBarButtonItem).simulateTap()
      let url = try #require(image.urlController)
      let traits = launched.window.traitCollection
      let compact = traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact
      let expected: UIModalPresentationStyle = variant == .naive && compact ? .formSheet : .popover
      #expect(url.presentationController?.effectivePresentationStyle == expected, "\(variant)")
      if expected == .popover {
        // Sized from preferredContentSize, narrowed only to fit a window too narrow for it.
        let fits = launched.window.bounds.width >= url.preferredContentSize.width + 20
        #expect(fits ? url.view.frame.size == url.preferredContentSize : url.view.frame.width < url.preferredContentSize.width)
      }
    }
  }

  @Test(arguments: Placement.all.filter { $0.device == .iPadAir11 || $0.orientation.isLandscape })
  func SC36_choosingAnotherPhotoUnderThePopoverLeavesItStaleOnlyInTheNaiveVariant(placement: Placement) throws {
    for variant in PhotoBrowserVariant.allCases {
      let launched = launch(variant, placement)
      // No list beside the image: a compact width, or (modern, iPad portrait) the list over it.
      guard !launched.split.isCollapsed, launched.split.displayMode == .oneBesideSecondary else { continue }
      launched.openPhoto(photo: 0)
      let image = try #require(launched.detailImage)
      try #require(AdaptiveRenderer.target(labelOrID: "URL", in: launched.window)).perform()
      let url = try #require(image.urlController)
      // A sheet (the naive URL in compact height) covers the list; SC36 is about a popover.
      guard url.presentationController?.effectivePresentationStyle == .popover else { continue }
      // The list beside the image is a passthrough view: the tap reaches the row.
      try #require(AdaptiveRenderer.target(labelOrID: "Fish market", in: launched.window), "\(variant)").perform()
      #expect(launched.detailImage?.photo?.title == "Fish market")
      #expect((url.presentingViewController != nil) == (variant == .naive), "\(variant)")
      #expect(HierarchyInvariants.violations(in: launched.window).isEmpty)
    }
  }
}
