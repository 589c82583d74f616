import Workbook

// Chapter 2: Asynchronous tasks (Embrace Swift concurrency, 5:36–7:24).
//
// What the demo shows:
// 1. For each image, a tap: `ImageModel.onTapEvent(url:)` starts a task that fetches the
//    image over the simulated network. While the request is out, the task is suspended and
//    the spinner keeps spinning; when the data arrives, the decode freezes it again.
// 2. A second tap on the first image: it is in the cache, but the cache is consulted only
//    once the data has arrived, so the tap still waits for the network (chapter 4 fixes it).
// 3. The timeline: the main actor's lane is empty while each request is out, in the
//    network's lane.

let chapter = ChapterInfo(
  command: "chapter2",
  title: "Chapter 2: Asynchronous tasks",
  talk: "Embrace Swift concurrency, 5:36–7:24",
  lesson: """
    Each tap starts a task that fetches its image with await: while the request is out, the
    main actor is free and the spinner keeps spinning. The decode still runs on the main actor:
    watch the spinner freeze again when a large image arrives.
    """,
  inputs: .filesAndURLs
)

/// What `swift run chapter2` plays: its program (`Program/main.swift`) only starts it.
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
  }
}
