/// The carousel's row of photos, lazy like the talk's `LazyHStack`: only the photos on screen
/// have a placeholder, and a placeholder that appears starts a task that loads and processes
/// its photo (Code-along 6:59, the placeholder's `.task`). A photo off screen is not loaded
/// until a scroll brings it into view.
///
/// It belongs to the main actor, as views do, so the tasks it starts begin there, as a
/// `.task` does, and `loadPhoto` starts on the main actor. SwiftUI also cancels a `.task`
/// when its view goes away; this row keeps every task it started, and the demo scrolls a photo
/// away only once it is shown.
final class LazyStickerRow {
  let model: StickerViewModel
  /// How many photos fit on the screen at once.
  let width: Int
  /// The position in the selection of the first photo on screen.
  private(set) var first = 0
  /// The task each placeholder started, under its photo's id: one a photo.
  private var tasks: [SelectedPhoto.ID: Task<Void, Never>] = [:]

  init(model: StickerViewModel, width: Int = 2) {
    self.model = model
    self.width = width
  }

  /// The photos on screen, in order.
  var visible: ArraySlice<SelectedPhoto> {
    model.selection.dropFirst(first).prefix(width)
  }

  /// Scrolls so that the photo at `position` is the first on screen. Each photo that comes
  /// into view still unprocessed shows a placeholder, whose task loads it.
  func scroll(to position: Int) {
    first = max(0, min(position, model.selection.count - 1))
    for item in visible where tasks[item.id] == nil && !model.isDone(item) {
      tasks[item.id] = Task { await model.loadPhoto(item) }
    }
  }

  /// Returns when every task a placeholder has started so far is over.
  func loaded() async {
    for task in tasks.values {
      await task.value
    }
  }
}
