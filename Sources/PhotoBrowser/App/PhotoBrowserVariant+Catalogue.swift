public import AdaptiveKit
import Foundation

extension PhotoBrowserVariant {
  /// The photo browser's entries for an `AppCatalogue`, one per variant, the fixed one first (the
  /// default): `photo-browser` in `fixed` and `naive`. Each launch keeps its recents in memory, in a
  /// suite of its own that starts empty, so a launch never reads or writes a file.
  public static var catalogueEntries: [AppCatalogue.Entry] {
    [fixed, naive].map { variant in
      AppCatalogue.Entry(name: "photo-browser", variant: variant.rawValue) {
        let recents = RecentPhotos(suiteName: "PhotoBrowser.\(UUID().uuidString)", durable: false)
        return (PhotoBrowserAppDelegate(variant: variant, recents: recents), nil)
      }
    }
  }
}
