// Code-along: Elevate an app with Swift concurrency, 26:15, counterpart: the same task, but the
// view model is a nonisolated class.
//
// The claim checked at 26:15 rests on the model being main-actor isolated; this file takes that
// away.
// Swift 6.3.1 agrees: without that isolation the model is not Sendable, and the task may not
// take it out of the view, which is main-actor isolated. The note points at the class.
// Compare CodeAlong-26_15-ConcurrentTaskAwaitsModel.accepted.swift.

// A stand-in for SwiftUI's @State, which Linux does not have.
@propertyWrapper
nonisolated struct State<Value> {
  var wrappedValue: Value
}

nonisolated struct SelectedPhoto: Identifiable, Sendable {
  let id: Int
}

// expected-note@+1 {{class 'StickerViewModel' does not conform to the 'Sendable' protocol}}
nonisolated final class StickerViewModel {
  var loaded: Set<SelectedPhoto.ID> = []

  func loadPhoto(_ photo: SelectedPhoto) async {
    loaded.insert(photo.id)
  }
}

struct StickerCarousel {
  @State var viewModel: StickerViewModel

  func placeholderAppeared(for photo: SelectedPhoto) {
    Task { @concurrent in
      // expected-error@+1 {{non-Sendable type 'StickerViewModel' of property 'viewModel' cannot exit main actor-isolated context}}
      await viewModel.loadPhoto(photo)
    }
  }
}
