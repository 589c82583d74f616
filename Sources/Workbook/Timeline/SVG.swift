import Foundation

/// Writes the pieces of an SVG document: elements with escaped attributes and text.
///
/// The timeline's SVG export builds every element through here, so that no label, whatever
/// it holds, can break the document.
enum SVG {
  /// An attribute and its value, in the order they are written.
  typealias Attributes = [(name: String, value: String)]

  /// `<name a="1" b="2">content</name>`, or `<name a="1" b="2"/>` without content. Attribute
  /// values are escaped; `content` is inserted as it is, so escape text with `escaped(_:)`.
  static func element(_ name: String, _ attributes: Attributes, content: String? = nil) -> String {
    guard let content else { return "<\(name)\(written(attributes))/>" }
    return start(name, attributes) + content + "</\(name)>"
  }

  /// `<name a="1" b="2">`: the start tag of an element whose content follows.
  static func start(_ name: String, _ attributes: Attributes) -> String {
    "<\(name)\(written(attributes))>"
  }

  /// The attributes as written in a tag. An attribute given twice is written once, with its
  /// last value: a repeated attribute is an XML error, and a later value is an override.
  private static func written(_ attributes: Attributes) -> String {
    var last: [String: String] = [:]
    for attribute in attributes { last[attribute.name] = attribute.value }
    var seen = Set<String>()
    return attributes.compactMap { attribute in
      guard seen.insert(attribute.name).inserted, let value = last[attribute.name] else {
        return nil
      }
      return " \(attribute.name)=\"\(escaped(value))\""
    }.joined()
  }

  /// A `<rect>` at a position, with more attributes after the position.
  static func rect(
    x: Double, y: Double, width: Double, height: Double, _ attributes: Attributes,
    content: String? = nil
  ) -> String {
    let position: Attributes = [
      ("x", number(x)), ("y", number(y)), ("width", number(width)), ("height", number(height)),
    ]
    return element("rect", position + attributes, content: content)
  }

  /// A `<text>` element holding `text`, escaped.
  static func text(_ text: String, x: Double, y: Double, _ attributes: Attributes = [])
    -> String
  {
    let position: Attributes = [("x", number(x)), ("y", number(y))]
    return element("text", position + attributes, content: escaped(text))
  }

  /// A `<title>` element: browsers show it as a tooltip over its parent.
  static func title(_ text: String) -> String {
    "<title>\(escaped(text))</title>"
  }

  /// `text` with the five XML specials escaped and the control characters XML forbids
  /// replaced by `�`, so that a label such as `<&>"` cannot break the document.
  static func escaped(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        escaped += "\u{FFFD}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// A coordinate with one decimal: SVG needs no more, and it keeps the file small.
  static func number(_ value: Double) -> String {
    String(format: "%.1f", value)
  }

  /// `#61afef`.
  static func hex(_ color: RGBA) -> String {
    let digits = [color.red, color.green, color.blue].map { value in
      let text = String(value, radix: 16)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + digits.joined()
  }
}
