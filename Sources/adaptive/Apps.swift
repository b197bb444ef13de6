import AdaptiveKit
import PhotoBrowser

/// The apps the tool can launch by name (`app:` roots of scenarios, `demo`, `explore --app`): the
/// catalogue built from the apps this tool links, passed to everything that launches one.
enum Apps {
  /// The catalogue: the photo browser in its variants.
  static let catalogue = AppCatalogue(PhotoBrowserVariant.catalogueEntries)
}
