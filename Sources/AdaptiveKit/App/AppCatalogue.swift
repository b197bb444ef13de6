/// The apps a tool can launch by name, as a value: each entry a name, a variant and a launcher
/// that launches the app as iOS does (``UIApplication/launch(delegate:sceneDelegate:bundle:on:orientation:posture:host:options:)``).
/// An AdaptiveKit harness addition: the command-line tool, the tests and the benchmarks build the
/// catalogue from the apps they link and pass it to what launches apps (a scenario runner, a web
/// session, an explorer); there is no global registry.
///
/// ```swift
/// let apps = AppCatalogue(PhotoBrowserVariant.catalogueEntries)
/// let window = try apps.entry(named: "photo-browser", variant: "naive").launch(on: .iPhone16)
/// ```
public struct AppCatalogue: Sendable {
  /// One app in one variant.
  public struct Entry: Sendable {
    /// The app's name (`photo-browser`).
    public let name: String
    /// The variant's name (`fixed`); the first entry of a name is its default variant.
    public let variant: String
    /// Makes the app's delegate (and its scene delegate, for an app with scenes) for one launch.
    public let makeDelegates: @MainActor @Sendable () -> (any UIApplicationDelegate, (@MainActor () -> any UISceneDelegate)?)

    /// An entry whose launch makes its delegates with `makeDelegates`.
    public init(name: String, variant: String,
                makeDelegates: @escaping @MainActor @Sendable () -> (any UIApplicationDelegate, (@MainActor () -> any UISceneDelegate)?)) {
      self.name = name
      self.variant = variant
      self.makeDelegates = makeDelegates
    }

    /// Launches the app on `device` in `orientation` (a foldable device in `posture`, closed when
    /// nil) and returns the window it made (its key window, or for an app without scenes its
    /// delegate's window). The app runs as long as the window, until ``AppCatalogue/end(_:)``.
    @MainActor
    public func launch(
      on device: Device, orientation: UIInterfaceOrientation = .portrait, posture: Device.Posture? = nil
    ) throws(AppCatalogue.LaunchError) -> UIWindow {
      let (delegate, sceneDelegate) = makeDelegates()
      let app = UIApplication.launch(delegate: delegate, sceneDelegate: sceneDelegate, on: device, orientation: orientation, posture: posture)
      guard let window = app.keyWindow ?? delegate.window, window.rootViewController != nil else {
        throw LaunchError(message: "\(name) (\(variant)) made no window with a root view controller")
      }
      window.launchedApplication = app
      return window
    }
  }

  /// Ends the app an entry's ``Entry/launch(on:orientation:posture:)`` made `window` for. A launched app
  /// lives as long as its window, and its scene delegate holds the window, so neither is freed
  /// until the app ends: a tool that launches again and again (an explorer) ends each app when
  /// it is done with its window. The window must not be used after.
  @MainActor
  public static func end(_ window: UIWindow) {
    window.launchedApplication = nil
  }

  /// Why an app could not be found or launched.
  public struct LaunchError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What went wrong, in a sentence.
    public let message: String
    /// Whether the variant (rather than the app's name) was not found.
    public var namesVariant = false
    /// The message.
    public var description: String { message }
  }

  /// The entries, in order.
  public let entries: [Entry]

  /// A catalogue of `entries`.
  public init(_ entries: [Entry] = []) {
    self.entries = entries
  }

  /// The apps' names, each once, in order.
  public var names: [String] {
    var seen: Set<String> = []
    return entries.map(\.name).filter { seen.insert($0).inserted }
  }

  /// The variants of the app `name`, in order (the first is its default).
  public func variants(of name: String) -> [String] {
    entries.filter { $0.name == name }.map(\.variant)
  }

  /// The entry of app `name` in `variant` (its default variant when nil), or an error naming what
  /// the catalogue has instead.
  public func entry(named name: String, variant: String? = nil) throws(LaunchError) -> Entry {
    let variants = entries.filter { $0.name == name }
    guard let first = variants.first else {
      let known = names.isEmpty ? "this catalogue has no apps" : "expected one of \(names.joined(separator: ", "))"
      throw LaunchError(message: "unknown app '\(Self.excerpt(name))'; \(known)")
    }
    guard let variant else { return first }
    guard let entry = variants.first(where: { $0.variant == variant }) else {
      throw LaunchError(message: "unknown variant '\(Self.excerpt(variant))'; expected one of \(variants.map(\.variant).sorted().joined(separator: ", "))",
                        namesVariant: true)
    }
    return entry
  }

  /// At most 40 characters of a name that came from outside, for a message.
  private static func excerpt(_ text: String) -> String {
    text.count <= 40 ? text : String(text.prefix(40)) + "…"
  }
}
