public import AdaptiveKit

/// The photo's URL in a popover. In the fixed variant the screen is its own presentation delegate
/// and answers `.none`, so the popover stays a popover on iPhone (SC34); the naive variant's screen,
/// the seed's first attempt, is no delegate, and the popover adapts in compact width (SC35).
@MainActor
public final class URLViewController: UIViewController, UIPopoverPresentationControllerDelegate {
  /// The URL shown.
  public let url: URL
  /// The label showing it.
  public let label = UILabel(text: nil)

  init(url: URL, keepsPopoverInCompactWidth: Bool) {
    self.url = url
    super.init(nibName: nil, bundle: nil)
    title = "URL"
    modalPresentationStyle = .popover
    if keepsPopoverInCompactWidth { popoverPresentationController?.delegate = self }
    label.text = url.absoluteString
    label.numberOfLines = 0
    let width = min(label.font.estimatedWidth(of: url.absoluteString).rounded(.up) + 32, 320)
    let lines = (label.font.estimatedWidth(of: url.absoluteString) / (width - 32)).rounded(.up)
    preferredContentSize = CGSize(width: width, height: lines * label.font.lineHeight + 32)
  }
  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(label)
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    label.frame = view.bounds.insetBy(dx: 16, dy: 16)
  }

  public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    .none
  }
}
