public import AdaptiveKit

/// A photo's image and title, with a "URL" button that shows the photo's address in a popover.
@MainActor
public final class ImageViewController: UIViewController {
  private unowned let browser: PhotoBrowser
  /// The photo shown (nil for the empty detail before anything is chosen).
  public let photo: Photo?
  /// The image view.
  public let imageView = UIImageView(image: nil)
  /// The URL popover this screen shows, while it shows.
  public private(set) weak var urlController: URLViewController?

  init(browser: PhotoBrowser, photo: Photo?) {
    self.browser = browser
    self.photo = photo
    super.init(nibName: nil, bundle: nil)
    title = photo?.title ?? "No Photo"
  }
  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    if let photo {
      browser.source.loadImageData(for: photo) { [weak self] data in
        self?.imageView.image = data.flatMap { UIImage(data: $0) }
        self?.view.setNeedsLayout()
      }
    }
    imageView.contentMode = .scaleAspectFit
    view.addSubview(imageView)
    if photo != nil {
      navigationItem.rightBarButtonItem = UIBarButtonItem(title: "URL", style: .plain, target: self, action: Selector("showURL:", implementation: ImageViewController.showURL))
      // The modern variant's details are in the split's inspector column (iOS 26), shown and
      // hidden with a button beside the URL.
      // Around the fold the details are the arrangement's secondary, always shown: no button.
      if browser.variant == .modern, !browser.arrangesAroundTheFold {
        let details = UIBarButtonItem(title: "Details", style: .plain, target: self, action: Selector("toggleDetails:", implementation: ImageViewController.toggleDetails))
        navigationItem.rightBarButtonItems = [navigationItem.rightBarButtonItem!, details]
      }
    }
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // The display-mode button, when this screen is the split's detail (the root of the secondary
    // navigation controller; pushed on a tab's stack, it has a back button instead). A column-style
    // split (modern) shows its own sidebar button.
    if browser.variant != .modern, let split = splitViewController, navigationController?.viewControllers.first === self {
      navigationItem.leftBarButtonItem = split.displayModeButtonItem
      navigationItem.leftItemsSupplementBackButton = true
    }
  }

  public override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    // The fix for SC36: the popover goes with the photo it describes.
    if browser.variant.fixesTheSeedsBugs, let urlController, urlController.presentingViewController != nil {
      urlController.dismiss(animated: animated)
    }
  }

  /// Shows the photo's details in the split's inspector column, or hides them: a column beside the
  /// image when the split is expanded, a sheet over it when collapsed (R111, R112).
  func toggleDetails(_ sender: UIBarButtonItem) {
    guard let split = splitViewController else { return }
    if split.isShowing(.inspector) { split.hide(.inspector) } else { split.show(.inspector) }
  }

  /// Shows the photo's URL in a popover anchored on the URL button.
  func showURL(_ sender: UIBarButtonItem) {
    guard let photo else { return }
    // The bar stays usable under the popover, so URL can be tapped again: the fixed variant then
    // closes the popover, as a toggle (the naive one presents again, and UIKit refuses).
    if browser.variant.fixesTheSeedsBugs, let urlController, urlController.presentingViewController != nil {
      urlController.dismiss(animated: true)
      return
    }
    let controller = URLViewController(url: photo.imageURL, keepsPopoverInCompactWidth: browser.variant.fixesTheSeedsBugs)
    controller.popoverPresentationController?.barButtonItem = sender
    // While the popover shows, the navigation bar stays usable (SC36), and so does the list beside
    // the image when the split is expanded: choosing another photo there keeps the popover, which
    // is the seed's stale URL unless the popover goes with its photo (the fixed variant).
    var passthrough: [UIView] = navigationController.map { [$0.navigationBar] } ?? []
    if let split = splitViewController, !split.isCollapsed, let primary = split.viewControllers.first?.viewIfLoaded {
      passthrough.append(primary)
    }
    controller.popoverPresentationController?.passthroughViews = passthrough
    urlController = controller
    present(controller, animated: true)
  }
}
