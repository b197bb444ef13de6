/// Which version of the app runs: the seed's first attempt, or its fixes.
public enum PhotoBrowserVariant: String, Sendable, CaseIterable {
  /// The first attempt: in compact width an image is presented modally with no way back (SC31), and
  /// the URL popover outlives the photo it describes (SC36).
  case naive
  /// The fixes: the split delegate pushes images onto the selected tab in compact width and moves
  /// them back to the detail on expanding (SC32); the popover is dismissed with its photo (SC36).
  case fixed
}
