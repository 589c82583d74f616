// Code-along: Elevate an app with Swift concurrency, 24:20, in chapter 9's app: the history
// carousel's visual effect reads the model's selection to know which card is in focus, with
// no capture list (Sources/Chapter9/SchemeCarousel.swift has one).
//
// The claim: the visualEffect closure is @Sendable, because the renderer (like SwiftUI) calls
// it off the main actor; the view's @State model and the model's selection belong to the main
// actor, so the closure may not read them.
// Swift 6.3.1 agrees: rejected, with two errors on the one read, each with a note where the
// property is declared: history (a @State property, so computed, and main-actor isolated) and
// selection (a stored var of a main-actor class). The capture list
// `[selection = history.selection]` takes the copy on the main actor, while the body is built.

// Stand-ins for the renderer's pieces: a property wrapper like @State, and a visualEffect
// modifier whose closure is @Sendable, as the renderer (and SwiftUI) declares it.
@propertyWrapper
nonisolated struct State<Value> {
  var wrappedValue: Value
}

nonisolated struct Effect: Sendable {
  var scale = 1.0
  var blurRadius = 0.0
}

nonisolated struct Proxy: Sendable {}

nonisolated struct Card: Sendable {
  func visualEffect(_ effect: @escaping @Sendable (Effect, Proxy) -> Effect) -> Card {
    self
  }
}

struct ColorScheme: Identifiable {
  let id: Int
}

final class SchemeHistory {
  var schemes: [ColorScheme] = []
  // expected-note@+1 {{property declared here}}
  var selection: ColorScheme.ID?
}

struct SchemeCarousel {
  // expected-note@+1 {{property declared here}}
  @State var history: SchemeHistory

  var cards: [Card] {
    history.schemes.map { scheme in
      Card()
        .visualEffect { content, _ in
          // expected-error@+2 {{main actor-isolated property 'history' can not be referenced from a Sendable closure}}
          // expected-error@+1 {{main actor-isolated property 'selection' can not be referenced from a Sendable closure}}
          guard scheme.id != history.selection else { return content }
          var content = content
          content.scale = 0.75
          content.blurRadius = 1
          return content
        }
    }
  }
}
