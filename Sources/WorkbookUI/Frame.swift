/// One frame, as the renderer drew it: the frame log's entry, so that a test can say what the
/// first frame after a tap showed.
public struct Frame: Sendable {
  /// Its number, from 1, in the order the renderer drew them.
  public let number: Int
  /// Its size in cells.
  public let size: Size
  /// Everything it drew, in drawing order.
  public let items: [DrawnItem]

  /// The texts it showed, in drawing order.
  public var texts: [String] {
    items.compactMap { item in
      if case .text(let string) = item.kind { string } else { nil }
    }
  }

  /// Whether one of its texts contains `text`.
  public func shows(_ text: String) -> Bool {
    texts.contains { $0.contains(text) }
  }

  /// The items it drew for the shape type named `name` (`Circle`, `Wedge`).
  public func shapes(named name: String) -> [DrawnItem] {
    items.filter { $0.kind == .shape(name) }
  }

  /// The text items that contain `text`.
  public func items(showing text: String) -> [DrawnItem] {
    items.filter { item in
      if case .text(let string) = item.kind { string.contains(text) } else { false }
    }
  }
}

/// One thing a frame drew: a text or a shape, where, and with which effects.
public struct DrawnItem: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    case text(String)
    /// A shape, by its type's name.
    case shape(String)
  }

  public let kind: Kind
  /// Where it was drawn, effects applied.
  public let rect: Rect
  public let color: Color?
  /// A shape's outline in `rect`.
  public let path: Path?
  /// The scale the effects above it applied (1 for none).
  public let scale: Double
  /// The blur radius the effects above it applied (0 for none).
  public let blur: Double
  public let opacity: Double
}
