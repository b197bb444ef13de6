/// An app a scenario launches as its root instead of declaring a hierarchy: `app: photo-browser`
/// with an optional `variant: naive`. The runner finds it in the `AppCatalogue` it was given and
/// launches it as iOS launches it (its delegate builds the window).
public struct AppSpec: Sendable, Hashable {
  /// The app's name in the catalogue.
  public var name: String
  /// The variant's name; nil for the app's default variant.
  public var variant: String?
  /// Where `app:` was written.
  public var location: SourceLocation
  /// Where `variant:` was written, if it was.
  public var variantLocation: SourceLocation?

  /// Creates the spec of app `name` in `variant` (its default when nil).
  public init(name: String, variant: String? = nil, location: SourceLocation, variantLocation: SourceLocation? = nil) {
    self.name = name
    self.variant = variant
    self.location = location
    self.variantLocation = variantLocation
  }
}
