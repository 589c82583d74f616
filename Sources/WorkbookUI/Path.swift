/// The outline a `Shape` returns: rectangles, ellipses and polygons, filled where any of them
/// covers a point.
///
/// A Sendable value, because the renderer asks shapes for their paths on its own queue.
public struct Path: Sendable, Hashable {
  enum Element: Sendable, Hashable {
    case rect(Rect)
    case ellipse(Rect)
    case polygon([Point])
  }

  private(set) var elements: [Element] = []
  private var current: [Point] = []

  public init() {}

  public mutating func addRect(_ rect: Rect) {
    elements.append(.rect(rect))
  }

  public mutating func addEllipse(in rect: Rect) {
    elements.append(.ellipse(rect))
  }

  public mutating func move(to point: Point) {
    closeSubpath()
    current = [point]
  }

  public mutating func addLine(to point: Point) {
    current.append(point)
  }

  /// Adds an arc around `center` from `startAngle` to `endAngle` (radians, clockwise on
  /// screen, 0 pointing right), as line segments.
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double
  ) {
    let steps = max(2, Int(abs(endAngle - startAngle) / 0.1))
    for step in 0...steps {
      let angle = startAngle + (endAngle - startAngle) * Double(step) / Double(steps)
      let point = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if current.isEmpty { current = [point] } else { current.append(point) }
    }
  }

  public mutating func closeSubpath() {
    if current.count >= 3 { elements.append(.polygon(current)) }
    current = []
  }

  /// Whether the path covers `point`.
  public func contains(_ point: Point) -> Bool {
    var path = self
    path.closeSubpath()
    return path.elements.contains { element in
      switch element {
      case .rect(let rect): rect.contains(point)
      case .ellipse(let rect): Path.ellipse(rect, contains: point)
      case .polygon(let points): Path.polygon(points, contains: point)
      }
    }
  }

  private static func ellipse(_ rect: Rect, contains point: Point) -> Bool {
    guard rect.width > 0, rect.height > 0 else { return false }
    let dx = (point.x - rect.midX) / (rect.width / 2)
    let dy = (point.y - rect.midY) / (rect.height / 2)
    return dx * dx + dy * dy <= 1
  }

  /// Even-odd rule, by counting crossings of a ray to the right.
  private static func polygon(_ points: [Point], contains point: Point) -> Bool {
    var inside = false
    var previous = points[points.count - 1]
    for next in points {
      if (next.y > point.y) != (previous.y > point.y) {
        let x = (previous.x - next.x) * (point.y - next.y) / (previous.y - next.y) + next.x
        if point.x < x { inside.toggle() }
      }
      previous = next
    }
    return inside
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
