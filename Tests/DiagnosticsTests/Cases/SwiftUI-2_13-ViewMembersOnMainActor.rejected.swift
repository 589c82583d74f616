// Explore concurrency in SwiftUI, 2:13: the members of a view belong to the main actor, so
// its body may read them and a nonisolated function may not.
//
// The claim checked: a type conforming to a @MainActor protocol (View here) is itself
// main-actor isolated, with all its members, so its body may read its @State property and a
// nonisolated function may not.
// Swift 6.3.1 agrees: body's reads are accepted; the nonisolated function's is rejected.
// In the chapters' settings (default isolation MainActor) the view would belong to the main
// actor even without the protocol: there, the protocol and the module setting say the same
// thing. (Declared `nonisolated`, the type would opt out of both: an explicit `nonisolated`
// wins over inference.)

// Stand-ins for the SwiftUI pieces the talk uses, which Linux does not have: a @MainActor View
// protocol, and a property wrapper like @State.
@MainActor
protocol View {
  associatedtype Body
  var body: Body { get }
}

@propertyWrapper
nonisolated struct State<Value> {
  var wrappedValue: Value
}

final class ColorExtractor {
  // expected-note@+1 {{property declared here}}
  var colorCount = 5
}

struct ColorExtractorView: View {
  // expected-note@+1 {{property declared here}}
  @State private var model = ColorExtractor()

  var body: String {
    "\(model.colorCount) colours"
  }

  nonisolated func caption() -> String {
    // expected-error@+2 {{main actor-isolated property 'model' can not be referenced from a nonisolated context}}
    // expected-error@+1 {{main actor-isolated property 'colorCount' can not be referenced from a nonisolated context}}
    "\(model.colorCount) colours"
  }
}
