import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XML into ``StoryboardElement``s, keeping each element's line.
enum XMLTreeReader {
  /// The document's root element, or an error naming the line where the XML breaks.
  static func read(_ data: Data, file: String) throws(StoryboardError) -> StoryboardElement {
    let parser = XMLParser(data: data)
    let builder = TreeBuilder(parser: parser)
    parser.delegate = builder
    parser.shouldResolveExternalEntities = false
    let parsed = parser.parse()
    if let mismatch = builder.mismatch {
      throw StoryboardError(file: file, line: mismatch.line, message: "not well-formed XML (\(mismatch.message))")
    }
    guard parsed, let root = builder.root else {
      let error = builder.firstError ?? parser.parserError
      let reason = error.map { Self.describe($0) } ?? "no root element"
      throw StoryboardError(file: file, line: builder.firstErrorLine ?? parser.lineNumber, message: "not well-formed XML (\(reason))")
    }
    return root
  }

  /// The parser's error in words (Foundation on Linux describes them only by number).
  private static func describe(_ error: any Error) -> String {
    let code = (error as NSError).code
    switch XMLParser.ErrorCode(rawValue: code) {
    case .prematureDocumentEndError?: return "the document ends before its elements are closed"
    case .emptyDocumentError?: return "the document is empty"
    case .tagNameMismatchError?: return "a closing tag does not match the element it closes"
    case .attributeNotFinishedError?, .attributeNotStartedError?: return "an attribute is not finished"
    case .ltRequiredError?, .gtRequiredError?: return "a tag is not finished"
    default: return "XML parser error \(code)"
    }
  }
}

/// The parser's delegate: a stack of open elements.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  private unowned let parser: XMLParser
  private var stack: [StoryboardElement] = []
  var root: StoryboardElement?
  /// A closing tag that does not close the open element (libxml2 would only say the document ended early).
  var mismatch: (line: Int, message: String)?
  /// The first error the parser reported, and the line it was on.
  var firstError: (any Error)?
  var firstErrorLine: Int?

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard firstError == nil else { return }
    firstError = parseError
    firstErrorLine = parser.lineNumber
  }

  init(parser: XMLParser) { self.parser = parser }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    stack.append(StoryboardElement(name: elementName, attributes: attributeDict, children: [], line: parser.lineNumber))
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
    guard let element = stack.popLast() else { return }
    guard element.name == elementName else {
      mismatch = (parser.lineNumber, "</\(elementName)> closes <\(element.name)>, opened on line \(element.line)")
      parser.abortParsing()
      return
    }
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }
}
