import Foundation
import Workbook

/// The sticker app's figures: how much faster `async let` and a task group make the batch,
/// beside the cores the process actually had; and the main actor's longest frame gap while
/// the photos are processed on it (9:03) and off it (12:30).
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
  /// `photoSize` if given, and prints the sticker app's figures.
  static func run(runs: Int, photoSize: Int?, files: [URL]) async {
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

    let blocking = await Self.frameGap {
      for photo in photos { _ = StickerStages.processInSequence(photo) }
    }
    let concurrent = await Self.frameGap {
      for photo in photos { _ = await StickerStages.processOffTheMainActor(photo) }
    }
    lines.append("")
    lines.append("main actor's longest frame gap while the photos are processed:")
    lines.append(
      "  synchronous, on the main actor (9:03)  \(Milliseconds.text(blocking.longestGap))")
    lines.append(
      "  @concurrent, on the pool (12:30)       \(Milliseconds.text(concurrent.longestGap))")
    return lines.joined(separator: "\n")
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

  /// The main actor's hang measure while `work` runs on it, with a frame clock ticking.
  static func frameGap(_ work: () async -> Void) async -> HangMeter {
    let clock = FrameClock(trace: Trace())
    clock.start()
    try? await Task.sleep(for: .milliseconds(100))
    await work()
    try? await Task.sleep(for: .milliseconds(100))
    return clock.stop()
  }

  private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.padding(toLength: max(width, text.count + 1), withPad: " ", startingAt: 0)
  }
}
