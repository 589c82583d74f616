// Explore concurrency in SwiftUI, 13:47: the visual effect copies pulse in its capture list
// and reads the copy.
//
// The talk: the closure now holds a Bool, which is Sendable, instead of reaching into the
// main-actor view; it compiles.
// Swift 6.3.1 agrees: accepted. The capture list is evaluated on the main actor, when the
// closure is made.
// The racy version is SwiftUI-7_17-VisualEffectReadsStateProperty.rejected.swift.

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
  @State private var pulse = false

  var label: TextView {
    TextView()
      .visualEffect { [pulse] effect, _ in
        var effect = effect
        effect.blurRadius = pulse ? 2 : 0
        return effect
      }
  }
}
