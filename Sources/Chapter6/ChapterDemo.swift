import Foundation
import Workbook

// Chapter 6: Classes (Embrace Swift concurrency, 18:30–23:18).
//
// What the demo shows:
// 1. For each image, a tap: the main actor fetches the bytes, then scaleAndDisplay loads a
//    MyImage on the pool, scales it and turns it grey there, in place, and only then sends
//    it to the main actor, which displays it and keeps it (20:54, 21:20).
// 2. Reference semantics: a second reference to the first image, scaled through it; the
//    image in the cache has changed too (18:34).
// 3. The same work as a new task started from the main actor (20:38), and with the scaling
//    in a closure called after a delay (22:06).
// 4. The timeline: every change to an image in the pool's lanes, before the display; after
//    it, only the main actor reads the image.

let chapter = ChapterInfo(
  command: "chapter6",
  title: "Chapter 6: Classes",
  talk: "Embrace Swift concurrency, 18:30–23:18",
  lesson: """
    MyImage is a class, not Sendable: one object, seen through every reference. Each image
    is loaded, scaled and turned grey on the pool by one task, and sent to the main actor
    only when that task is done changing it. The compiler rejects every other order.
    """,
  inputs: .filesAndURLs
)

/// What `swift run chapter6` plays: its program (`Program/main.swift`) only starts it.
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
    guard let first = demo.inputs.first(where: { model.cachedImage[$0] != nil }),
      let image = model.cachedImage[first]
    else { return }
    let otherImage = image  // the same object, not a copy
    otherImage.scale(by: 0.5)
    demo.screen.show(
      "▸ otherImage = image; otherImage.scale(by: 0.5): image is now \(image.width)×\(image.height)"
    )
    demo.view.displayImage(image.snapshot())

    // Each gesture fetches its own bytes, so its request follows it on the timeline.
    await demo.open(first, as: "open in a task (20:38)") {
      do {
        let data = try await model.fetchImageData(url: first)
        await model.scaleAndDisplayInTask(imageData: data, url: first).value
      } catch {
        demo.view.displayError(error)
      }
    }
    await demo.open(first, as: "open, closure (22:06)") {
      do {
        let data = try await model.fetchImageData(url: first)
        try await model.scaleAndDisplayAfterDelay(
          imageData: data, url: first, delay: .milliseconds(100))
      } catch {
        demo.view.displayError(error)
      }
    }
  }
}
