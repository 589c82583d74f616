import Foundation
import Workbook
import WorkbookTools

/// The sticker app's figures: how much faster `async let` and a task group make the batch,
/// beside the cores the process actually had; how much faster the same batch is on photos half
/// the size, with no concurrency at all (31:36: faster first); and the main actor's longest
/// frame gap in chapter 8's own app at its 9:03 and 12:30 stages (`--stage`).
///
/// A speedup on a shared machine means little alone: a neighbour that takes a core makes a
/// parallel run as slow as a sequential one. So each row prints the process's CPU time over
/// its wall time: near 2 on two cores when both were ours, near 1 when only one was.
@MainActor
struct StickerBench {
  let photos: [Image]
  let runs: Int

  /// One stage's runs: wall times and CPU/wall ratios.
  struct Row {
    var name: String
    var wall: [Double] = []
    var cores: [Double] = []
  }

  /// Decodes the photos (the bundled ones unless `files` names others), scales them down to
  /// `photoSize` if given, and prints the sticker app's figures, with the app's stage runs'
  /// first traces written to `traces`, if given. A failure when a figure could not be measured.
  static func run(
    runs: Int, photoSize: Int?, files: [URL], traces: TraceCollector? = nil
  ) async -> ExitStatus {
    var photos: [Image] = []
    var unreadable: [String] = []
    for url in files.isEmpty ? SamplePhotos.urls : files {
      do {
        photos.append(
          try Image(decoding: Data(contentsOf: url)).scaledDown(toLongestSide: photoSize))
      } catch {
        unreadable.append("\(url.lastPathComponent): \(error)")
      }
    }
    let sizes = photos.map(\.description).joined(separator: ", ")
    print("")
    print("Chapter 8, the sticker app: a sticker and colours for each of \(photos.count) photos")
    print("(\(sizes)), \(runs) run\(runs == 1 ? "" : "s") of each stage.")
    for problem in unreadable { print("  left out \(problem)") }
    if photos.isEmpty {
      print("  no photo could be decoded: nothing to measure")
    } else {
      print(await StickerBench(photos: photos, runs: runs).render())
    }
    print("")
    let (stages, measured) = appStages(runs: runs, files: files, traces: traces)
    print(stages)
    return !photos.isEmpty && measured ? .success : .failure
  }

  func render() async -> String {
    var rows = [Row(name: "sequential"), Row(name: "async let"), Row(name: "TaskGroup")]
    for _ in 0..<runs {  // interleaved, so a neighbour's burst hits every stage alike
      for index in rows.indices {
        let (wall, cores) = await Self.timed {
          switch index {
          case 0: _ = await StickerStages.sequential(photos)
          case 1: _ = await StickerStages.asyncLet(photos)
          default: _ = await StickerStages.taskGroup(photos)
          }
        }
        rows[index].wall.append(wall)
        rows[index].cores.append(cores)
      }
    }
    let base = median(rows[0].wall)
    var lines = [
      pad("stage", 12) + pad("wall (median)", 16) + pad("speedup", 10) + "CPU time ÷ wall time"
    ]
    for row in rows {
      let wall = median(row.wall)
      lines.append(
        pad(row.name, 12) + pad(String(format: "%.0f ms", wall * 1000), 16)
          + pad(String(format: "%.2f×", base / wall), 10)
          + String(format: "%.2f", median(row.cores)))
    }

    // Faster first (31:36): the same sequential work on photos half the size, no concurrency.
    let half = photos.map { $0.scaledDown(toLongestSide: max($0.width, $0.height) / 2) }
    var smaller: [Double] = []
    for _ in 0..<runs {
      smaller.append(await Self.timed { _ = await StickerStages.sequential(half) }.0)
    }
    let halfSizes = Set(half.map(\.description)).sorted().joined(separator: ", ")
    lines.append("")
    lines.append(
      "sequential at half the size (\(halfSizes)): "
        + String(format: "%.0f ms, %.2f× as fast", median(smaller) * 1000, base / median(smaller)))
    return lines.joined(separator: "\n")
  }

  /// The main actor's longest frame gap in chapter 8's own app, run at its 9:03 stage (the
  /// processing on the main actor) and its 12:30 stage (on the pool): the median of `runs`
  /// runs of each, as the workbench measures chapters 1, 2 and 4.
  /// Whether both were measured comes second.
  static func appStages(
    runs: Int, files: [URL], traces: TraceCollector?
  ) -> (report: String, measured: Bool) {
    var measured = true
    var lines = ["chapter8's longest frame gap (median of \(runs)), by --stage:"]
    for (stage, what) in [
      ("main-actor", "processing on the main actor (9:03)"),
      ("concurrent", "@concurrent, on the pool (12:30)   "),
    ] {
      let run = ChapterRun(
        command: "chapter8", inputs: files.map(\.path), options: ["--stage", stage],
        traces: traces)
      do {
        let gaps = try (1...runs).map { try run.measure(traced: $0 == 1).longestGapMilliseconds }
        lines.append("  \(what)  " + String(format: "%.1f ms", gaps.sorted()[gaps.count / 2]))
      } catch {
        lines.append("  \(what)  not measured: \(error)")
        measured = false
      }
    }
    return (lines.joined(separator: "\n"), measured)
  }

  /// Wall time in seconds, and the process's CPU time over it, of `work`.
  static func timed(_ work: () async -> Void) async -> (Double, Double) {
    let cpuBefore = processCPUTime()
    let clock = ContinuousClock()
    let start = clock.now
    await work()
    let wall = Milliseconds.of(clock.now - start) / 1000
    return (wall, (processCPUTime() - cpuBefore) / max(wall, 1e-9))
  }

  /// User plus system time of the whole process so far, in seconds.
  static func processCPUTime() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
  }

  private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.padding(toLength: max(width, text.count + 1), withPad: " ", startingAt: 0)
  }
}
