// Explore concurrency in SwiftUI, 7:17: the same visual effect reading a plain stored
// property of the view, `let isLoading: Bool`, instead of a @State one.
//
// The talk explains the rule with @State: members of a main-actor view are main-actor
// isolated, so the @Sendable closure may not read them.
// Swift 6.3.1 accepts this one. Since SE-0434, a stored property of a Sendable type in a
// main-actor struct is nonisolated, whether it is a `let` or a `var` (the same view with
// `var isLoading` is SwiftUI-7_17-VisualEffectReadsStoredVar.accepted.swift): the struct is a
// value, so the closure reads its own copy.
// The rule the talk shows holds for computed and property-wrapped properties (@State),
// which stay main-actor isolated: SwiftUI-7_17-VisualEffectReadsStateProperty.rejected.swift.

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
  let isLoading: Bool

  var label: TextView {
    TextView()
      .visualEffect { effect, _ in
        var effect = effect
        effect.blurRadius = isLoading ? 2 : 0
        return effect
      }
  }
}
