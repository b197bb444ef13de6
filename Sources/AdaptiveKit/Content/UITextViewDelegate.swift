/// A text view's delegate, as UIKit's `UITextViewDelegate` (a scroll view delegate too). Every
/// method is optional.
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Whether editing may end.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether a typed change may be applied.
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// The text changed by typing.
  func textViewDidChange(_ textView: UITextView)
  /// The selection changed.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
