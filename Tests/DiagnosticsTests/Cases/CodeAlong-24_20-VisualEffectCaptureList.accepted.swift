// Code-along: Elevate an app with Swift concurrency, 24:20 (in the 18:44 section): the visual
// effect captures a copy of the selection in its capture list.
//
// The claim checked: with the selection copied in the capture list, the closure holds no
// main-actor state, and the code compiles. (That the copy stays current, because a new
// selection makes the framework build the effect again, is the talk's argument; this file
// cannot show it.)
// Swift 6.3.1 agrees: accepted. The capture list is evaluated on the main actor, when the
// closure is made; the closure holds only a Sendable array.
// The racy version is CodeAlong-24_20-VisualEffectReadsViewModel.rejected.swift.

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
  var selection: [SelectedPhoto] = []
}

struct StickerCarousel {
  @State var viewModel: StickerViewModel

  var stickers: [StickerView] {
    viewModel.selection.map { selectedPhoto in
      StickerView()
        .visualEffect { [selection = viewModel.selection] effect, frame in
          let isLast = selectedPhoto.id == selection.last?.id
          var effect = effect
          effect.offset = isLast ? 0 : -frame.minX / 1.25
          effect.opacity = isLast ? 1 : 0.5
          return effect
        }
    }
  }
}
