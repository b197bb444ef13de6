/// The keyboard a text input asks for, as UIKit's `UIKeyboardType` (recorded; AdaptiveKit shows no keyboard).
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
  case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of the keyboard's return key, as UIKit's `UIReturnKeyType` (recorded).
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Automatic capitalization, as UIKit's `UITextAutocapitalizationType` (recorded).
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// Why editing ended, as UIKit's `UITextField.DidEndEditingReason`.
public enum UITextFieldDidEndEditingReason: Int, Sendable { case committed, cancelled }
