import Foundation
import PhotoBrowser

/// An app a scenario launches as its root instead of declaring a hierarchy: `app: photo-browser`
/// with `variant: naive` or `variant: fixed` (the default). The app is launched as iOS launches
/// it (its delegate builds the window), with recents in a suite of its own that starts empty.
public struct AppSpec: Sendable, Hashable {
  /// The apps a scenario can name.
  public static let names = ["photo-browser"]

  /// The photo browser's variant.
  public var variant: PhotoBrowserVariant
  /// Where `app:` was written.
  public var location: SourceLocation

  /// Creates the spec of the photo browser in a variant.
  public init(variant: PhotoBrowserVariant, location: SourceLocation) {
    self.variant = variant
    self.location = location
  }
}
