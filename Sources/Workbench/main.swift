import Foundation
import Workbook
import WorkbookTools

// The workbench: the bundled images through the image models of chapters 1, 2 and 4, and the
// main actor's longest hang in each, side by side; then chapter 7's gallery through its two
// network managers, the main-actor class and the actor; then the sticker app of chapter 8 on
// the bundled photos: sequential, async let and a task group, the same at half the size, and
// the main actor's longest frame gap in chapter 8's app at its 9:03 and 12:30 stages (`--stickers-only` for that part alone,
// `--photo-size N` to scale the photos down, PHOTO files to use others).
//
//   swift run -c release workbench [--runs N]
//
// Each chapter runs N times (3 by default) as its own process, on the same workload: the
// bundled images, opened one tap at a time. The table shows the median of each figure.

/// How many fetches chapter 7's gallery makes (`Gallery.fetches` in that chapter).
let galleryFetches = 2000

let chapters = [
  ("chapter1", "everything on the main actor"),
  ("chapter2", "async fetch, decode on the main actor"),
  ("chapter4", "async fetch, @concurrent decode"),
]

/// Ends the workbench with `message` on standard error and the workbook's exit status: usage
/// for a wrong command line, failure for a measurement that could not be made.
func stop(_ status: ExitStatus, _ message: String) -> Never {
  FileHandle.standardError.write(Data("workbench: \(message)\n".utf8))
  exit(status.rawValue)
}

extension CommandLineOption {
  /// `--stickers-only`: chapter 8's part alone.
  static let stickersOnly = CommandLineOption(
    "--stickers-only", help: "only chapter 8's sticker app and its stages")
  /// `--photo-size N`: the photos scaled down.
  static let photoSize = CommandLineOption(
    "--photo-size", kind: .value(placeholder: "N", example: "512"),
    help: "scale each photo to at most N pixels a side")
}

/// The workbench's options, as the scan reads them and the help lists them.
let options: [CommandLineOption] = [
  .runs.helping("how many times each chapter runs (default: 3)"), .stickersOnly, .photoSize,
  .traceJSON.helping("write each chapter's first run as one trace, a process per run"), .help,
]

/// What `--help` prints: the usage line and the options' table from `options`.
let usage =
  "usage: workbench " + options.map { "[\($0.usageWord)]" }.joined(separator: " ")
  + " [PHOTO ...]\n" + """
    Measures chapters 1, 2 and 4 on the bundled images, chapter 7's gallery through each
    network manager, then chapter 8's stages on the bundled photos (or the PHOTO files
    given), at full size unless asked to scale them, and the frame gaps of chapter8 run
    at its 9:03 and 12:30 stages.

    Options:

    """
  + options.map { "  " + $0.synopsis.padding(toLength: 26, withPad: " ", startingAt: 0) + $0.help }
  .joined(separator: "\n")

let commandLine: CommandLineScan
do throws(UsageError) {
  commandLine = try CommandLineScan(Array(CommandLine.arguments.dropFirst()), options: options)
} catch {
  stop(.usage, "\(error) (see 'workbench --help')")
}
if commandLine.has(.help) {
  print(usage)
  exit(ExitStatus.success.rawValue)
}
var runs = 3
var photoSize: Int?
var traces: TraceCollector?
let stickersOnly = commandLine.has(.stickersOnly)
do throws(UsageError) {
  runs = try commandLine.integer(.runs, in: 1...50) ?? runs
  photoSize = try commandLine.integer(.photoSize, in: 16...8192)
} catch {
  stop(.usage, "\(error)")
}
if let path = commandLine[.traceJSON] {
  guard path.hasSuffix(".json") else {
    let name = CommandLineOption.traceJSON.name
    stop(.usage, "\(name) needs a file name ending in .json, such as \(name) runs.json")
  }
  do {
    traces = try TraceCollector(file: URL(fileURLWithPath: path))
  } catch {
    stop(.usage, "\(error)")
  }
}
let photoFiles = commandLine.operands.map { path in
  guard FileManager.default.isReadableFile(atPath: path) else {
    stop(.usage, "cannot read \(path)")
  }
  return URL(fileURLWithPath: path)
}

if stickersOnly {
  let status = await StickerBench.run(
    runs: runs, photoSize: photoSize, files: photoFiles, traces: traces)
  exit(status.rawValue)
}

print("Workbench: the bundled images (\(SampleImages.names.joined(separator: ", "))), one tap")
print("at a time, in the image models of chapters 1, 2 and 4.")
print("Each chapter runs \(runs) time\(runs == 1 ? "" : "s"); the table shows medians.")
#if DEBUG
  print("This is a debug build: for figures worth quoting, run swift run -c release workbench")
#endif
print("")

/// Runs `run` `runs` times and keeps its reports.
func measure(_ name: String, _ model: String, _ run: ChapterRun) -> Table.Result {
  do {
    let reports = try (1...runs).map { number in try run.measure(traced: number == 1) }
    return Table.Result(command: name, model: model, reports: reports)
  } catch {
    stop(.failure, "\(error)")
  }
}

let results = chapters.map { command, model in
  measure(command, model, ChapterRun(command: command, traces: traces))
}

// The noise floor: the frame clock of a chapter with next to nothing to do, one 1×1 image.
let tiny = FileManager.default.temporaryDirectory
  .appendingPathComponent("workbench-\(ProcessInfo.processInfo.processIdentifier).ppm")
do throws(OutputFile.Failure) {
  try OutputFile.write(to: tiny) { Data("P3 1 1 255 0 0 0\n".utf8) }
} catch {
  stop(.failure, "\(error)")
}
defer { try? FileManager.default.removeItem(at: tiny) }
let baseline = measure(
  "baseline", "chapter1 on one 1×1 image: the frame clock alone",
  ChapterRun(command: "chapter1", inputs: [tiny.path], traces: traces))

print(Table.render(results, baseline: baseline, frameInterval: HangMeter().frameInterval))
// One line on what the build changes, so that a reader comparing with a demo's summary line is
// not puzzled by a tenfold difference (the demos run as debug builds).
#if DEBUG
  print("A debug build, as the demos are: a release build decodes ~10× faster.")
#else
  print("A release build: it decodes ~10× faster than the demos, which are debug builds.")
#endif

// Chapter 7: the same gallery through each network manager, each run as its own process.
print("")
print("Chapter 7's gallery: \(galleryFetches) fetches at once, each opening and closing a")
print("connection through a network manager, \(runs) run\(runs == 1 ? "" : "s") each; medians.")
print("")
let managerResults = ["class", "actor"].map { manager in
  do {
    let run = ChapterRun(command: "chapter7", options: ["--manager", manager], traces: traces)
    return ManagerTable.Result(
      manager: manager,
      reports: try (1...runs).map { number in try run.measureGallery(traced: number == 1) })
  } catch {
    stop(.failure, "\(error)")
  }
}
print(ManagerTable.render(managerResults))

if let traces {
  do {
    try traces.write()
    print("\nThe first run of each chapter written as one trace to \(traces.file.path)")
  } catch {
    stop(.failure, "cannot write \(traces.file.path): \(error)")
  }
}

// Chapter 8: the sticker app's stages on the photos, in this process.
let status = await StickerBench.run(runs: runs, photoSize: photoSize, files: photoFiles)
exit(status.rawValue)
