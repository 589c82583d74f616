// Code-along: Elevate an app with Swift concurrency, 24:20 (in the 18:44 section): the
// carousel's visual effect reads the view model's selection to know which sticker is last.
//
// The talk: an error, because the @Sendable visualEffect closure reads main-actor state of
// the view; SwiftUI may run it off the main thread.
// Swift 6.3.1 agrees: rejected, with two errors on the one read: the view's @State property
// viewModel, and the model's selection, are both main-actor isolated; each has a note where it
// is declared. (A plain stored property of a Sendable type, `let` or `var`, would be readable
// there: see SwiftUI-7_17-VisualEffectReadsStoredLet.accepted.swift and
// SwiftUI-7_17-VisualEffectReadsStoredVar.accepted.swift. @State makes viewModel a computed
// property, which stays main-actor isolated.)
// The fix is CodeAlong-24_20-VisualEffectCaptureList.accepted.swift.

// Stand-ins for the SwiftUI pieces the talk uses, which Linux does not have: a property wrapper
// like @State, and a visualEffect modifier whose closure is @Sendable, as SwiftUI declares it
// (SwiftUI may evaluate it away from the main thread).
@propertyWrapper
nonisolated struct State<Value> {
  var wrappedValue: Value
}

nonisolated struct Effect: Sendable {
  var offset = 0.0
  var opacity = 1.0
}

nonisolated struct Frame: Sendable {
  var minX = 0.0
}

nonisolated struct StickerView: Sendable {
  func visualEffect(_ effect: @escaping @Sendable (Effect, Frame) -> Effect) -> StickerView {
    self
  }
}

nonisolated struct SelectedPhoto: Identifiable, Sendable {
  let id: Int
}

final class StickerViewModel {
  // expected-note@+1 {{property declared here}}
  var selection: [SelectedPhoto] = []
}

struct StickerCarousel {
  // expected-note@+1 {{property declared here}}
  @State var viewModel: StickerViewModel

  var stickers: [StickerView] {
    viewModel.selection.map { selectedPhoto in
      StickerView()
        .visualEffect { effect, frame in
          // expected-error@+2 {{main actor-isolated property 'viewModel' can not be referenced from a Sendable closure}}
          // expected-error@+1 {{main actor-isolated property 'selection' can not be referenced from a Sendable closure}}
          let isLast = selectedPhoto.id == viewModel.selection.last?.id
          var effect = effect
          effect.offset = isLast ? 0 : -frame.minX / 1.25
          effect.opacity = isLast ? 1 : 0.5
          return effect
        }
    }
  }
}
