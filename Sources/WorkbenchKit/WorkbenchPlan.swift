import Foundation
import Workbook

/// What the workbench will run, read from its command line before anything runs: which
/// chapter runs with which options and inputs, and how many times.
///
/// A plain value, so that a test reads what a command line makes the workbench do, and runs it
/// with a launcher of its own (`Workbench`), without running a chapter: each takes seconds.
package struct WorkbenchPlan: Equatable, Sendable {
  /// How many times each chapter runs unless `--runs` says otherwise.
  package static let defaultRuns = 3

  /// How many times each chapter runs, and each arrangement of the sticker work (`--runs`).
  package var runs = defaultRuns
  /// Chapter 8's part alone (`--stickers-only`).
  package var stickersOnly = false
  /// The longest side the photos are scaled down to, if any (`--photo-size`).
  package var photoSize: Int?
  /// The photos for chapter 8, if not the bundled ones (PHOTO operands).
  package var photoFiles: [URL] = []
  /// Where the first run of each chapter goes as one trace, if anywhere (`--trace-json`).
  package var traceFile: URL?
  /// Where the baseline's 1×1 image is written for its runs: a file of this process's own.
  package var baselineImage = FileManager.default.temporaryDirectory
    .appendingPathComponent("workbench-\(ProcessInfo.processInfo.processIdentifier).ppm")

  package init() {}

  /// Chapters 1, 2 and 4, each with no inputs, so that each opens the bundled images: the
  /// three image models, compared on the same work.
  package var chapters: [ChapterRun] {
    [
      ChapterRun("chapter1", about: "everything on the main actor"),
      ChapterRun("chapter2", about: "async fetch, decode on the main actor"),
      ChapterRun("chapter4", about: "async fetch, @concurrent decode"),
    ]
  }

  /// The noise floor: chapter 1 with next to nothing to do, one 1×1 image (`baselineImage`).
  package var baseline: ChapterRun {
    ChapterRun(
      "chapter1", named: "baseline", about: "chapter1 on one 1×1 image: the frame clock alone",
      inputs: [baselineImage.path])
  }

  /// What the baseline's image holds: one black pixel, as a PPM file.
  package static let baselineImageData = Data("P3 1 1 255 0 0 0\n".utf8)

  /// Chapter 7's gallery through each network manager: the main-actor class, then the actor.
  package var managers: [ChapterRun] {
    ["class", "actor"].map { manager in
      ChapterRun("chapter7", named: manager, options: ["--manager", manager])
    }
  }

  /// Chapter 8's app at its 9:03 stage (the processing on the main actor) and its 12:30 stage
  /// (on the pool), on the same photos as the sticker work.
  package var appStages: [ChapterRun] {
    [
      ("main-actor", "processing on the main actor (9:03)"),
      ("concurrent", "@concurrent, on the pool (12:30)   "),
    ].map { stage, what in
      ChapterRun(
        "chapter8", named: stage, about: what, options: ["--stage", stage],
        inputs: photoFiles.map(\.path))
    }
  }
}
