import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses an SVG document and keeps what the tests look at.
final class SVGReader: NSObject, XMLParserDelegate {
  var elements: [(name: String, attributes: [String: String])] = []
  /// The text of each `<text>` and `<title>` element.
  var texts: [String] = []
  /// The text of each `<text>` element only: what is drawn, not what a tooltip says.
  var drawn: [String] = []
  private var current = ""

  /// Parses `svg`; returns nil if it is not well-formed XML. The parser's error is checked as
  /// well as its answer: on Linux `parse()` returns true for an element left open or closed
  /// by the wrong tag, and reports only the error.
  static func read(_ svg: String) -> SVGReader? {
    let reader = SVGReader()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = reader
    guard parser.parse(), parser.parserError == nil else { return nil }
    return reader
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    elements.append((elementName, attributes))
    current = ""
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    current += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if elementName == "text" || elementName == "title" { texts.append(current) }
    if elementName == "text" { drawn.append(current) }
    current = ""
  }
}
