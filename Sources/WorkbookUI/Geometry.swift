/// A point in the renderer's space: one unit is one character cell of the terminal.
public struct Point: Sendable, Hashable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A width and a height, in character cells.
public struct Size: Sendable, Hashable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)
}

/// A rectangle: where a view is placed, and what a shape's path fills.
public struct Rect: Sendable, Hashable {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }

  /// Whether `point` lies inside (the left and top edges included).
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The same rectangle scaled by `factor` about its centre.
  func scaled(by factor: Double) -> Rect {
    let width = size.width * factor
    let height = size.height * factor
    return Rect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
  }
}

/// What a container offers a child: a width, a height, either left open (`nil`).
public struct ProposedViewSize: Sendable, Hashable {
  public var width: Double?
  public var height: Double?

  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// No proposal: the child takes its ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
}

/// Where a view ended up, as the renderer gives it to `visualEffect` and `onGeometryChange`
/// closures: a plain value, computed on the renderer's queue.
public struct GeometryProxy: Sendable, Hashable {
  /// The view's frame in the window.
  public let frame: Rect

  public var size: Size { frame.size }
}
