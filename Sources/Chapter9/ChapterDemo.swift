import Foundation
import Workbook
import WorkbookTools
import WorkbookUI

// Chapter 9: Concurrency in SwiftUI (Explore concurrency in SwiftUI, 0:00–23:47), drawn by
// the kit's renderer, which divides the work as SwiftUI does.
//
// What the demo shows:
// 1. For each photo, the colour-scheme app (2:13): the frame before the tap; the first frame
//    after it, already showing the loading state, because the tap's change was synchronous
//    (16:53); and the frame with the new scheme, its swatches and their names.
// 2. What ran where, for the first photo (7:17): bodies, state changes and the tap on the main
//    actor; shape paths, the layout, the visual effect, the geometry transform and the
//    animation's steps on the renderer's queue.
// 3. The pulse (7:17): the blur the visual effect drew, frame by frame, from its copy of
//    `pulse`.
// 4. The same tap with the loading state set after an `await` (16:53): the first frame after
//    the tap does not show it; it comes frames later.
// 5. The first photo again (23:47): the cache, a class made Sendable with a Mutex, answers
//    from the pool at once.
// 6. The timeline of the app's own work: requests, decoding and colour counting on the pool,
//    the loading state on the main actor.

// `--scene` shows one more moment of the talks instead: `history` (code-along 24:20, and
// 5:55), the carousel whose visual effect reads a copy of the model's selection, under a title
// drawn by an imperative widget; `scroll` (18:55), the history rows, where a change made after
// a hop to an actor misses the frame of the callback that made it.
let sceneOption = CommandLineOption(
  "--scene", kind: .value(placeholder: "SCENE"),
  help: "show one moment instead of the tour: "
    + Scene.allCases.map { "\($0.rawValue) (\($0.time))" }.joined(separator: ", "),
  allowedValues: Scene.allCases.map(\.rawValue))

let chapter = ChapterInfo(
  command: "chapter9",
  title: "Chapter 9: Concurrency in SwiftUI",
  talk: "Explore concurrency in SwiftUI, 0:00–23:47",
  lesson: """
    Views build on the main actor; shape paths, layout, visual effects, geometry and animation
    steps run on the renderer's queue. The tap sets the loading state synchronously, so the
    next frame shows it; set after an await, it comes frames late.
    """,
  inputs: .filesAndURLs,
  extraOptions: [.png, sceneOption]
)

/// What `swift run chapter9` plays: its program (`Program/main.swift`) only starts it.
public let chapterDemo = ChapterDemo(chapter, playDemo)

/// The demo, step by step as the comment at the top of this file lists them.
func playDemo(_ demo: Demo) async {
  if let scene = demo.options.values[sceneOption.name].flatMap(Scene.init) {
    await scene.run(demo)
    return
  }
  let cache = ColorSchemeCache()
  var lastFrame: Frame?
  var extracted: [URL] = []  // the photos whose scheme came: the extras show only those
  for url in demo.inputs {
    await demo.open(url) {
      let model = ColorExtractor(imageURL: url, cache: cache)
      let (renderer, clock) = demo.startRenderer(ColorExtractorView(model: model))
      demo.show(await renderer.nextFrame(), "before the tap")
      try? renderer.tap("Extract")
      let tapped = renderer.frames.count
      demo.show(await renderer.nextFrame(), "the first frame after the tap")
      _ = await renderer.frame { !$0.shows("Extracting") }
      let done = await renderer.nextFrame()  // with what the geometry action changed
      clock.stop()
      demo.show(done, model.failure == nil ? "the scheme" : "after the failed extraction")
      lastFrame = done
      if let failure = model.failure {
        demo.view.displayError(failure)
        return
      }
      extracted.append(url)
      if extracted.count == 1 {
        demo.screen.show("What ran where, frames 1–\(done.number):\n" + renderer.summaryText())
        demo.screen.show(
          "The visual effect's blur, frame by frame, with the tap after frame \(tapped):\n  "
            + blurRuns(renderer.frames))
      }
    }
  }
  await demo.extra {
    // The last photo (of the samples, the largest), with a cache of its own, so that counting
    // its colours takes a while.
    guard let photo = extracted.last else { return }
    await demo.open(photo) {
      let model = ColorExtractor(imageURL: photo)
      let (renderer, clock) = demo.startRenderer(AwaitFirstExtractorView(model: model))
      _ = await renderer.nextFrame()
      try? renderer.tap("Extract")
      let tapped = renderer.frames.count
      demo.show(await renderer.nextFrame(), "the first frame after the tap, loading state late")
      _ = await renderer.frame { _ in
        !model.isExtracting && (model.scheme != nil || model.failure != nil)
      }
      clock.stop()
      if let failure = model.failure {
        demo.view.displayError(failure)
        return
      }
      let late = renderer.frames.first { $0.number > tapped && $0.shows("Extracting") }
      demo.screen.show(
        late.map {
          "Set after an await, the loading state first showed in frame \($0.number), "
            + "\($0.number - tapped - 1) frames late."
        } ?? "Set after an await, the loading state never showed: the work ended between frames.")
    }
    // The first photo again, in a new model: the shared cache has its colours.
    guard let first = extracted.first else { return }
    await demo.open(first) {
      let model = ColorExtractor(imageURL: first, cache: cache)
      await model.extractColorScheme()
      if let failure = model.failure {
        demo.view.displayError(failure)
      } else {
        demo.screen.show(
          "Again: \(counted(model.scheme?.colors.count ?? 0, "colour")) from the "
            + "Mutex-protected cache, which holds \(counted(cache.count, "scheme")).")
      }
    }
  }
  if let file = demo.options.file(for: .png), let lastFrame {
    demo.writeAfterTheRun(file, what: "Last frame") { lastFrame.image().pngData() }
  }
}

/// `1 colour`, `5 colours`.
func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// `0 ×3 · 2 ×40 · 0 ×2`: the blur of the pulsing caption in each frame, in runs.
func blurRuns(_ frames: [Frame]) -> String {
  let blurs = frames.map { frame in
    frame.items.first { item in
      if case .text(let text) = item.kind {
        text == "Extracting…" || text == "Tap to extract"
      } else {
        false
      }
    }?.blur ?? 0
  }
  var runs: [(Double, Int)] = []
  for blur in blurs {
    if let last = runs.last, last.0 == blur {
      runs[runs.count - 1].1 += 1
    } else {
      runs.append((blur, 1))
    }
  }
  return runs.map { "blur \(Int($0.0)) ×\($0.1)" }.joined(separator: " · ")
}
