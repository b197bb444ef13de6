import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// R107–R108: `preferredTransition` — the four modal styles and the zoom, on pushes and
/// presentations, with the zoom's source in the transition journal.
@Suite(.checksInvariants) @MainActor
struct PreferredTransitionTests {
  /// A list with a thumbnail at a known place, in a navigation controller on an iPhone.
  private func listWithThumbnail() -> (UIWindow, UINavigationController, UIViewController, UIView) {
    let list = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    let window = makeVisibleWindow(root: navigation, device: .iPhone16)
    let thumbnail = UIView(frame: CGRect(x: 20, y: 200, width: 80, height: 60))
    list.view.addSubview(thumbnail)
    return (window, navigation, list, thumbnail)
  }

  @Test func R107_aModalStyleTransitionWinsOverModalTransitionStyle() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPadAir11)
    let sheet = UIViewController()
    sheet.modalTransitionStyle = .coverVertical
    sheet.preferredTransition = .partialCurl()
    let (_, reports) = MisuseReport.capture { root.present(sheet, animated: true) }
    #expect(reports == [.exception("Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller <UIViewController>.")])
    #expect(root.presentedViewController == nil)

    sheet.preferredTransition = .crossDissolve()
    sheet.modalTransitionStyle = .partialCurl   // the preferred transition still wins
    root.present(sheet, animated: true)
    #expect(root.presentedViewController === sheet)
  }

  @Test func R108_aZoomedPushAsksItsSourceOnTheWayInAndOutAndJournalsItsFrame() throws {
    let (window, navigation, list, thumbnail) = listWithThumbnail()
    let detail = UIViewController()
    var asked: [(source: UIViewController, zoomed: UIViewController)] = []
    detail.preferredTransition = .zoom { context in
      asked.append((context.sourceViewController, context.zoomedViewController))
      return thumbnail
    }
    let thumbnailInWindow = thumbnail.convert(thumbnail.bounds, to: nil)
    let mark = window.context.journal.mark

    list.show(detail, sender: list)
    navigation.popViewController(animated: true)

    let entries = window.context.journal.entries(since: mark)
    #expect(entries.map(\.description) == ["push (animated, zoom)", "pop (animated, zoom)"])
    #expect(entries.map(\.zoomSource) == [thumbnailInWindow, thumbnailInWindow])
    #expect(asked.count == 2)
    #expect(asked.allSatisfy { $0.source === list && $0.zoomed === detail })
  }

  @Test func R108_aZoomWithoutASourceRunsTheDefaultTransition() {
    let (window, _, list, _) = listWithThumbnail()
    let detail = UIViewController()
    detail.preferredTransition = .zoom(sourceViewProvider: { _ in nil })
    let mark = window.context.journal.mark
    list.show(detail, sender: list)
    #expect(window.context.journal.entries(since: mark).map(\.description) == ["push (animated)"])
    #expect(window.context.journal.entries(since: mark).first?.zoomSource == nil)
  }

  @Test func R108_aZoomFromABarButtonItemStartsAtTheItem() throws {
    let (window, _, list, _) = listWithThumbnail()
    let add = UIBarButtonItem(barButtonSystemItem: .add)
    list.navigationItem.rightBarButtonItem = add
    window.layoutIfNeeded()
    let editor = UIViewController()
    editor.modalPresentationStyle = .fullScreen
    editor.preferredTransition = .zoom(sourceBarButtonItemProvider: { _ in add })
    let mark = window.context.journal.mark
    list.present(editor, animated: true)
    let entry = try #require(window.context.journal.entries(since: mark).first)
    #expect(entry.description == "present(fullScreen) (animated, zoom)")
    // The item's place in the bar: on the trailing side, below the status bar, within the bar.
    let source = try #require(entry.zoomSource)
    #expect(source.minX > window.bounds.midX && source.maxX <= window.bounds.maxX)
    #expect(source.minY >= window.safeAreaInsets.top && source.maxY <= window.safeAreaInsets.top + 44)
    #expect(source.width > 0 && source.height > 0)
  }

  @Test func R108_aZoomedFullScreenPresentationIsDismissedBySwipingDown() throws {
    let (window, _, list, thumbnail) = listWithThumbnail()
    let plain = UIViewController()
    plain.modalPresentationStyle = .fullScreen
    list.present(plain, animated: false)
    #expect(plain.presentationController?.simulateInteractiveDismissal() == .notInteractivelyDismissible)
    plain.dismiss(animated: false)

    let photo = UIViewController()
    photo.modalPresentationStyle = .fullScreen
    photo.preferredTransition = .zoom { _ in thumbnail }
    list.present(photo, animated: true)
    let mark = window.context.journal.mark
    #expect(photo.presentationController?.simulateInteractiveDismissal() == .dismissed)
    #expect(list.presentedViewController == nil)
    #expect(window.context.journal.entries(since: mark).map(\.description) == ["dismiss (animated, zoom)"])
  }

  @Test func R108_interactiveDismissShouldBeginCanKeepTheZoomedController() throws {
    let (_, _, list, thumbnail) = listWithThumbnail()
    let photo = UIViewController()
    photo.modalPresentationStyle = .fullScreen
    let options = UIViewController.Transition.ZoomOptions()
    var asked = 0
    options.interactiveDismissShouldBegin = { context in
      asked += 1
      return !context.willBegin
    }
    photo.preferredTransition = .zoom(options: options) { _ in thumbnail }
    list.present(photo, animated: true)
    #expect(photo.presentationController?.simulateInteractiveDismissal() == .prevented)
    #expect(list.presentedViewController === photo)
    #expect(asked == 1)
  }
}
