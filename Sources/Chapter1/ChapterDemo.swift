import Workbook

// Chapter 1: Single-threaded code (Embrace Swift concurrency, 3:17–6:00).
//
// What the demo shows:
// 1. A spinner, redrawn by a 60 Hz frame clock on the main actor.
// 2. For each image, a tap: `ImageModel.onTapEvent(url:)` reads, decodes and displays it,
//    on the main actor. While it decodes, no frame runs and the spinner freezes.
// 3. The timeline of what ran where (everything in the main actor's lane), and the hangs.

let chapter = ChapterInfo(
  command: "chapter1",
  title: "Chapter 1: Single-threaded code",
  talk: "Embrace Swift concurrency, 3:17–6:00",
  lesson: """
    Everything runs on the main actor: reading a file, decoding it, displaying it.
    Watch the spinner freeze while an image decodes: the main actor can do one thing at a time.
    """,
  inputs: .localFiles
)

/// What `swift run chapter1` plays: its program (`Program/main.swift`) only starts it.
public let chapterDemo = ChapterDemo(chapter, playDemo)

/// The demo, step by step as the comment at the top of this file lists them.
func playDemo(_ demo: Demo) async {
  let model = ImageModel(view: demo.view)
  for url in demo.inputs {
    await demo.open(url) {
      model.onTapEvent(url: url)
    }
  }
}
