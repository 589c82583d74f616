import Foundation
import Workbook
import WorkbookTools

// Chapter 8: the sticker app (Code-along: Elevate an app with Swift concurrency, 3:42–31:36).
//
// What the demo shows:
// 1. The carousel, lazy (6:59): only the photos on screen get a placeholder, and each
//    placeholder's task calls `loadPhoto`, which loads its photo off the main actor (3:42)
//    and has it processed. The photos off screen are not touched.
// 2. A scroll: the next photo comes into view, and only its placeholder starts loading.
// 3. The sticker grid (27:56): `processAllPhotos()` processes every other photo at once in a
//    task group, and shows each sticker as it arrives, in whatever order they finish.
// 4. The timeline: where each piece of work ran, and the frames the main actor missed.
// 5. With `--sheet FILE.png`, the stickers as one grid, to share.
//
// `--stage` runs the app as it stands earlier in the talk: `main-actor` (9:03) processes each
// photo on the main actor, and the frames stop; `concurrent` (12:30) moves the processing to
// the pool; `async-let` (15:58) makes the sticker and the colours side by side. Only the last
// stage, `task-group` (the default), has the grid.

let stageOption = CommandLineOption(
  "--stage", kind: .value(placeholder: "STAGE"),
  help: "the app at a stage of the talk: "
    + Stage.allCases.map { "\($0.rawValue) \($0.time)" }.joined(separator: ", ")
    + " (the default)",
  allowedValues: Stage.allCases.map(\.rawValue))

let sheetOption = CommandLineOption(
  "--sheet", kind: .outputFile(extension: "png"),
  help: "also write the stickers as a grid, a PNG file to share")

let chapter = ChapterInfo(
  command: "chapter8",
  title: "Chapter 8: The sticker app",
  talk: "Code-along: Elevate an app with Swift concurrency, 3:42–31:36",
  // Printed before the stage starts, so it says what every stage does and where each stage
  // puts the processing; the stage's own line follows it.
  lesson: """
    The carousel loads only the photos on screen, each off the main actor. The stage sets where
    PhotoProcessor works: on the main actor (9:03), then on the pool (12:30), the sticker and
    the colours side by side (async let, 15:58), and the grid's photos side by side (a task
    group, 27:56, the default). Stickers arrive in any order, each filed under its own photo.
    """,
  inputs: .photos,
  extraOptions: [stageOption, sheetOption]
)

/// What `swift run chapter8` plays: its program (`Program/main.swift`) only starts it.
public let chapterDemo = ChapterDemo(chapter, playDemo)

/// The demo, step by step as the comment at the top of this file lists them.
func playDemo(_ demo: Demo) async {
  let stage = demo.options.values[stageOption.name].flatMap(Stage.init) ?? .taskGroup
  demo.screen.show("Stage \(stage.rawValue) (\(stage.time)): \(stage.summary)")
  let model = StickerViewModel(
    photos: demo.inputs, carousel: StickerCarousel(screen: demo.screen), stage: stage)
  let row = LazyStickerRow(model: model)
  await demo.open(row.visible.map(\.url), as: "show in the carousel") {
    row.scroll(to: 0)
    await row.loaded()
  }
  if model.selection.count > row.width {
    await demo.open(model.selection[row.width].url, as: "scroll the carousel to") {
      row.scroll(to: 1)
      await row.loaded()
    }
  }
  if stage == .taskGroup {
    let rest = model.selection.filter { !model.isDone($0) }.map(\.url)
    await demo.open(rest, as: "open the sticker grid for") {
      await model.processAllPhotos()
    }
  }
  for item in model.selection {
    if let reason = model.invalidPhotos[item.id] {
      demo.recordNotShown(item.name, reason: reason)
    }
  }
  if let file = demo.options.file(for: sheetOption) {
    let stickers = model.stickers
    guard !stickers.isEmpty else {
      demo.recordNotShown(file.lastPathComponent, reason: "no sticker to put on the sheet")
      return
    }
    let data = await StickerGrid(stickers: stickers).pngData()
    demo.writeAfterTheRun(file, what: "Sticker sheet of \(stickers.count)") { data }
  }
}
