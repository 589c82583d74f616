import Foundation
import Workbook
import WorkbookUI

/// The scenes `--scene` runs instead of the app's tour: each shows one moment of the talks on
/// a screen of its own.
enum Scene: String, CaseIterable {
  /// The history carousel: a visual effect that reads a copy of the model's selection
  /// (code-along, 24:20), under a title drawn by an imperative widget (5:55).
  case history
  /// The history row: a card changed in its visibility callback shows in that frame; changed
  /// after one short suspension, a hop to the `SeenSchemes` actor, in a later one (18:55).
  case scroll

  var time: String {
    switch self {
    case .history: "code-along 24:20, and 5:55"
    case .scroll: "18:55"
    }
  }

  /// What the scene shows, one line under its name.
  var summary: String {
    switch self {
    case .history:
      "the effect reads a copy of the selection; the title is a main-actor widget"
    case .scroll:
      "a change made after a hop to an actor misses the frame of its callback"
    }
  }

  /// Runs the scene on the first photo.
  func run(_ demo: Demo) async {
    demo.screen.show("Scene \(rawValue) (\(time)): \(summary)")
    switch self {
    case .history: await showHistory(demo)
    case .scroll: await showScrolling(demo)
    }
  }
}

/// Extracts three schemes from the first photo, shows them in the carousel, and taps the
/// oldest: where the visual effect ran, and which card each frame drew in focus.
private func showHistory(_ demo: Demo) async {
  guard let url = demo.inputs.first else { return }
  await demo.open(url, as: "extract 3, 4 and 5 colours from") {
    let model = ColorExtractor(imageURL: url)
    for count in 3...5 {
      model.colorCount = Float(count)
      await model.extractColorScheme()
    }
    if let failure = model.failure {
      demo.view.displayError(failure)
      return
    }
    let history = SchemeHistory(schemes: model.history)
    let (renderer, clock) = demo.startRenderer(SchemeCarousel(history: history))
    demo.show(await renderer.nextFrame(), "the newest scheme in focus")
    try? renderer.tap("3 colours")
    let tapped = renderer.frames.count
    demo.show(await renderer.nextFrame(), "the first frame after the tap on 3 colours")
    let last = await renderer.nextFrame()
    clock.stop()
    demo.screen.show("What ran where, frames 1–\(last.number):\n" + renderer.summaryText())
    demo.screen.show(
      "The card in focus, frame by frame, with the tap after frame \(tapped):\n  "
        + focusRuns(renderer.frames))
  }
}

/// Extracts six schemes from the first photo and shows them in two rows, cards that change
/// in their visibility callback above, cards that change after an `await` below; scrolls once;
/// and says in which frame each card first showed its colours, in each row.
private func showScrolling(_ demo: Demo) async {
  guard let url = demo.inputs.first else { return }
  await demo.open(url, as: "extract 3 to 8 colours from") {
    let model = ColorExtractor(imageURL: url)
    for count in 3...8 {
      model.colorCount = Float(count)
      await model.extractColorScheme()
    }
    if let failure = model.failure {
      demo.view.displayError(failure)
      return
    }
    let rows = SchemeHistoryRows(schemes: model.history, seen: SeenSchemes())
    let (renderer, clock) = demo.startRenderer(rows)
    demo.show(await renderer.nextFrame(), "the first frame")
    _ = await renderer.nextFrame()
    try? renderer.tap("scroll")
    let tapped = renderer.frames.count
    demo.show(await renderer.nextFrame(), "the first frame after the tap on scroll")
    demo.show(await renderer.nextFrame(), "the next frame")
    clock.stop()
    demo.screen.show(
      "The frame in which each card first showed its colours (the tap after frame \(tapped)):\n"
        + firstShown(model.history.map(\.caption), in: renderer.frames))
  }
}

/// For each caption, the first frame that showed it in the top row (changed in the callback)
/// and in the bottom row (changed after an `await`), as a table.
func firstShown(_ captions: [String], in frames: [Frame]) -> String {
  func first(_ caption: String, row: Int) -> String {
    let frame = frames.first { frame in
      let rows = Set(frame.items(showing: " colours").map(\.rect.minY)).sorted()
      return frame.items(showing: caption).contains { item in
        item.rect.minX >= 0 && rows.firstIndex(of: item.rect.minY) == row
      }
    }
    return frame.map { "frame \($0.number)" } ?? "not yet"
  }
  let header = "  card        in the callback  after one await"
  return
    ([header]
    + captions.map { caption in
      "  " + caption.padding(toLength: 12, withPad: " ", startingAt: 0)
        + first(caption, row: 0).padding(toLength: 17, withPad: " ", startingAt: 0)
        + first(caption, row: 1)
    }).joined(separator: "\n")
}

/// `5 colours ×2 · 3 colours ×3`: the caption drawn whole (not shrunk) in each frame, in runs.
func focusRuns(_ frames: [Frame]) -> String {
  var runs: [(String, Int)] = []
  for frame in frames {
    let focused =
      frame.items.first { item in
        if case .text(let text) = item.kind {
          text.hasSuffix(" colours") && item.scale == 1
        } else {
          false
        }
      }.flatMap { item in
        if case .text(let text) = item.kind { text } else { nil }
      } ?? "none"
    if let last = runs.last, last.0 == focused {
      runs[runs.count - 1].1 += 1
    } else {
      runs.append((focused, 1))
    }
  }
  return runs.map { "\($0.0) ×\($0.1)" }.joined(separator: " · ")
}
