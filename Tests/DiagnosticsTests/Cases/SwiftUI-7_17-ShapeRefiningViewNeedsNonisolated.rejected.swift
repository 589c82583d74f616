// Explore concurrency in SwiftUI, 7:17: SwiftUI declares Shape as a refinement of the
// main-actor View, with a nonisolated path(in:) requirement. In a main-actor module, the
// talk's wedge shape written plainly does not compile against that declaration.
//
// The claim checked: path(in:) is a nonisolated requirement of Shape, so the framework may call
// it away from the main actor, and a conforming type's path(in:) has to allow that.
// Swift 6.3.1, in the chapters' settings: a struct conforming to such a Shape belongs to the
// main actor (it is a View, and the module's default is the main actor), so its path(in:) is
// main-actor isolated and cannot satisfy the nonisolated requirement. It needs `nonisolated`
// on path(in:).
// The workbook's renderer declares Shape as a plain Sendable protocol instead: a type
// conforming to it is inferred nonisolated, so `struct Wedge: Shape` compiles as the talk
// writes it (chapter 9's Wedge.swift).

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

// expected-error@+4 {{conformance of 'Wedge' to protocol 'Shape' crosses into main actor-isolated code and can cause data races}}
// expected-note@+3 {{isolate this conformance to the main actor with '@MainActor'}}
// expected-note@+2 {{turn data races into runtime errors with '@preconcurrency'}}
// expected-note@+1 {{mark all declarations used in the conformance 'nonisolated'}}
struct Wedge: Shape {
  // expected-note@+1 {{main actor-isolated instance method 'path(in:)' cannot satisfy nonisolated requirement}}
  func path(in rect: Rect) -> Path {
    Path()
  }
}
