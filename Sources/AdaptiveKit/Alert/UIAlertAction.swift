/// A button of a ``UIAlertController``: its title, style and the handler run when the user taps it.
@MainActor
open class UIAlertAction {
  /// How an action looks and behaves.
  public enum Style: Int, Sendable {
    /// The default style.
    case `default` = 0
    /// Cancels the alert; at most one action of an alert has this style.
    case cancel = 1
    /// Destroys or deletes something.
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// The button's style.
  public let style: Style
  /// Whether the user can tap the button.
  open var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?

  /// Creates an action; `handler` runs after the alert is dismissed when the user taps it.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
