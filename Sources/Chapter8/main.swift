import Foundation
import Workbook

// Chapter 8: the sticker app (Code-along: Elevate an app with Swift concurrency, 3:42–31:36).
//
// What the demo shows:
// 1. The carousel's first photo: `loadPhoto` loads it while the main actor is free, then
//    `PhotoProcessor` makes its sticker and finds its colours on the pool, the two side by
//    side (`async let`). The spinner never stops.
// 2. The sticker grid: `processAllPhotos()` processes every other photo at once in a task
//    group, and shows each sticker as it arrives, in whatever order they finish.
// 3. The timeline: both of the pool's lanes busy, the main actor free.
// 4. With `--sheet FILE.png`, the stickers as one grid, to share.

let sheetOption = DemoOption(
  "--sheet", kind: .outputFile(extension: "png"),
  help: "also write the stickers as a grid, a PNG file to share")

let chapter = ChapterInfo(
  command: "chapter8",
  title: "Chapter 8: The sticker app",
  talk: "Code-along: Elevate an app with Swift concurrency, 3:42–31:36",
  lesson: """
    Each photo loads off the main actor, and PhotoProcessor works on the pool: the sticker
    and the colours side by side (async let), the photos side by side (a task group).
    Stickers arrive in any order, each filed under its own photo.
    """,
  inputs: .photos,
  extraOptions: [sheetOption]
)

Demo.main(chapter) { demo in
  let model = StickerViewModel(
    photos: demo.inputs, carousel: StickerCarousel(screen: demo.screen))
  if let first = model.selection.first {
    await demo.open(first.url, as: "open in the carousel") {
      await model.loadPhoto(first)
    }
  }
  let rest = model.selection.dropFirst().map(\.url)
  await demo.open(rest, as: "open the sticker grid for") {
    await model.processAllPhotos()
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
    do {
      try data.write(to: file)
      demo.screen.show("Sticker sheet of \(stickers.count) written to \(file.path)")
    } catch {
      demo.recordNotShown(file.lastPathComponent, reason: error.localizedDescription)
    }
  }
}
