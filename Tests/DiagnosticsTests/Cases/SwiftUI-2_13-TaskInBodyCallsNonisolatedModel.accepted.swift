// Explore concurrency in SwiftUI, 2:13: the model needs no @MainActor. Held as @State in a
// main-actor view, a nonisolated model's async method is called from a Task in body.
//
// The claim checked: a model class with no isolation annotation, held by a main-actor view and
// called from a Task started in body, compiles; the Task's closure belongs to the main actor,
// as body does.
// Swift 6.3.1 agrees, in the chapters' settings: accepted. With NonisolatedNonsendingByDefault
// the nonisolated async method runs on its caller's actor, the main actor here, so the model
// never leaves it. Without that feature (Swift 6 mode and default isolation MainActor only),
// the same code is rejected: "sending 'self.model' risks causing data races", because the
// method would run on the concurrent pool. The talk's "applies whatever the mode" holds with
// the approachable-concurrency settings.

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

nonisolated final class ColorExtractor {
  var isExtracting = false

  func extractColorScheme() async {
    isExtracting = true
  }
}

struct ColorExtractorView: View {
  @State private var model = ColorExtractor()

  var body: String {
    Task {
      await model.extractColorScheme()
    }
    return "Extract"
  }
}
