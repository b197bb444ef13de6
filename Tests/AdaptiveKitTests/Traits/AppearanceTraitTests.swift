import Foundation
import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// A view that records the trait changes it hears.
@MainActor
final class TraitRecordingView: UIView {
  var changes: [String] = []
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    changes.append("\(previousTraitCollection?.userInterfaceStyle.description ?? "nil") → \(traitCollection.userInterfaceStyle)")
  }
}

@Suite(.checksInvariants) @MainActor
struct AppearanceTraitTests {
  @Test func mutationsBuildAndModifyCollections() {
    let traits = UITraitCollection { $0.horizontalSizeClass = .compact; $0.userInterfaceStyle = .dark }
    #expect(traits.horizontalSizeClass == .compact)
    #expect(traits.userInterfaceStyle == .dark)
    #expect(traits.verticalSizeClass == .unspecified)
    let modified = traits.modifyingTraits { $0.horizontalSizeClass = .regular }
    #expect(modified.horizontalSizeClass == .regular && modified.userInterfaceStyle == .dark)
    #expect(UITraitCollection(userInterfaceStyle: .dark).description.hasSuffix("dark"))
  }

  @Test func aWindowIsLightUntilItsOverrideMakesEverythingDark() {
    let window = UIWindow(device: .iPhone16)
    let log = CallLog()
    let controller = RecordingViewController("content", log: log)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let label = TraitRecordingView()
    controller.view.addSubview(label)
    #expect(controller.traitCollection.userInterfaceStyle == .light)
    #expect(label.traitCollection.userInterfaceStyle == .light)

    log.clear()
    window.overrideUserInterfaceStyle = .dark
    #expect(window.traitCollection.userInterfaceStyle == .dark)
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
    // A trait transition like any other: size classes unchanged, UIKit's order.
    #expect(log.entries == ["content.willTransition(CR)", "content.traitCollectionDidChange(CR)"])
    #expect(label.changes == ["light → dark"])
  }

  @Test func aControllersOverrideReachesItsChildrenButNotItsSiblings() {
    let window = UIWindow(device: .iPadAir11)
    let split = UISplitViewController(style: .doubleColumn)
    let list = UIViewController(), detail = UIViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    window.rootViewController = split
    window.makeKeyAndVisible()
    let primaryNavigation = list.navigationController!
    primaryNavigation.overrideUserInterfaceStyle = .dark
    #expect(list.traitCollection.userInterfaceStyle == .dark)
    #expect(list.view.traitCollection.userInterfaceStyle == .dark)
    #expect(detail.traitCollection.userInterfaceStyle == .light)
    primaryNavigation.overrideUserInterfaceStyle = .unspecified
    #expect(list.traitCollection.userInterfaceStyle == .light)
  }

  @Test func aViewsOverrideReachesItsSubviews() {
    let window = UIWindow(device: .iPhone16)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let card = TraitRecordingView(), text = TraitRecordingView()
    controller.view.addSubview(card)
    card.addSubview(text)
    card.overrideUserInterfaceStyle = .dark
    #expect(text.traitCollection.userInterfaceStyle == .dark)
    #expect(card.changes == ["light → dark"] && text.changes == ["light → dark"])
    #expect(controller.traitCollection.userInterfaceStyle == .light)
    // A window-wide change does not reach views whose own override decides.
    window.overrideUserInterfaceStyle = .dark
    #expect(card.changes.count == 1 && text.changes.count == 1)
  }

  @Test func additionalSafeAreaInsetsGrowTheSafeAreaOfTheControllerAndItsDescendants() {
    let window = UIWindow(device: .iPhone16)
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let before = content.view.safeAreaInsets
    content.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
    #expect(content.view.safeAreaInsets.top == before.top + 20)
    #expect(content.view.safeAreaInsets.bottom == before.bottom + 30)

    let child = UIViewController()
    content.addChild(child)
    content.view.addSubview(child.view)
    child.view.frame = content.view.bounds
    child.didMove(toParent: content)
    child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: before.top + 30, left: 5, bottom: before.bottom + 30, right: 0))
    let nested = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
    child.view.addSubview(nested)
    #expect(nested.safeAreaInsets.top == before.top + 30)
  }
}
