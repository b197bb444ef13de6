import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A text field delegate that records its calls and can refuse.
@MainActor
final class RecordingTextFieldDelegate: UITextFieldDelegate {
  var log: [String] = []
  var allowsDigits = true
  var allowsEnd = true
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
  func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowsEnd }
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextFieldDidEndEditingReason) { log.append("didEnd(\(reason))") }
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
    log.append("shouldChange(\(range.location),\(string))")
    return allowsDigits || string.allSatisfy { !$0.isNumber }
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    log.append("shouldReturn")
    return textField.resignFirstResponder()
  }
}

/// A text view delegate that records its calls.
@MainActor
final class RecordingTextViewDelegate: UITextViewDelegate {
  var log: [String] = []
  func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    log.append("shouldChange(\(range.location),\(text))")
    return true
  }
  func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
  func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll") }
}

@Suite(.checksInvariants) @MainActor
struct TextInputTests {
  private func windowWith(_ views: UIView...) -> (UIWindow, UIViewController) {
    let window = UIWindow(device: .iPhone16)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    for view in views { controller.view.addSubview(view) }
    return (window, controller)
  }

  @Test func typingInATextFieldFollowsUIKitsDelegateSequence() {
    let field = UITextField(frame: CGRect(x: 16, y: 120, width: 300, height: 34))
    let delegate = RecordingTextFieldDelegate()
    field.delegate = delegate
    var events: [String] = []
    field.addAction(UIAction { _ in events.append("editingChanged") }, for: .editingChanged)
    field.addAction(UIAction { _ in events.append("editingDidEnd") }, for: .editingDidEnd)
    _ = windowWith(field)

    #expect(field.simulateTyping("Ana"))
    #expect(field.text == "Ana")
    #expect(field.isFirstResponder && field.isEditing)
    delegate.allowsDigits = false
    #expect(!field.simulateTyping("7"))
    #expect(field.text == "Ana")
    #expect(field.simulateReturn())
    #expect(!field.isFirstResponder && !field.isEditing)
    #expect(delegate.log == [
      "shouldBegin", "didBegin", "shouldChange(0,Ana)", "shouldChange(3,7)", "shouldReturn", "shouldEnd", "didEnd(committed)",
    ])
    #expect(events == ["editingChanged", "editingDidEnd"])
  }

  @Test func aDelegateCanKeepTheFieldEditingAndLeavingTheWindowEndsIt() {
    let field = UITextField(frame: .zero)
    let delegate = RecordingTextFieldDelegate()
    field.delegate = delegate
    _ = windowWith(field)
    #expect(field.becomeFirstResponder())
    delegate.allowsEnd = false
    #expect(!field.resignFirstResponder())
    #expect(field.isEditing)
    field.removeFromSuperview()
    #expect(!field.isEditing)
    #expect(delegate.log.last == "didEnd(cancelled)")
  }

  @Test func aTextFieldOutsideAWindowCannotBeginEditing() {
    let field = UITextField(frame: .zero)
    #expect(!field.becomeFirstResponder())
    #expect(!field.simulateTyping("x"))
    #expect(field.text == "")
  }

  /// Apple's sample raises the keyboard from a presented controller's `viewWillAppear`, before its
  /// view is in the window: the request is kept and honoured once the view is in the window,
  /// before `viewIsAppearing` (see "Where UIKit is uncertain").
  @Test(arguments: [false, true])
  func aFieldAskedInViewWillAppearBeginsEditingOnceInTheWindow(pushed: Bool) {
    final class Compose: UIViewController {
      let field = UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 34))
      var log: [String] = []
      override func viewDidLoad() { view.addSubview(field) }
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear window:\(field.window != nil) asked:\(field.becomeFirstResponder())")
      }
      override func viewIsAppearing(_ animated: Bool) { log.append("viewIsAppearing editing:\(field.isEditing)") }
      override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear first:\(field.isFirstResponder)") }
    }
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let window = makeVisibleWindow(root: navigation)
    let compose = Compose()
    let delegate = RecordingTextFieldDelegate()
    compose.field.delegate = delegate
    if pushed { navigation.pushViewController(compose, animated: true) } else { root.present(compose, animated: true) }
    #expect(compose.log == [
      "viewWillAppear window:false asked:true", "viewIsAppearing editing:true", "viewDidAppear first:true",
    ])
    #expect(delegate.log == ["shouldBegin", "didBegin"])
    #expect(compose.field.window === window)
  }

  @Test func becomingFirstResponderEndsTheOtherFieldsEditing() {
    let first = UITextField(frame: .zero), second = UITextField(frame: .zero)
    _ = windowWith(first, second)
    first.becomeFirstResponder()
    second.becomeFirstResponder()
    #expect(!first.isEditing && second.isEditing && second.isFirstResponder)
  }

  @Test func typingInATextViewTellsItsDelegateAndPostsTheNotification() {
    let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 393, height: 300))
    let delegate = RecordingTextViewDelegate()
    textView.delegate = delegate
    _ = windowWith(textView)
    final class Count: @unchecked Sendable { var value = 0 }
    let posted = Count()
    let token = NotificationCenter.default.addObserver(forName: UITextView.textDidChangeNotification, object: textView, queue: nil) { _ in posted.value += 1 }
    defer { NotificationCenter.default.removeObserver(token) }
    #expect(textView.simulateTyping("Dear diary"))
    #expect(textView.text == "Dear diary")
    #expect(textView.resignFirstResponder())
    #expect(delegate.log == ["didBegin", "shouldChange(0,Dear diary)", "didChange", "didEnd"])
    #expect(posted.value == 1)
    textView.isEditable = false
    #expect(!textView.becomeFirstResponder())
  }

  @Test func anAlertsTextFieldsAreAddedOnlyToAlertsAndTheFirstBeginsEditing() throws {
    let window = UIWindow(device: .iPhone16)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addTextField()
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    controller.present(alert, animated: true)
    let fields = try #require(alert.textFields)
    #expect(fields.count == 2 && fields[0].placeholder == "Name")
    #expect(fields[0].isFirstResponder)

    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    let (_, reports) = MisuseReport.capture { sheet.addTextField() }
    #expect(sheet.textFields == nil)
    #expect(reports.map(\.message) == ["Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"])
  }
}
