import Foundation

extension UIViewController {
  /// How a pushed or presented controller arrives (iOS 18), as UIKit's `UIViewController.Transition`:
  /// a zoom from a source view or bar button item, or one of the four modal transition styles
  /// (R107). Set it on the incoming controller's ``UIViewController/preferredTransition``.
  @MainActor
  public final class Transition {
    /// The kinds of transition.
    enum Kind: Equatable {
      case zoom, coverVertical, crossDissolve, flipHorizontal, partialCurl
    }

    let kind: Kind
    let zoomOptions: ZoomOptions?
    let sourceViewProvider: ((ZoomSourceViewProviderContext) -> UIView?)?
    let sourceBarButtonItemProvider: ((ZoomSourceViewProviderContext) -> UIBarButtonItem?)?

    private init(
      _ kind: Kind, options: ZoomOptions? = nil,
      sourceViewProvider: ((ZoomSourceViewProviderContext) -> UIView?)? = nil,
      sourceBarButtonItemProvider: ((ZoomSourceViewProviderContext) -> UIBarButtonItem?)? = nil
    ) {
      self.kind = kind
      self.zoomOptions = options
      self.sourceViewProvider = sourceViewProvider
      self.sourceBarButtonItemProvider = sourceBarButtonItemProvider
    }

    /// A zoom from the view `sourceViewProvider` returns, asked when the controller arrives and
    /// again when it leaves (R108); a nil view gives the default transition.
    public static func zoom(options: ZoomOptions? = nil, sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?) -> Transition {
      Transition(.zoom, options: options, sourceViewProvider: sourceViewProvider)
    }

    /// A zoom from the bar button item `sourceBarButtonItemProvider` returns (iOS 26).
    public static func zoom(options: ZoomOptions? = nil, sourceBarButtonItemProvider: @escaping (ZoomSourceViewProviderContext) -> UIBarButtonItem?) -> Transition {
      Transition(.zoom, options: options, sourceBarButtonItemProvider: sourceBarButtonItemProvider)
    }

    /// The view slides up from the bottom: `UIModalTransitionStyle.coverVertical`.
    public static func coverVertical() -> Transition { Transition(.coverVertical) }
    /// The views cross-fade: `UIModalTransitionStyle.crossDissolve`.
    public static func crossDissolve() -> Transition { Transition(.crossDissolve) }
    /// The views flip: `UIModalTransitionStyle.flipHorizontal`.
    public static func flipHorizontal() -> Transition { Transition(.flipHorizontal) }
    /// The presenter's view curls up: `UIModalTransitionStyle.partialCurl`.
    public static func partialCurl() -> Transition { Transition(.partialCurl) }

    /// The modal transition style this transition stands for; nil for a zoom.
    var modalTransitionStyle: UIModalTransitionStyle? {
      switch kind {
      case .zoom: nil
      case .coverVertical: .coverVertical
      case .crossDissolve: .crossDissolve
      case .flipHorizontal: .flipHorizontal
      case .partialCurl: .partialCurl
      }
    }

    /// What a zoom may be told besides its source.
    @MainActor
    public final class ZoomOptions {
      /// Asked when the user starts to dismiss the zoomed controller by a gesture; false keeps it.
      public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
      /// The colour that dims the source while the zoomed controller is up; nil for the system's.
      public var dimmingColor: UIColor?

      /// Options with every value at its default.
      public init() {}

      /// Where a dismissal gesture begins.
      @MainActor
      public final class InteractionContext {
        /// The touch's location in the zoomed controller's view.
        public let location: CGPoint
        /// Whether the gesture begins if the answer is true.
        public let willBegin: Bool

        init(location: CGPoint, willBegin: Bool) {
          self.location = location
          self.willBegin = willBegin
        }
      }
    }

    /// The two controllers of a zoom, handed to its source provider.
    @MainActor
    public final class ZoomSourceViewProviderContext {
      /// The controller whose view the zoom starts from and returns to.
      public let sourceViewController: UIViewController
      /// The controller that zooms in.
      public let zoomedViewController: UIViewController

      init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
        self.sourceViewController = sourceViewController
        self.zoomedViewController = zoomedViewController
      }
    }
  }

  /// The transition style a presentation of this controller runs: its ``preferredTransition``'s,
  /// which wins over ``modalTransitionStyle`` when set [INF], else ``modalTransitionStyle``.
  var effectiveModalTransitionStyle: UIModalTransitionStyle {
    preferredTransition?.modalTransitionStyle ?? modalTransitionStyle
  }

  /// Whether this controller arrives with a zoom.
  var zooms: Bool { preferredTransition?.kind == .zoom }

  /// The frame, in window coordinates, of the view (or bar button item) a zoom of `zoomed` starts
  /// from or returns to, asked of its provider with `self` as the source (R108); nil when
  /// `zoomed` does not zoom or the provider gives nothing on screen.
  func zoomSourceFrame(zooming zoomed: UIViewController) -> CGRect? {
    guard let transition = zoomed.preferredTransition, transition.kind == .zoom else { return nil }
    let context = Transition.ZoomSourceViewProviderContext(sourceViewController: self, zoomedViewController: zoomed)
    if let view = transition.sourceViewProvider?(context) {
      if view.window != nil { return view.convert(view.bounds, to: nil) }
      // On the way back the source's view is not on screen yet: it returns where it was, at its
      // frame in its controller's view, whose own frame is in window coordinates [INF].
      guard let sourceView = viewIfLoaded, view.isDescendant(of: sourceView) else { return nil }
      return view.convert(view.bounds, to: sourceView).offsetBy(dx: sourceView.frame.minX, dy: sourceView.frame.minY)
    }
    if let item = transition.sourceBarButtonItemProvider?(context) {
      return BarButtonItemAnchor.frameInWindow(of: item, in: viewIfLoaded?.window)
    }
    return nil
  }
}
