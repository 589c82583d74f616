/// The stages of the code-along that the chapter walks through, each one runnable with
/// `swift run chapter8 --stage NAME`: the same app, as it stands at that moment of the talk.
///
/// Only two things change from stage to stage: how `loadPhoto` has a photo processed
/// (`StickerViewModel.process(_:)`), and whether the sticker grid is there to process the rest
/// (`ChapterDemo.swift`). Everything else, the carousel, the model, the processor, is the app's own.
nonisolated enum Stage: String, CaseIterable, Sendable {
  /// 9:03: the sticker, then the colours, right where `loadPhoto` runs: on the main actor,
  /// which draws no frame until both are done.
  case mainActor = "main-actor"
  /// 12:30: `process(data:)` is `@concurrent`: the same two steps, one after the other, on
  /// the pool. The frames go on; the stickers take as long as before.
  case concurrent
  /// 15:58: the sticker and the colours side by side, with `async let`.
  case asyncLet = "async-let"
  /// 27:56: and the sticker grid, every photo at once in a task group: the app as the talk
  /// leaves it, and the default.
  case taskGroup = "task-group"

  /// The talk's timestamp of the stage.
  var time: String {
    switch self {
    case .mainActor: "9:03"
    case .concurrent: "12:30"
    case .asyncLet: "15:58"
    case .taskGroup: "27:56"
    }
  }

  /// What to watch for, printed when the stage starts: short enough for one line of 80.
  var summary: String {
    switch self {
    case .mainActor: "each photo processed on the main actor: frames stop"
    case .concurrent: "sticker, then colours, @concurrent, on the pool"
    case .asyncLet: "sticker and colours side by side, with async let"
    case .taskGroup: "and the grid: every other photo at once, a task group"
    }
  }
}
