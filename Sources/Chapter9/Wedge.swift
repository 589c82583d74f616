import Foundation
import WorkbookUI

/// One slice of the colour wheel: a custom `Shape` (Explore concurrency in SwiftUI, 7:17).
///
/// The renderer calls `path(in:)` on its own queue, every frame, off the main actor. The kit's
/// `Shape` is a plain `Sendable` protocol, so this struct is inferred `nonisolated` although
/// the module's default is the main actor: it compiles as written, and everything it needs
/// comes in as arguments or is its own stored Sendable value.
struct Wedge: Shape {
  /// Which slice, from 0.
  let index: Int
  /// Of how many.
  let count: Int

  func path(in rect: Rect) -> Path {
    let slice = 2 * Double.pi / Double(max(count, 1))
    let start = -Double.pi / 2 + slice * Double(index)
    var path = Path()
    path.move(to: Point(x: rect.midX, y: rect.midY))
    let steps = 12
    for step in 0...steps {
      let angle = start + slice * Double(step) / Double(steps)
      path.addLine(
        to: Point(
          x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle)))
    }
    path.closeSubpath()
    return path
  }
}
