// Code-along: Elevate an app with Swift concurrency, 26:15 (in the 18:44 section): a task that
// runs in the concurrent pool (Task { @concurrent in … }) calls the main-actor view model.
//
// The claim checked: a task on the pool may hold the main-actor view model and call it with
// await; each call hops to the main actor.
// Swift 6.3.1 agrees: accepted. One await covers both reading the view's @State property and
// calling loadPhoto on the main actor.
// Make the model nonisolated and it is rejected:
// CodeAlong-26_15-ConcurrentTaskReachesNonisolatedModel.rejected.swift.

// A stand-in for SwiftUI's @State, which Linux does not have.
@propertyWrapper
nonisolated struct State<Value> {
  var wrappedValue: Value
}

nonisolated struct SelectedPhoto: Identifiable, Sendable {
  let id: Int
}

final class StickerViewModel {
  var loaded: Set<SelectedPhoto.ID> = []

  func loadPhoto(_ photo: SelectedPhoto) async {
    loaded.insert(photo.id)
  }
}

struct StickerCarousel {
  @State var viewModel: StickerViewModel

  func placeholderAppeared(for photo: SelectedPhoto) {
    Task { @concurrent in
      await viewModel.loadPhoto(photo)
    }
  }
}
