/// Which version of the app runs: the seed's first attempt, its fixes, or the same app written
/// with today's UIKit.
public enum PhotoBrowserVariant: String, Sendable, CaseIterable {
  /// The first attempt: in compact width an image is presented modally with no way back (SC31), and
  /// the URL popover outlives the photo it describes (SC36).
  case naive
  /// The fixes: the split delegate pushes images onto the selected tab in compact width and moves
  /// them back to the detail on expanding (SC32); the popover is dismissed with its photo (SC36).
  case fixed
  /// The app as an iOS 18+ developer writes it: a tab bar controller of `UITab`s (a Photographers
  /// group that is a sidebar section on an iPad, Recents and a `UISearchTab`), each tab a
  /// double-column split whose inspector column shows the photo's details; the URL popover as in
  /// the fixed variant.
  case modern

  /// Whether the seed's bugs are fixed: the URL popover goes with its photo and stays a popover on
  /// an iPhone (SC34, SC36).
  var fixesTheSeedsBugs: Bool { self != .naive }
}
