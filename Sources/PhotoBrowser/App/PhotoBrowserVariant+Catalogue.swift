public import AdaptiveKit
import Foundation

extension PhotoBrowserVariant {
  /// The photo browser's entries for an `AppCatalogue`, one per variant, the fixed one first (the
  /// default): `photo-browser` in `fixed`, `naive` and `modern` (launched with its scene). Each
  /// launch keeps its recents and settings in memory, empty at first (``RecentPhotos/inMemory()``),
  /// so a launch never reads or writes a file and opens no `UserDefaults` suite.
  public static var catalogueEntries: [AppCatalogue.Entry] {
    catalogueOrder.map { variant in
      AppCatalogue.Entry(name: "photo-browser", variant: variant.rawValue) {
        let recents = RecentPhotos.inMemory()
        let delegate = PhotoBrowserAppDelegate(variant: variant, recents: recents)
        return (delegate, delegate.sceneDelegateMaker)
      }
    }
  }

  /// The variants in the catalogue's order, the default first.
  static let catalogueOrder: [PhotoBrowserVariant] = [.fixed, .naive, .modern]

  /// The variants' names in the catalogue's order, the default first: what help texts list.
  public static var catalogueVariantNames: [String] { catalogueOrder.map(\.rawValue) }
}
