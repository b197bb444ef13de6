extension StoryboardFile {
  /// The largest storyboard file read, in bytes (10 MB). Xcode's own storyboards stay far below;
  /// a larger file is refused before it is parsed.
  public static let maximumSize = 10_000_000

  /// How deep elements may nest in a storyboard file. A view nested in a view takes two levels
  /// (`<view>` and its `<subviews>`), so this allows about 95 levels of views inside a scene.
  public static let maximumNesting = 200

  /// How long a chain of containment may be: a controller whose relationship (navigation root,
  /// tab, split column) or embed is a controller with its own, and so on.
  public static let maximumContainmentDepth = 100

  /// How many view controllers instantiating one scene may make with its relationships and
  /// embeds (a tab bar whose tabs are tab bars can multiply them).
  public static let maximumContainedControllers = 1_000

  /// Refuses a file over ``maximumSize`` before it is parsed.
  static func checkSize(_ size: Int, file: String) throws(StoryboardError) {
    guard size > maximumSize else { return }
    throw StoryboardError(file: file, line: nil, message: "the file is \(size) bytes; a storyboard is at most \(maximumSize) bytes (10 MB)")
  }
}
