extension ScenarioError {
  /// A short, single-line rendering of input quoted in a message: control characters are escaped
  /// (`\n`, `\u{0}`) and text beyond `limit` characters (by default
  /// ``ScenarioLimits/maximumExcerptLength``) is cut with "…" and its full length, so an error
  /// never echoes kilobytes of a file.
  public static func excerpt(_ text: String, limit: Int = ScenarioLimits.maximumExcerptLength) -> String {
    var out = ""
    var count = 0
    for character in text {
      if count == limit {
        return out + "… (\(text.count) characters)"
      }
      count += 1
      for scalar in character.unicodeScalars {
        switch scalar {
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case "\r": out += "\\r"
        case _ where scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
          || scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator:
          out += "\\u{\(String(scalar.value, radix: 16))}"
        default: out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
