/// An outline the renderer fills: SwiftUI's `Shape`, whose `path(in:)` the renderer calls on
/// its own queue, off the main actor, every frame (Explore concurrency in SwiftUI, 7:17).
///
/// It is a plain `Sendable` protocol, not a refinement of the main-actor `View` as SwiftUI's
/// is. In a module whose default isolation is the main actor, a type conforming to this
/// protocol is inferred nonisolated, so the talk's `struct Wedge: Shape` compiles as written
/// and its `path(in:)` may run anywhere. Had `Shape` refined `View`, that `path(in:)` would
/// belong to the main actor and need `nonisolated` (DiagnosticsTests:
/// `SwiftUI-7_17-ShapeRefiningViewNeedsNonisolated`).
public protocol Shape: Sendable {
  /// The outline in `rect`; called on the renderer's queue.
  func path(in rect: Rect) -> Path
}

extension Shape {
  /// This shape, filled with `color`.
  @MainActor
  public func fill(_ color: Color) -> ShapeView<Self> {
    ShapeView(shape: self, color: color)
  }
}

/// A circle (an ellipse, in character cells) filling its frame.
public struct Circle: Shape {
  public init() {}

  public func path(in rect: Rect) -> Path {
    var path = Path()
    path.addEllipse(in: rect)
    return path
  }
}

/// A rectangle filling its frame.
public struct Rectangle: Shape {
  public init() {}

  public func path(in rect: Rect) -> Path {
    var path = Path()
    path.addRect(rect)
    return path
  }
}
