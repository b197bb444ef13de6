import Foundation

/// Scrollable, multi-line editable text, as UIKit's `UITextView`.
///
/// Editing follows UIKit's sequence, as ``UITextField`` does: ``becomeFirstResponder()`` asks
/// `textViewShouldBeginEditing(_:)` then sends `textViewDidBeginEditing(_:)`; ``simulateTyping(_:)``
/// asks `textView(_:shouldChangeTextIn:replacementText:)`, then sends `textViewDidChangeSelection(_:)`,
/// `textViewDidChange(_:)` and ``textDidChangeNotification``; ``resignFirstResponder()`` asks
/// `textViewShouldEndEditing(_:)` then sends `textViewDidEndEditing(_:)`. Set ``UIScrollView/delegate``
/// to a ``UITextViewDelegate`` (the delegate property is the scroll view's, as in UIKit).
open class UITextView: UIScrollView {
  /// Posted after the text changes by typing.
  public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
  /// Posted when editing begins.
  public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
  /// Posted when editing ends.
  public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

  /// The text.
  open var text: String! = ""
  /// The font.
  open var font: UIFont? = .preferredFont(forTextStyle: .body)
  /// The text colour.
  open var textColor: UIColor? = .label
  /// The alignment.
  open var textAlignment: NSTextAlignment = .natural
  /// Whether the user can edit the text.
  open var isEditable = true
  /// Whether the user can select the text.
  open var isSelectable = true
  /// The keyboard asked for.
  open var keyboardType = UIKeyboardType.default
  /// The return key's title.
  open var returnKeyType = UIReturnKeyType.default
  /// Whether the text view is being edited.
  public private(set) var isEditing = false

  private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  /// Creates a text view with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// Creates the view from a storyboard.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// An editable text view becomes first responder.
  open override var canBecomeFirstResponder: Bool { isEditable }

  /// Begins editing: false when the delegate refuses or the view is not in a window (asked while
  /// its controller appears, the request is kept until the view is in the window).
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    if canBecomeFirstResponder, window == nil { return requestFirstResponderWhenInWindow() }
    guard canBecomeFirstResponder, window != nil, textDelegate?.textViewShouldBeginEditing(self) ?? true,
      super.becomeFirstResponder()
    else { return false }
    isEditing = true
    textDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Ends editing: false when the delegate refuses.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isEditing else { return super.resignFirstResponder() }
    guard textDelegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
    endEditing()
    return true
  }

  /// A text view that leaves its window while editing ends editing.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil, isEditing { endEditing() }
  }

  private func endEditing() {
    isEditing = false
    textDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
  }

  /// Plays the user typing `string` at the end of the text (an AdaptiveKit harness addition),
  /// beginning editing first if needed. Returns whether the text changed.
  @discardableResult
  public func simulateTyping(_ string: String) -> Bool {
    guard isEditing || becomeFirstResponder() else { return false }
    let current = text ?? ""
    let range = NSRange(location: (current as NSString).length, length: 0)
    guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return false }
    text = current + string
    textDelegate?.textViewDidChangeSelection(self)
    textDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    return true
  }
}
