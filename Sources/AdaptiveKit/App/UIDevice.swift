/// The device the app runs on, as UIKit's `UIDevice`.
@MainActor
open class UIDevice {
  /// A physical orientation of the device, as UIKit's `UIDeviceOrientation`. Note that UIKit's
  /// landscape names are mirrored: the device turned `landscapeLeft` shows the interface
  /// `landscapeRight`.
  public enum Orientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  }

  private let app: UIApplication

  init(app: UIApplication) { self.app = app }

  /// The device of ``UIApplication/shared``.
  public static var current: UIDevice { UIDevice(app: UIApplication.shared) }

  /// The device's name, for example "iPhone 16".
  open var name: String { app.device?.name ?? "iPhone" }
  /// "iPhone" or "iPad".
  open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
  /// The operating system's name.
  open var systemName: String { "iOS" }
  /// The operating system version AdaptiveKit follows.
  open var systemVersion: String { "18.0" }
  /// The device's idiom.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { app.device?.idiom ?? .phone }
  /// Whether the device runs apps side by side (iPads).
  open var isMultitaskingSupported: Bool { userInterfaceIdiom == .pad }
  /// The physical orientation matching the interface orientation.
  open var orientation: Orientation {
    switch app.deviceInterfaceOrientation {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeRight
    case .landscapeRight: .landscapeLeft
    default: .unknown
    }
  }
}

/// UIKit's name for ``UIDevice/Orientation``.
public typealias UIDeviceOrientation = UIDevice.Orientation
