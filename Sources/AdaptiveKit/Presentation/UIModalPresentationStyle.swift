/// How a presented view controller is shown, as UIKit's `UIModalPresentationStyle` (R57).
public enum UIModalPresentationStyle: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  /// tvOS only.
  case blurOverFullScreen = 8
  /// "Do not adapt" when returned by an adaptation delegate.
  case none = -1
  /// The system's choice; reading `modalPresentationStyle` never returns it (R58).
  case automatic = -2

  /// The case name, as written in Swift.
  public var description: String {
    switch self {
    case .fullScreen: "fullScreen"
    case .pageSheet: "pageSheet"
    case .formSheet: "formSheet"
    case .currentContext: "currentContext"
    case .custom: "custom"
    case .overFullScreen: "overFullScreen"
    case .overCurrentContext: "overCurrentContext"
    case .popover: "popover"
    case .blurOverFullScreen: "blurOverFullScreen"
    case .none: "none"
    case .automatic: "automatic"
    }
  }

  /// Whether the style covers a context controller rather than the whole screen.
  var isContextStyle: Bool { self == .currentContext || self == .overCurrentContext }
  /// Whether the style is a sheet.
  var isSheet: Bool { self == .pageSheet || self == .formSheet }
}

/// The animation of a modal presentation, as UIKit's `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable, Hashable {
  case coverVertical = 0
  case flipHorizontal = 1
  case crossDissolve = 2
  case partialCurl = 3
}
