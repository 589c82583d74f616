/// A line of text.
public struct Text: View, PrimitiveView {
  public var body: Never { return never() }

  let string: String
  let color: Color?

  public init(_ string: String, color: Color? = nil) {
    self.string = string
    self.color = color
  }

  func makeNode(_ resolver: Resolver, path: String) -> Node {
    .text(string, color: color)
  }
}

/// Which way a stack goes.
enum Axis: Sendable, Hashable {
  case vertical
  case horizontal
  /// One on top of the other (`ZStack`).
  case depth
}

/// Children one below the other.
public struct VStack: View, PrimitiveView {
  public var body: Never { return never() }

  let spacing: Double
  let content: ViewList

  public init(spacing: Double = 0, @ViewBuilder content: () -> ViewList) {
    self.spacing = spacing
    self.content = content()
  }

  func makeNode(_ resolver: Resolver, path: String) -> Node {
    .stack(.vertical, spacing: spacing, content.nodes(resolver, path: path))
  }
}

/// Children side by side.
public struct HStack: View, PrimitiveView {
  public var body: Never { return never() }

  let spacing: Double
  let content: ViewList

  public init(spacing: Double = 1, @ViewBuilder content: () -> ViewList) {
    self.spacing = spacing
    self.content = content()
  }

  func makeNode(_ resolver: Resolver, path: String) -> Node {
    .stack(.horizontal, spacing: spacing, content.nodes(resolver, path: path))
  }
}

/// Children on top of each other, centred.
public struct ZStack: View, PrimitiveView {
  public var body: Never { return never() }

  let content: ViewList

  public init(@ViewBuilder content: () -> ViewList) {
    self.content = content()
  }

  func makeNode(_ resolver: Resolver, path: String) -> Node {
    .stack(.depth, spacing: 0, content.nodes(resolver, path: path))
  }
}

/// A shape filled with a colour: how a `Shape` becomes something on screen.
public struct ShapeView<S: Shape>: View, PrimitiveView {
  public var body: Never { return never() }

  let shape: S
  let color: Color

  func makeNode(_ resolver: Resolver, path: String) -> Node {
    .shape(shape, color: color)
  }
}
