import Foundation
import Workbook

// The workbench: the bundled images through the image models of chapters 1, 2 and 4, and the
// main actor's longest hang in each, side by side; then the sticker app of chapter 8 on the
// bundled photos: sequential, async let and a task group, and the main actor's longest frame
// gap with the processing on it and off it.
//
//   swift run -c release workbench [--runs N] [--stickers-only] [--photo-size N] [PHOTO ...]
//
// Each chapter runs N times (3 by default) as its own process, on the same workload: the
// bundled images, opened one tap at a time. The table shows the median of each figure. The
// sticker stages run N times each, interleaved, in this process, on the photos at full size
// (or scaled down to --photo-size on their longer side).

let chapters = [
  ("chapter1", "everything on the main actor"),
  ("chapter2", "async fetch, decode on the main actor"),
  ("chapter4", "async fetch, @concurrent decode"),
]

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("workbench: \(message)\n".utf8))
  exit(2)
}

var runs = 3
var stickersOnly = false
var photoSize: Int?
var photoFiles: [URL] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--runs":
    guard let text = arguments.popFirst(), let count = Int(text), (1...50).contains(count) else {
      fail("--runs needs a number from 1 to 50")
    }
    runs = count
  case "--stickers-only": stickersOnly = true
  case "--photo-size":
    guard let text = arguments.popFirst(), let size = Int(text), (16...8192).contains(size) else {
      fail("--photo-size needs a number of pixels from 16 to 8192, such as --photo-size 512")
    }
    photoSize = size
  case "-h", "--help":
    print(
      """
      usage: workbench [--runs N] [--stickers-only] [--photo-size N] [PHOTO ...]
      Measures chapters 1, 2 and 4 on the bundled images, then chapter 8's stages on the
      bundled photos (or the PHOTO files given), at full size unless --photo-size is given.
      """)
    exit(0)
  default:
    guard !argument.hasPrefix("-") else {
      fail("unknown argument '\(argument)' (see 'workbench --help')")
    }
    guard FileManager.default.isReadableFile(atPath: argument) else {
      fail("cannot read \(argument)")
    }
    photoFiles.append(URL(fileURLWithPath: argument))
  }
}

if !stickersOnly {
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
      let reports = try (1...runs).map { _ in try run.measure() }
      return Table.Result(command: name, model: model, reports: reports)
    } catch {
      fail("\(error)")
    }
  }

  let results = chapters.map { command, model in
    measure(command, model, ChapterRun(command: command))
  }

  // The noise floor: the frame clock of a chapter with next to nothing to do, one 1×1 image.
  let tiny = FileManager.default.temporaryDirectory
    .appendingPathComponent("workbench-\(ProcessInfo.processInfo.processIdentifier).ppm")
  do {
    try Data("P3 1 1 255 0 0 0\n".utf8).write(to: tiny)
  } catch {
    fail("cannot write \(tiny.path): \(error)")
  }
  defer { try? FileManager.default.removeItem(at: tiny) }
  let baseline = measure(
    "baseline", "chapter1 on one 1×1 image: the frame clock alone",
    ChapterRun(command: "chapter1", inputs: [tiny.path]))

  print(Table.render(results, baseline: baseline, frameInterval: HangMeter().frameInterval))
}

// Chapter 8: the sticker app's stages on the photos.
let photoURLs = photoFiles.isEmpty ? SamplePhotos.urls : photoFiles
var photos: [Image] = []
var unreadable: [String] = []
for url in photoURLs {
  do {
    photos.append(try Image(decoding: Data(contentsOf: url)).scaledDown(toLongestSide: photoSize))
  } catch {
    unreadable.append("\(url.lastPathComponent): \(error)")
  }
}
print("")
print("Chapter 8, the sticker app: a sticker and colours for each of \(photos.count) photos")
print(
  "(\(photos.map(\.description).joined(separator: ", "))), \(runs) run\(runs == 1 ? "" : "s") of each stage."
)
for problem in unreadable { print("  left out \(problem)") }
if photos.isEmpty {
  print("  no photo could be decoded: nothing to measure")
} else {
  print(await StickerBench(photos: photos, runs: runs).render())
}
