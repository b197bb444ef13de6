import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// An app whose delegate builds a window with a titled root controller.
@MainActor
private final class TitledAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let title: String?
  init(title: String?) { self.title = title }

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    window = UIWindow()
    if let title {
      let root = UIViewController()
      root.title = title
      window?.rootViewController = root
    }
    window?.makeKeyAndVisible()
    return true
  }
}

/// A catalogue of two variants of one app, and an app that makes no root controller.
private let catalogue = AppCatalogue([
  AppCatalogue.Entry(name: "mail", variant: "plain") { (TitledAppDelegate(title: "Plain"), nil) },
  AppCatalogue.Entry(name: "mail", variant: "fancy") { (TitledAppDelegate(title: "Fancy"), nil) },
  AppCatalogue.Entry(name: "empty", variant: "only") { (TitledAppDelegate(title: nil), nil) },
])

@Suite(.checksInvariants) @MainActor
struct AppCatalogueTests {
  @Test func anEntryLaunchesItsAppAsIOSDoesOnTheDevice() throws {
    let window = try catalogue.entry(named: "mail", variant: "fancy").launch(on: .iPadAir11, orientation: .landscapeLeft)
    #expect(window.rootViewController?.title == "Fancy")
    #expect(window.bounds.size == CGSize(width: 1180, height: 820))
    #expect(window.isKeyWindow)
  }

  @Test func theFirstVariantOfANameIsItsDefault() throws {
    #expect(catalogue.names == ["mail", "empty"])
    #expect(catalogue.variants(of: "mail") == ["plain", "fancy"])
    let window = try catalogue.entry(named: "mail").launch(on: .iPhone16)
    #expect(window.rootViewController?.title == "Plain")
  }

  @Test func anUnknownAppOrVariantNamesWhatTheCatalogueHas() {
    let error1 = #expect(throws: AppCatalogue.LaunchError.self) { try catalogue.entry(named: "calendar") }
    #expect(error1?.message == "unknown app 'calendar'; expected one of mail, empty")
    let error2 = #expect(throws: AppCatalogue.LaunchError.self) { try catalogue.entry(named: "mail", variant: "dark") }
    #expect(error2?.message == "unknown variant 'dark'; expected one of fancy, plain" && error2?.namesVariant == true)
    let error3 = #expect(throws: AppCatalogue.LaunchError.self) { try AppCatalogue().entry(named: "mail") }
    #expect(error3?.message == "unknown app 'mail'; this catalogue has no apps")
  }

  @Test func anAppThatMakesNoRootControllerIsALaunchError() {
    let error4 = #expect(throws: AppCatalogue.LaunchError.self) { try catalogue.entry(named: "empty").launch(on: .iPhone16) }
    #expect(error4?.message == "empty (only) made no window with a root view controller")
  }
}
