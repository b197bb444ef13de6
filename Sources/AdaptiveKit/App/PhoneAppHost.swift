/// Where an iPhone app runs (R118): on the iPhone itself, resizably on an iPad, or in iPhone
/// Mirroring on a Mac. An AdaptiveKit harness addition, passed to
/// ``UIApplication/launch(delegate:sceneDelegate:bundle:on:orientation:posture:host:options:)``.
///
/// In every host the app keeps the phone idiom (its device's). The hosts differ in orientation:
/// - `iPhone`: the default, and what AdaptiveKit did before hosts existed. A
///   rotation turns the scene and its windows to the device's screen in that orientation.
/// - `iPad`: the app's window is freely resizable and the app's supported
///   orientations are ignored: a rotation of the iPad turns the scene's interface orientation,
///   whatever the app supports, and the window keeps the size the user gave it ([INF]).
/// - `iPhoneMirroring`: the scene always reports portrait; a rotation changes
///   nothing, and a landscape-shaped size stays portrait.
///
/// Whether the phone idiom keeps the horizontal size class compact at every width in a resizable
/// host is an open question (R118): ``pinsHorizontalSizeClassToCompact`` chooses. Off (the
/// default), the width decides by ``SizeClassRules``, as on the device; on, an iPad or iPhone
/// Mirroring host keeps a phone-idiom window horizontally compact at every width.
///
/// ```swift
/// let app = UIApplication.launch(delegate: AppDelegate(), sceneDelegate: { SceneDelegate() },
///                                on: .iPhone16, host: PhoneAppHost(.iPad, pinsHorizontalSizeClassToCompact: true))
/// app.resize(to: CGSize(width: 1000, height: 800))   // still horizontally compact
/// ```
public struct PhoneAppHost: Sendable, Hashable {
  /// The kinds of host.
  public enum Kind: Sendable, Hashable {
    /// The iPhone itself.
    case iPhone
    /// An iPad running the iPhone app in a resizable window.
    case iPad
    /// iPhone Mirroring on a Mac.
    case iPhoneMirroring
  }

  /// The kind of host.
  public var kind: Kind
  /// Whether a phone-idiom window in a resizable host (`iPad` or
  /// `iPhoneMirroring`) stays horizontally compact at every width (R118's
  /// open question, [INF]). Default false: the width decides, as on the device.
  public var pinsHorizontalSizeClassToCompact: Bool

  /// A host of `kind`; the horizontal size class follows the width unless `pinsHorizontalSizeClassToCompact`.
  public init(_ kind: Kind = .iPhone, pinsHorizontalSizeClassToCompact: Bool = false) {
    self.kind = kind
    self.pinsHorizontalSizeClassToCompact = pinsHorizontalSizeClassToCompact
  }

  /// The iPhone itself.
  public static let iPhone = PhoneAppHost(.iPhone)
  /// An iPad, with the horizontal size class following the width.
  public static let iPad = PhoneAppHost(.iPad)
  /// iPhone Mirroring, with the horizontal size class following the width.
  public static let iPhoneMirroring = PhoneAppHost(.iPhoneMirroring)

  /// Whether the host resizes the app freely, apart from the device's own screen.
  public var isResizable: Bool { kind != .iPhone }

  /// Whether a window of `idiom` is kept horizontally compact at every width.
  func pinsCompactWidth(for idiom: UIUserInterfaceIdiom) -> Bool {
    idiom == .phone && isResizable && pinsHorizontalSizeClassToCompact
  }
}
