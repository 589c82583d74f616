// Explore concurrency in SwiftUI, 7:17: the visual effect reading a stored `var` of the view,
// `var isLoading: Bool`, where SwiftUI-7_17-VisualEffectReadsStoredLet.accepted.swift reads a
// `let`.
//
// Swift 6.3.1 accepts the `var` as it accepts the `let`: under SE-0434 a stored property of a
// Sendable type in a main-actor struct is nonisolated, mutable or not, because the struct is a
// value and the closure reads its own copy. Only computed and property-wrapped properties
// (@State) stay main-actor isolated: SwiftUI-7_17-VisualEffectReadsStateProperty.rejected.swift.

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
