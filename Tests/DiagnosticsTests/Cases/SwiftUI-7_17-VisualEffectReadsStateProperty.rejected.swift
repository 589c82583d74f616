// Explore concurrency in SwiftUI, 7:17: the pulsing text's visual effect reads the view's
// @State property pulse. The talk describes this version and its error before fixing it; no
// listing shows it (the listings at 8:26 and 13:47 both hold the fix, the capture list).
//
// The claim checked: the @Sendable closure may capture the view, a main-actor struct and so
// Sendable, but reading its main-actor property pulse inside it is refused.
// Swift 6.3.1 agrees: rejected, with a note on the property. The talk's pulse is @State,
// and a property-wrapped property is computed, so it stays main-actor isolated.
// A plain stored property of a Sendable type, `let` or `var`, is a different story:
// SwiftUI-7_17-VisualEffectReadsStoredLet.accepted.swift and
// SwiftUI-7_17-VisualEffectReadsStoredVar.accepted.swift.
// The talk's fix is SwiftUI-13_47-PulseCaptureList.accepted.swift.

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
  // expected-note@+1 {{property declared here}}
  @State private var pulse = false

  var label: TextView {
    TextView()
      .visualEffect { effect, _ in
        var effect = effect
        // expected-error@+1 {{main actor-isolated property 'pulse' can not be referenced from a Sendable closure}}
        effect.blurRadius = pulse ? 2 : 0
        return effect
      }
  }
}
