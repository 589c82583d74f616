import Workbook

// Chapter 4: Concurrent functions, nonisolated code, the thread pool
// (Embrace Swift concurrency, 10:22–14:58).
//
// What the demo shows:
// 1. For each image, a tap, as in chapter 2; but the decode runs on the concurrent thread
//    pool, so the spinner never freezes, not even for the large image.
// 2. A second tap on the first image: the cache is checked on the main actor before any
//    fetch, so the image is displayed at once, with no request and no suspension.
// 3. Every image shown so far, all at once, in a fresh model: the decodes run side by side
//    on the pool's threads, and each task comes back to the main actor to display its image.
// 4. The timeline: the decodes in the pool's lanes, everything else in the main actor's.

let chapter = ChapterInfo(
  command: "chapter4",
  title: "Chapter 4: Concurrent functions",
  talk: "Embrace Swift concurrency, 10:22–14:58",
  lesson: """
    decodeImage is @concurrent: it runs on the concurrent thread pool, and the spinner keeps
    spinning through every decode. A cached image is displayed at once, without a request.
    Opened all at once, the images decode side by side on the pool's threads.
    """,
  inputs: .filesAndURLs
)

/// What `swift run chapter4` plays: its program (`Program/main.swift`) only starts it.
public let chapterDemo = ChapterDemo(chapter, playDemo)

/// The demo, step by step as the comment at the top of this file lists them.
func playDemo(_ demo: Demo) async {
  let model = ImageModel(view: demo.view)
  for url in demo.inputs {
    await demo.open(url) {
      await model.onTapEvent(url: url).value
    }
  }
  // Beyond what every chapter shows (the workbench measures only the part above):
  await demo.extra {
    if let first = demo.inputs.first, model.imageCache[first] != nil {
      await demo.open(first) {
        await model.onTapEvent(url: first).value
      }
    }

    let shown = demo.inputs.filter { model.imageCache[$0] != nil }
    guard !shown.isEmpty else { return }
    let fresh = ImageModel(view: demo.view)
    await demo.open(shown) {
      await openAll(shown, in: fresh)
    }
  }
}
