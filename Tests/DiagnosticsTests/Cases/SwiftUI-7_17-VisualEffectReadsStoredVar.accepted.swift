// Explore concurrency in SwiftUI, 7:17: the same visual effect reading a plain stored
// property of the view declared with `var`, `var isLoading: Bool`: the rule that lets a
// stored `let` be read is not about `let`.
//
// Swift 6.3.1 accepts it, as it accepts the `let` of
// SwiftUI-7_17-VisualEffectReadsStoredLet.accepted.swift: since SE-0434 a stored property of a
// Sendable type in a main-actor struct is nonisolated, `let` or `var`. The struct is a value,
// so the closure reads its own copy, which no other code can change.
// A computed or property-wrapped property (@State) stays main-actor isolated:
// SwiftUI-7_17-VisualEffectReadsStateProperty.rejected.swift.

// Stand-ins for the SwiftUI pieces the talk uses, which Linux does not have: a property wrapper
// like @State, and a visualEffect modifier whose closure is @Sendable, as SwiftUI declares it
// (SwiftUI may evaluate it away from the main thread).
@propertyWrapper
nonisolated struct State<Value> {
  var wrappedValue: Value
}

nonisolated struct Effect: Sendable {
  var blurRadius = 0.0
}

nonisolated struct Frame: Sendable {
  var minX = 0.0
}

nonisolated struct TextView: Sendable {
  func visualEffect(_ effect: @escaping @Sendable (Effect, Frame) -> Effect) -> TextView {
    self
  }
}

struct SchemeContentView {
  var isLoading: Bool

  var label: TextView {
    TextView()
      .visualEffect { effect, _ in
        var effect = effect
        effect.blurRadius = isLoading ? 2 : 0
        return effect
      }
  }
}
