import AdaptiveKit
import Foundation
import Testing
import AdaptiveTestSupport
import AdaptiveRendering

/// Pictures an iOS developer recognises: titles on every screen, the device's hardware, an iPad
/// app in a Split View width inside the whole screen, truncated titles, popover shadows and the
/// column-style split's sidebar button — asserted on the display list and the SVG.
@Suite(.checksInvariants) @MainActor
struct PictureFidelityTests {
  private func texts(_ list: DisplayList) -> [String] {
    list.elements.compactMap { element in
      if case let .text(string, _, _, _) = element.shape { return string }
      return nil
    }
  }

  private func titled(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
  }

  @Test func bareScreenSheetAndAdaptedPopoverDrawTheirTitles() throws {
    let home = titled("Home")
    let window = Screens.show(home, on: .iPhone16)
    let bare = AdaptiveRenderer.displayList(for: window)
    #expect(texts(bare).contains("Home"))
    let caption = try #require(bare.elements(forID: "vc0").first { $0.shape == .text("Home", fontSize: 22, weight: .bold, alignment: .center) })
    #expect(window.bounds.contains(caption.frame))

    home.present(titled("Sheet Screen"), animated: false)
    let sheet = AdaptiveRenderer.displayList(for: window)
    #expect(texts(sheet).contains("Sheet Screen"))
    home.dismiss(animated: false)

    let url = titled("URL")
    url.modalPresentationStyle = .popover
    url.popoverPresentationController?.sourceView = home.view
    home.present(url, animated: false)
    let adapted = AdaptiveRenderer.displayList(for: window)
    #expect(url.presentationController?.presentationGeometry.style != .popover)
    #expect(texts(adapted).contains("URL"))

    #expect(Set([bare, sheet, adapted].map { texts($0) }).count == 3)
  }

  @Test func aTitleANavigationBarShowsIsNotDrawnAgain() {
    let (window, _) = Screens.navigationStack()
    #expect(texts(AdaptiveRenderer.displayList(for: window)).filter { $0 == "Ansel Adams" }.count == 1)
  }

  @Test func anAlertShowsItsTitleOnItsCardOnly() {
    let home = titled("Home")
    let window = Screens.show(home, on: .iPhone16)
    let alert = UIAlertController(title: "Delete the photo?", message: "It goes from every album.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    home.present(alert, animated: false)
    #expect(texts(AdaptiveRenderer.displayList(for: window)).filter { $0 == "Delete the photo?" }.count == 1)
  }

  @Test func dynamicIslandOnIPhone16Pro() throws {
    // The catalog's Dynamic Island iPhones are the iPhone 16 and the iPhone 16 Pro Max.
    for device in [Device.iPhone16, .iPhone16ProMax] {
      #expect(device.sensorHousing == .dynamicIsland)
      let window = Screens.show(titled("Home"), on: device)
      let list = AdaptiveRenderer.displayList(for: window)
      let island = try #require(list.hardware?.dynamicIsland)
      #expect(island.midX == window.bounds.midX)
      #expect(island.minY > 0 && island.maxY < window.safeAreaInsets.top)
      #expect(list.hardware?.homeButtonEdge == nil)
      #expect(AdaptiveRenderer.svg(for: window).contains("data-id=\"dynamicIsland\""))
    }
    // In landscape the island stays at the device's top: the trailing edge in UIKit's landscapeLeft.
    let landscape = Screens.show(titled("Home"), on: .iPhone16ProMax, orientation: .landscapeLeft)
    let island = try #require(AdaptiveRenderer.displayList(for: landscape).hardware?.dynamicIsland)
    #expect(island.minX > landscape.bounds.width - landscape.safeAreaInsets.right)
    #expect(island.midY == landscape.bounds.midY)
    for device in [Device.iPhoneSE, .iPadAir11] {
      let window = Screens.show(titled("Home"), on: device)
      #expect(AdaptiveRenderer.displayList(for: window).hardware?.dynamicIsland == nil)
      #expect(!AdaptiveRenderer.svg(for: window).contains("dynamicIsland"))
    }
  }

  @Test func homeButtonOnIPhoneSE() {
    #expect(Device.iPhoneSE.hasHomeButton)
    let window = Screens.show(titled("Home"), on: .iPhoneSE)
    let list = AdaptiveRenderer.displayList(for: window)
    #expect(list.hardware?.homeButtonEdge == .bottom)
    #expect(list.screenCornerRadius == 0)
    let svg = AdaptiveRenderer.svg(for: window)
    #expect(svg.contains("<circle data-id=\"homeButton\""))
    #expect(svg.contains("data-id=\"earpiece\""))
    // The deep bezel above the screen moves the window down in the picture.
    #expect(svg.contains("data-window-x=\"14\" data-window-y=\"64\""))
    #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"375\" height=\"667\" rx=\"0\"/>"))

    let landscape = Screens.show(titled("Home"), on: .iPhoneSE, orientation: .landscapeLeft)
    #expect(AdaptiveRenderer.displayList(for: landscape).hardware?.homeButtonEdge == .left)
    for device in [Device.iPhone16, .iPadAir11] {
      #expect(!device.hasHomeButton)
      #expect(!AdaptiveRenderer.svg(for: Screens.show(titled("Home"), on: device)).contains("homeButton"))
    }
  }

  @Test func multitaskingWidthDrawsTheAppInsideTheFullIPadScreen() throws {
    let (window, navigation) = Screens.navigationStack(device: .iPadAir11)
    window.rotate(to: .landscapeLeft)
    #expect(AdaptiveRenderer.displayList(for: window).screen == nil)
    let before = try #require(AdaptiveRenderer.layoutTree(for: window).node(withID: "nav0.bar.back")).frame

    for width in Device.iPadAir11.multitaskingWidths(in: .landscapeLeft).filter({ $0.label != "full" }) {
      window.resize(to: CGSize(width: width.width, height: 820))
      let list = AdaptiveRenderer.displayList(for: window)
      let screen = try #require(list.screen, "\(width.label)")
      #expect(list.size == CGSize(width: width.width, height: 820))
      #expect(screen.size == CGSize(width: 1180, height: 820))
      #expect(screen.windowFrame == CGRect(x: 0, y: 0, width: width.width, height: 820))
      #expect(screen.dividerFrame == CGRect(x: width.width, y: 0, width: Device.multitaskingDividerWidth, height: 820))
      #expect(screen.placeholderFrame.minX == screen.dividerFrame.maxX)
      #expect(screen.placeholderFrame.maxX == 1180)
      #expect(screen.elements.contains { $0.id == "screen.placeholder" && $0.frame == screen.placeholderFrame })
      // The placeholder shows no text: nobody mistakes it for the app.
      #expect(!screen.elements.contains { if case .text = $0.shape { true } else { false } })
      let svg = AdaptiveRenderer.svg(for: window)
      #expect(svg.contains("width=\"1208\" height=\"848\""))
      #expect(svg.contains("clip-path=\"url(#window)\""))
      #expect(!svg.contains("<circle data-id=\"homeButton\""))
      // The app's own status bar keeps the time; the screen beside it draws Wi-Fi and battery.
      #expect(!list.elements(forID: "statusBar").contains { $0.shape == .symbol("status.battery") })
      #expect(screen.elements.contains { $0.shape == .symbol("status.battery") && $0.frame.minX > screen.placeholderFrame.minX })
    }

    // Frames and taps stay in window coordinates.
    window.resize(to: CGSize(width: 320, height: 820))
    let frame = AdaptiveRenderer.frame(for: window)
    let back = try #require(frame.layoutTree.node(withID: "nav0.bar.back"))
    #expect(back.frame.minX == before.minX)
    #expect(frame.hitTest(CGPoint(x: back.frame.midX, y: back.frame.midY))?.elementID == back.id)
    frame.target(labelOrID: "nav0.bar.back")?.perform()
    #expect(navigation.viewControllers.count == 1)

    window.resize(to: CGSize(width: 1180, height: 820))
    #expect(AdaptiveRenderer.displayList(for: window).screen == nil)
  }

  @Test func theDisplayListWithItsScreenRoundTripsThroughJSON() throws {
    let window = Screens.show(titled("Home"), on: .iPadAir11, orientation: .landscapeLeft)
    window.resize(to: CGSize(width: 320, height: 820))
    let list = AdaptiveRenderer.displayList(for: window)
    #expect(list.screen != nil)
    let data = try JSONEncoder().encode(list)
    #expect(try JSONDecoder().decode(DisplayList.self, from: data) == list)
  }

  @Test func longTitleTruncatesWithEllipsis() throws {
    let long = "Photographs of the American West by Ansel Adams, 1927 to 1968"
    let list = PhotographersViewController()
    list.title = long
    let window = Screens.show(UINavigationController(rootViewController: list), on: .iPhoneSE)
    let display = AdaptiveRenderer.displayList(for: window)
    let title = try #require(display.elements(forID: "nav0.bar.title").first)
    guard case let .text(string, size, _, _) = title.shape else { Issue.record("not text"); return }
    #expect(string.hasSuffix("…"))
    #expect(long.hasPrefix(String(string.dropLast())))
    #expect(UIFont.systemFont(ofSize: size, weight: .semibold).estimatedWidth(of: string) <= title.frame.width)

    // A bare screen's title drawn in its empty space truncates too.
    let bare = Screens.show(titled(long), on: .iPhoneSE)
    #expect(texts(AdaptiveRenderer.displayList(for: bare)).contains { $0.hasSuffix("…") && long.hasPrefix(String($0.dropLast())) })
  }

  @Test func popoverCastsAShadow() throws {
    let (window, _, _) = Screens.popoverOnPad()
    let list = AdaptiveRenderer.displayList(for: window)
    let popover = try #require(AdaptiveRenderer.layoutTree(for: window).flattened.first { $0.role == .popover })
    let arrow = try #require(popover.arrow)
    let shadows = list.elements(forID: popover.id).filter { element in
      if case .polygon = element.shape, let fill = element.fill, fill.alpha < 0.05 { return true }
      return false
    }
    #expect(shadows.count == DisplayListBuilder.popoverShadowLayers)
    // Soft and large: faint layers spreading well beyond the body, and around the arrow's tip.
    #expect(shadows.allSatisfy { ($0.fill?.alpha ?? 1) <= 0.02 })
    let outermost = try #require(shadows.last).bounds
    #expect(outermost.minX <= popover.frame.minX - 20 && outermost.maxY >= popover.frame.maxY + 20)
    #expect(outermost.minY <= arrow.tip.y - 20)
    // Drawn before the body, and no dimming behind a popover.
    let bodyIndex = try #require(list.elements.firstIndex { $0.id == popover.id && $0.fill == Palette.white })
    #expect(list.elements.firstIndex { $0 == shadows[0] }! < bodyIndex)
    #expect(!list.elements.contains { $0.role == .dimming && ($0.fill?.alpha ?? 0) > 0 })
  }

  @Test func columnStyleSplitDrawsSidebarButton() throws {
    let split = UISplitViewController(style: .doubleColumn)
    split.preferredDisplayMode = .oneBesideSecondary
    split.setViewController(titled("Mailboxes"), for: .primary)
    split.setViewController(titled("Inbox"), for: .secondary)
    let window = Screens.show(split, on: .iPadAir11, orientation: .landscapeLeft)
    let primaryBar = try #require(split.viewController(for: .primary)?.navigationController)
    let secondaryBar = try #require(split.viewController(for: .secondary)?.navigationController)

    func sidebarButtons() -> [LayoutNode] {
      AdaptiveRenderer.layoutTree(for: window).flattened.filter { $0.role == .barButton && $0.traits.glyph == "sidebar.leading" }
    }
    // Tiled: in the sidebar's bar, at its leading edge, drawn as the sidebar glyph.
    let tiled = try #require(sidebarButtons().first)
    #expect(sidebarButtons().count == 1)
    #expect(primaryBar.view.frameInWindow.contains(tiled.frame))
    #expect(tiled.frame.minX == primaryBar.view.frameInWindow.minX + BarMetrics.edgeMargin)
    #expect(AdaptiveRenderer.displayList(for: window).elements(forID: tiled.id).map(\.shape) == [.symbol("sidebar.leading")])

    // A tap hides the sidebar; the button moves to the secondary's bar.
    try #require(AdaptiveRenderer.target(labelOrID: tiled.id, in: window)).perform()
    #expect(split.displayMode == .secondaryOnly)
    let hidden = try #require(sidebarButtons().first)
    #expect(secondaryBar.view.frameInWindow.contains(hidden.frame))
    #expect(hidden.frame.minX < 40)

    // Collapsed (compact width): no sidebar button.
    window.resize(to: CGSize(width: 320, height: 820))
    #expect(split.isCollapsed)
    #expect(sidebarButtons().isEmpty)
  }

  @Test func anAppThatShowsTheDisplayModeButtonItselfGetsNoSecondButton() {
    let split = UISplitViewController(style: .doubleColumn)
    split.preferredDisplayMode = .oneBesideSecondary
    let detail = titled("Inbox")
    detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem
    split.setViewController(titled("Mailboxes"), for: .primary)
    split.setViewController(detail, for: .secondary)
    let window = Screens.show(split, on: .iPadAir11, orientation: .landscapeLeft)
    #expect(!AdaptiveRenderer.layoutTree(for: window).flattened.contains { $0.id.hasSuffix(".bar.sidebar") })
  }
}
