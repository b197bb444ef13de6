import Testing
import AdaptiveKit
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct DeckTests {
  @Test func aCardsShowReachesTheDeckThatOverridesShow() throws {
    for device in [Device.iPhone16, .iPadAir11] {
      let window = UIWindow(device: device)
      let deck = DeckViewController()
      window.rootViewController = deck
      window.makeKeyAndVisible()
      deck.show(CardViewController(number: 1), sender: nil)
      let first = try #require(deck.cards.first as? CardViewController)
      first.dealNext()
      #expect(deck.cards.map(\.title) == ["Card 1", "Card 2"])
      #expect(deck.children.count == 2)
      #expect(deck.presentedViewController == nil)   // not presented modally
      #expect(HierarchyInvariants.violations(in: window).isEmpty)
    }
  }
}
