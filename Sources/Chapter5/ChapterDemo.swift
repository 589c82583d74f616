import Foundation
import Workbook

// Chapter 5: Sharing data: values, Sendable, actor-isolated types
// (Embrace Swift concurrency, 14:58–18:30).
//
// What the demo shows:
// 1. For each image, a tap that sends an ImageRequest (where, and how big) to the pool with
//    the fetched Data; the pool decodes and scales, and sends the Image back. Every crossing
//    is on the timeline: what went out and what came back, in which domain.
// 2. The implicit self: decodeImage, on the pool, counts the bytes it decoded in the model's
//    main-actor state, and has to hop back to the main actor to do it.
// 3. A copy is not shared: a tap at 64×48 sends a copy of its request, and the main actor
//    changes its own copy to 32×24 while the sent one is out; the image still comes at 64×48.
// 4. A Post sent into an actor and back: the archive keeps its own copy, whatever the caller
//    does to its own.

let chapter = ChapterInfo(
  command: "chapter5",
  title: "Chapter 5: Sharing data",
  talk: "Embrace Swift concurrency, 14:58–18:30",
  lesson: """
    A tap sends an ImageRequest and the fetched Data to the pool, and an Image comes back:
    Sendable values, each side with its own copy. The model's own state stays on the main
    actor; decodeImage reaches it only by hopping back. A Post goes into an actor and out.
    """,
  inputs: .filesAndURLs
)

/// What `swift run chapter5` plays: its program (`Program/main.swift`) only starts it.
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
    demo.screen.show("bytes decoded on the pool, counted on the main actor: \(model.bytesDecoded)")
    let shown = demo.inputs.first { url in model.imageCache.keys.contains { $0.url == url } }
    if let first = shown {
      model.preferredWidth = 64
      model.preferredHeight = 48
      await demo.open(first, as: "open at 64×48") {
        let tap = model.onTapEvent(url: first)  // keeps a request, and sends the task a copy
        demo.screen.show("  sent \(model.request!), then the main actor changes its own copy")
        model.request?.width = 32  // the main actor's copy changes; the sent one must not
        model.request?.height = 24
        trace("own request now \(model.request!)")
        await tap.value
        demo.screen.show("  the main actor's request: \(model.request!)")
      }
    }

    let archive = PostArchive()
    var post = Post(
      author: "Workbook", title: "Values cross safely", date: Date(),
      categories: ["concurrency", "values"])
    await archive.store(post)
    post.title = "Edited after sending"
    trace("edit own copy")
    let stored = await archive.latest()
    demo.screen.show(
      """
      ▸ a Post sent into the PostArchive actor, then edited by the main actor
        main actor's copy: "\(post.title)"
        archive's copy:    "\(stored?.title ?? "none")"
      """)
  }
}
