import AdaptiveKit

/// The photo's URL, in a popover that stays a popover on iPhone (SC34): the screen is its own
/// presentation delegate and answers `.none`.
@MainActor
public final class URLViewController: UIViewController, UIPopoverPresentationControllerDelegate {
  /// The URL shown.
  public let url: URL
  /// The label showing it.
  public let label = UILabel(text: nil)

  init(url: URL) {
    self.url = url
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .popover
    popoverPresentationController?.delegate = self
    label.text = url.absoluteString
    label.numberOfLines = 0
    let width = min(label.font.estimatedWidth(of: url.absoluteString).rounded(.up) + 32, 320)
    let lines = (label.font.estimatedWidth(of: url.absoluteString) / (width - 32)).rounded(.up)
    preferredContentSize = CGSize(width: width, height: lines * label.font.lineHeight + 32)
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(label)
  }

  public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    .none
  }
}
