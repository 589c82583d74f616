// Explore concurrency in SwiftUI, 7:17: the same wedge against SwiftUI's shape of Shape (a
// refinement of the main-actor View), with `nonisolated` on path(in:).
//
// Swift 6.3.1 accepts it: the method no longer belongs to the main actor, so it satisfies the
// nonisolated requirement, and the renderer may call it from any thread. It can then read only
// what is not main-actor state: its own stored Sendable properties and its arguments.
// Without `nonisolated`: SwiftUI-7_17-ShapeRefiningViewNeedsNonisolated.rejected.swift.

// Stand-ins for SwiftUI's declarations: a @MainActor View, and a Shape that refines it.
@MainActor
protocol View {
  associatedtype Body
  var body: Body { get }
}

nonisolated struct Rect: Sendable {}
nonisolated struct Path: Sendable {}

protocol Shape: Sendable, View {
  nonisolated func path(in rect: Rect) -> Path
}

extension Shape {
  var body: Int { 0 }
}

struct Wedge: Shape {
  nonisolated func path(in rect: Rect) -> Path {
    Path()
  }
}
