// Deck: a custom container that overrides `show(_:sender:)` to deal each shown controller as a card.
// Its children call `show` with no other declaration, as in UIKit. Edits for AdaptiveKit: the import.
import AdaptiveKit

class DeckViewController: UIViewController {
  private(set) var cards: [UIViewController] = []

  override func show(_ vc: UIViewController, sender: Any?) {
    addChild(vc)
    vc.view.frame = view.bounds.insetBy(dx: 16, dy: 16 + CGFloat(cards.count) * 8)
    view.addSubview(vc.view)
    vc.didMove(toParent: self)
    cards.append(vc)
  }
}

class CardViewController: UIViewController {
  let number: Int

  init(number: Int) {
    self.number = number
    super.init(nibName: nil, bundle: nil)
    title = "Card \(number)"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func dealNext() {
    show(CardViewController(number: number + 1), sender: self)
  }
}
