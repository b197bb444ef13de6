import Foundation

/// A single line of editable text, as UIKit's `UITextField`.
///
/// Editing follows UIKit's sequence: ``becomeFirstResponder()`` asks the delegate whether to begin,
/// then sends `textFieldDidBeginEditing(_:)` and `.editingDidBegin`; ``simulateTyping(_:)`` asks
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, changes the text, sends
/// `.editingChanged` and posts ``textDidChangeNotification``; ``resignFirstResponder()`` asks whether
/// to end, then sends `textFieldDidEndEditing(_:reason:)` and `.editingDidEnd`. A field that leaves
/// its window while editing ends editing.
///
/// ```swift
/// field.simulateTyping("Ana")
/// field.simulateReturn()   // textFieldShouldReturn(_:)
/// ```
open class UITextField: UIControl {
  /// Posted after the text changes by typing.
  public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
  /// Posted when editing begins.
  public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
  /// Posted when editing ends.
  public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

  /// The text (an empty string when none was set, as in UIKit).
  open var text: String? {
    get { storedText }
    set { storedText = newValue ?? "" }
  }
  private var storedText = ""
  /// The text when editing last began, while editing: what typing has changed since.
  private var textAtBeginEditing: String?
  /// Whether the field is being edited and its text differs from when editing began: edits a
  /// dismissal would lose (for an explorer's checks).
  package var hasUnsavedTyping: Bool { isEditing && textAtBeginEditing != storedText }
  /// The text shown while the field is empty.
  open var placeholder: String?
  /// The font.
  open var font: UIFont? = .preferredFont(forTextStyle: .body)
  /// The alignment.
  open var textAlignment: NSTextAlignment = .natural
  /// The delegate.
  open weak var delegate: (any UITextFieldDelegate)?
  /// Whether the text is cleared when editing begins.
  open var clearsOnBeginEditing = false
  /// Whether the field is being edited.
  public private(set) var isEditing = false
  /// The keyboard asked for.
  open var keyboardType = UIKeyboardType.default
  /// The return key's title.
  open var returnKeyType = UIReturnKeyType.default
  /// Automatic capitalization.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Whether the text is hidden as it is typed.
  open var isSecureTextEntry = false

  /// Creates a text field with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// Creates the view from a storyboard.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A text field becomes first responder while enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Begins editing, as a tap in the field does: false when the delegate refuses or the field is
  /// not in a window (asked while its controller appears, the request is kept until the field is
  /// in the window).
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    if canBecomeFirstResponder, window == nil { return requestFirstResponderWhenInWindow() }
    guard canBecomeFirstResponder, window != nil, delegate?.textFieldShouldBeginEditing(self) ?? true,
      super.becomeFirstResponder()
    else { return false }
    isEditing = true
    textAtBeginEditing = storedText
    if clearsOnBeginEditing { storedText = "" }
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Ends editing: false when the delegate refuses.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isEditing else { return super.resignFirstResponder() }
    guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
    endEditing(reason: .committed)
    return true
  }

  /// A field that leaves its window while editing ends editing.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil, isEditing { endEditing(reason: .cancelled) }
  }

  private func endEditing(reason: UITextFieldDidEndEditingReason) {
    isEditing = false
    delegate?.textFieldDidEndEditing(self, reason: reason)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
  }

  /// Plays the user typing `string` at the end of the text (an AdaptiveKit harness addition): the
  /// field begins editing first if it is not, then the delegate may refuse the change. Returns
  /// whether the text changed.
  @discardableResult
  public func simulateTyping(_ string: String) -> Bool {
    guard isEditing || becomeFirstResponder() else { return false }
    let range = NSRange(location: (storedText as NSString).length, length: 0)
    guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return false }
    storedText += string
    delegate?.textFieldDidChangeSelection(self)
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    return true
  }

  /// Plays a tap on the return key (an AdaptiveKit harness addition): asks
  /// `textFieldShouldReturn(_:)` and, when it allows, sends `.editingDidEndOnExit`. Returns the
  /// delegate's answer.
  @discardableResult
  public func simulateReturn() -> Bool {
    guard isEditing else { return false }
    let allowed = delegate?.textFieldShouldReturn(self) ?? true
    if allowed { sendActions(for: .editingDidEndOnExit) }
    return allowed
  }
}
