import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XML into ``StoryboardElement``s, keeping each element's line. The file's size and the
/// elements' nesting are bounded (``StoryboardFile/maximumSize``,
/// ``StoryboardFile/maximumNesting``), so that everything that walks the tree afterwards does so
/// on a bounded stack.
enum XMLTreeReader {
  /// The document's root element, or an error naming the line (and the element, when inside one)
  /// where the XML breaks.
  static func read(_ data: Data, file: String) throws(StoryboardError) -> StoryboardElement {
    try StoryboardFile.checkSize(data.count, file: file)
    guard data.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      throw StoryboardError(file: file, line: 1, message: "not well-formed XML (the file is empty)")
    }
    if let line = Self.lineOfFirstByteNotUTF8(in: data) {
      // Foundation's parser can crash on a name that is not UTF-8, so it never sees one.
      throw StoryboardError(file: file, line: line, message: "not well-formed XML (bytes that are not UTF-8; storyboards are UTF-8)")
    }
    let parser = XMLParser(data: data)
    let builder = TreeBuilder()
    parser.delegate = builder
    parser.shouldResolveExternalEntities = false
    _ = parser.parse()
    if let failure = builder.failure {
      // libxml2 reports errors found at the end of the input on the line after the last one.
      let lastLine = Self.lineCount(of: data)
      let atEnd = failure.line > lastLine
      throw StoryboardError(
        file: file, line: min(max(failure.line, 1), lastLine), element: failure.element,
        message: atEnd ? "\(failure.message), at the end of the file" : failure.message)
    }
    guard let root = builder.root else {
      throw StoryboardError(file: file, line: 1, message: "not well-formed XML (the document has no root element)")
    }
    return root
  }

  /// The line of the first byte that is not part of well-formed UTF-8, or nil when all are.
  private static func lineOfFirstByteNotUTF8(in data: Data) -> Int? {
    if String(validating: data, as: UTF8.self) != nil { return nil }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = data.makeIterator()
    var offset = 0
    while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
    return 1 + data.prefix(offset).count(where: { $0 == 0x0A })
  }

  /// The number of lines, as an editor counts them: a final newline ends the last line.
  private static func lineCount(of data: Data) -> Int {
    data.withUnsafeBytes { bytes in
      var count = bytes.last == 0x0A ? 0 : 1
      var rest = bytes[...]
      while let newline = rest.firstIndex(of: 0x0A) {
        count += 1
        rest = rest[(newline + 1)...]
      }
      return max(count, 1)
    }
  }
}

/// The parser's delegate: a stack of open elements, and the first thing wrong.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  private var stack: [StoryboardElement] = []
  var root: StoryboardElement?
  /// The first error: its line, the innermost open element, and the message.
  var failure: (line: Int, element: String?, message: String)?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    guard failure == nil else { return }
    let element = StoryboardElement(name: elementName, attributes: attributeDict, children: [], line: parser.lineNumber)
    guard stack.count < StoryboardFile.maximumNesting else {
      fail(parser, element: element.startTag,
           "elements nest more than \(StoryboardFile.maximumNesting) deep; a storyboard nests at most \(StoryboardFile.maximumNesting)")
      return
    }
    stack.append(element)
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
    guard failure == nil, let element = stack.popLast() else { return }
    guard element.name == elementName else {
      // libxml2 would only say that the document ended early.
      fail(parser, element: element.startTag, "not well-formed XML (</\(elementName)> closes <\(element.name)>, opened on line \(element.line))")
      return
    }
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    let code = (parseError as NSError).code
    guard failure == nil, !XMLErrorWords.isWarning(code) else { return }
    failure = (parser.lineNumber, stack.last?.startTag, "not well-formed XML (\(words(for: code)))")
  }

  /// An error in words, told apart by what is open when the parser's words are vague.
  private func words(for code: Int) -> String {
    switch code {
    case 5 where !stack.isEmpty:
      return "the file ends before the element, opened on line \(stack[stack.count - 1].line), is closed"
    case 76 where !stack.isEmpty:
      return "a closing tag does not match the element, opened on line \(stack[stack.count - 1].line)"
    case 5 where root != nil: return "the document goes on after its root element"
    case 4, 5: return "the document has no root element"
    default: return XMLErrorWords.describe(code)
    }
  }

  private func fail(_ parser: XMLParser, element: String, _ message: String) {
    failure = (parser.lineNumber, element, message)
    parser.abortParsing()
  }
}
