import AdaptiveKit
import Foundation

extension Screens {
  /// Ansel Adams' photo on an iPad Air with the URL popover hanging from the action bar button item.
  static func popoverOnPad(passthroughNavigationBar: Bool = false) -> (UIWindow, UINavigationController, UIViewController) {
    let (window, navigation) = navigationStack(device: .iPadAir11)
    let photo = navigation.topViewController!
    let url = UIViewController()
    url.view.addSubview(UILabel(text: "https://example.com/moonrise.jpg"))
    url.preferredContentSize = CGSize(width: 320, height: 120)
    url.modalPresentationStyle = .popover
    url.popoverPresentationController?.barButtonItem = photo.navigationItem.rightBarButtonItem
    if passthroughNavigationBar { url.popoverPresentationController?.passthroughViews = [navigation.view] }
    photo.present(url, animated: false)
    return (window, navigation, url)
  }
}
