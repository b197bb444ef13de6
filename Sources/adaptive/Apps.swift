import AdaptiveKit
import PhotoBrowser

/// The apps the tool can launch by name (`app:` roots of scenarios, `demo`, `explore --app`): the
/// catalogue built from the apps this tool links, passed to everything that launches one.
enum Apps {
  /// The catalogue: the photo browser in its variants.
  static let catalogue = AppCatalogue(PhotoBrowserVariant.catalogueEntries)

  /// The photo browser's variant names for help texts, as the catalogue lists them (`fixed, naive, modern`).
  static let photoBrowserVariants = PhotoBrowserVariant.catalogueVariantNames.joined(separator: ", ")
}
