import Foundation
import Workbook
import WorkbookTools

extension Workbench {
  /// Runs the whole plan and prints its figures as they come: chapters 1, 2 and 4 and the
  /// baseline, chapter 7's two managers, then chapter 8 (`--stickers-only`: chapter 8 alone);
  /// last, the traces of the first runs, if asked for.
  /// - Returns: failure when a figure of chapter 8's could not be measured.
  /// - Throws: `WorkbenchError` when a run of the first two tables fails (nothing after it
  ///   would be worth reading), or the traces cannot be written.
  package func run() async throws -> ExitStatus {
    if !plan.stickersOnly {
      try measureChapters()
    }
    let status = await measureStickers()
    if let traces {
      do {
        try traces.write()
      } catch {
        throw WorkbenchError("cannot write \(traces.file.path): \(error)")
      }
      print("\nThe first run of each chapter written as one trace to \(traces.file.path)")
    }
    return status
  }

  /// Chapters 1, 2 and 4 and the baseline, then chapter 7's gallery, each chapter run as its
  /// own process.
  func measureChapters() throws {
    let names = SampleImages.names.joined(separator: ", ")
    let times = "\(plan.runs) time\(plan.runs == 1 ? "" : "s")"
    print("Workbench: the bundled images (\(names)), one tap")
    print("at a time, in the image models of chapters 1, 2 and 4.")
    print("Each chapter runs \(times); the table shows medians.")
    #if DEBUG
      print("This is a debug build: for figures worth quoting, run swift run -c release workbench")
    #endif
    print("")
    print(try hangTable())
    // One line on what the build changes, so that a reader comparing with a demo's summary
    // line is not puzzled by a tenfold difference (the demos run as debug builds).
    #if DEBUG
      print("A debug build, as the demos are: a release build decodes ~10× faster.")
    #else
      print("A release build: it decodes ~10× faster than the demos, which are debug builds.")
    #endif
    print("")
    let fetches = Self.galleryFetches
    print("Chapter 7's gallery: \(fetches) fetches at once, each opening and closing a")
    let runs = "\(plan.runs) run\(plan.runs == 1 ? "" : "s")"
    print("connection through a network manager, \(runs) each; medians.")
    print("")
    print(try managerTable())
  }

  /// How many fetches chapter 7's gallery makes (`Gallery.fetches` in that chapter).
  static let galleryFetches = 2000

  /// Chapter 8: the sticker work on the photos (the bundled ones unless the plan names
  /// others), decoded and scaled down as the plan says, timed in this process; then the app's
  /// stages, each run as its own process.
  /// - Returns: failure when no photo could be decoded or a stage could not be measured.
  func measureStickers() async -> ExitStatus {
    var photos: [Image] = []
    var unreadable: [String] = []
    for url in plan.photoFiles.isEmpty ? SamplePhotos.urls : plan.photoFiles {
      do {
        photos.append(
          try Image(decoding: Data(contentsOf: url)).scaledDown(toLongestSide: plan.photoSize))
      } catch {
        unreadable.append("\(url.lastPathComponent): \(error)")
      }
    }
    let sizes = photos.map(\.description).joined(separator: ", ")
    let runs = "\(plan.runs) run\(plan.runs == 1 ? "" : "s")"
    print("")
    print("Chapter 8, the sticker app: a sticker and colours for each of \(photos.count) photos")
    print("(\(sizes)), \(runs) of each stage.")
    for problem in unreadable { print("  left out \(problem)") }
    if photos.isEmpty {
      print("  no photo could be decoded: nothing to measure")
    } else {
      print(await StickerBench(photos: photos, runs: plan.runs).measure().render())
    }
    print("")
    let (stages, measured) = appStageGaps()
    print(stages)
    return !photos.isEmpty && measured ? .success : .failure
  }
}
