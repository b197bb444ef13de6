/// The errors of libxml2 (which `XMLParser` uses on Linux) in words: Foundation on Linux gives
/// only their numbers, `xmlParserErrors` codes from libxml2's `xmlerror.h`.
enum XMLErrorWords {
  /// What a libxml2 error code means; a code not listed keeps its number.
  static func describe(_ code: Int) -> String {
    switch code {
    case 1: "the XML parser gave up: the input is over one of libxml2's limits, such as a text of more than 10,000,000 bytes"
    case 2: "the XML parser ran out of memory"
    case 3: "the document does not start as XML does"
    case 4: "the document has no root element: '<' expected"
    case 5: "the document ends before its elements are closed, or goes on after its root element"
    case 6, 7, 8: "a character reference (&#…;) names no character XML allows"
    case 9: "a character XML does not allow, such as a control character or NUL"
    case 10, 14, 18: "a reference (&…;) is cut off by the end of the file"
    case 11, 12, 15, 16, 19, 20: "a reference (&…;) is outside the root element"
    case 13, 17, 21, 88, 90: "a reference (&…;) is misplaced in the document type declaration"
    case 22, 24: "'&' is not followed by a name; write a lone & as &amp;"
    case 23, 25: "a reference (&…;) is missing its ';'; write a lone & as &amp;"
    case 26, 27: "an entity (&name;) is not declared: XML knows only &amp; &lt; &gt; &quot; &apos;"
    case 28: "an unparsed entity is referenced in text"
    case 29, 82: "an external entity is referenced; external entities are not loaded"
    case 30: "a parameter entity is referenced outside the document type declaration"
    case 31, 32: "the declared encoding is not supported; storyboards are UTF-8"
    case 33, 43: "a quoted value is expected here"
    case 34, 44: "a quoted value is not closed"
    case 35: "a namespace declaration is malformed"
    case 36, 37, 87: "an entity's value is malformed"
    case 38: "'<' inside an attribute value; write it as &lt;"
    case 39: "an attribute's value does not start with a quote"
    case 40: "an attribute's value is not closed by its quote"
    case 41: "an attribute has no value; write name=\"value\""
    case 42: "an attribute appears twice in the same element"
    case 45: "a comment is not closed: '-->' expected"
    case 46, 47: "a processing instruction is not closed: '?>' expected"
    case 48, 49, 50, 51, 52, 53, 54, 55, 60, 69, 70, 71, 83, 95:
      "a declaration in the document type declaration is malformed"
    case 56, 57: "the XML declaration (<?xml …?>) is malformed"
    case 58, 59: "a conditional section is malformed"
    case 61: "the document type declaration is not closed"
    case 62: "']]>' is not allowed in text"
    case 63: "a CDATA section is not closed: ']]>' expected"
    case 64: "a name starting with 'xml' is reserved"
    case 65: "a space is expected here, as between attributes"
    case 66, 67, 84: "a declaration is missing a part"
    case 68: "a tag or attribute name is missing; write a lone < as &lt;"
    case 72: "'<' expected"
    case 73: "'>' expected: a tag is not finished"
    case 74: "'</' expected: an element is not closed"
    case 75: "'=' expected after an attribute's name"
    case 76: "a closing tag does not match the element it closes"
    case 77: "a tag is not finished before the end of the file"
    case 78, 103: "the standalone declaration is malformed"
    case 79, 101: "the encoding declaration is malformed"
    case 80: "'--' is not allowed inside a comment"
    case 81: "the text is not valid in its encoding; storyboards are UTF-8"
    case 85: "the elements are not balanced"
    case 86: "the document goes on after its root element"
    case 89: "an entity refers to itself, or expands too much"
    case 91, 92: "a URI is malformed"
    case 94, 104, 105: "the document type declaration cannot be processed"
    case 96, 97, 108, 109: "the XML declaration's version is missing or unknown"
    case 110: "a name is too long"
    case 111: "parsing was stopped"
    case 200, 201, 202, 203, 204, 205: "a name has a namespace prefix (prefix:name) that is not declared or is malformed"
    default: "libxml2 error \(code)"
    }
  }

  /// Whether a code is one of libxml2's warnings (`XML_WAR_…`), which do not stop parsing.
  static func isWarning(_ code: Int) -> Bool {
    [27, 93, 97, 98, 99, 100, 102, 106, 107].contains(code)
  }
}
