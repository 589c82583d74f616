import Foundation
import Workbook

/// Times the sticker app's work in this process: how much faster `async let` and a task group
/// make the batch, beside the cores the process actually had; and how much faster the same
/// batch is on photos half the size, with no concurrency at all (31:36: faster first).
///
/// A speedup on a shared machine means little alone: a neighbour that takes a core makes a
/// parallel run as slow as a sequential one. So each row carries the process's CPU time over
/// its wall time: near 2 on two cores when both were ours, near 1 when only one was.
@MainActor
package struct StickerBench {
  let photos: [Image]
  let runs: Int
  /// The clocks the figures are read from: the process's own unless a test gives others.
  var stopwatch = Stopwatch.process

  package init(photos: [Image], runs: Int, stopwatch: Stopwatch = .process) {
    self.photos = photos
    self.runs = runs
    self.stopwatch = stopwatch
  }

  /// Times each arrangement `runs` times, then the sequential one on photos half the size.
  package func measure() async -> StickerTable {
    var rows = [
      StickerTable.Row(name: "sequential"), StickerTable.Row(name: "async let"),
      StickerTable.Row(name: "TaskGroup"),
    ]
    for _ in 0..<runs {  // interleaved, so a neighbour's burst hits every stage alike
      for index in rows.indices {
        let (wall, cores) = await stopwatch.timed {
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
    // Faster first (31:36): the same sequential work on photos half the size, no concurrency.
    let half = Self.halved(photos)
    var smaller = StickerTable.Row(name: "sequential at half the size")
    for _ in 0..<runs {
      let (wall, cores) = await stopwatch.timed { _ = await StickerStages.sequential(half) }
      smaller.wall.append(wall)
      smaller.cores.append(cores)
    }
    return StickerTable(
      rows: rows, halfSize: smaller, halfSizes: Set(half.map(\.description)).sorted())
  }

  /// Each photo at half its size: its longer side halved (rounded down), the other in
  /// proportion, as the app's own scaling does it.
  package nonisolated static func halved(_ photos: [Image]) -> [Image] {
    photos.map { $0.scaledDown(toLongestSide: max($0.width, $0.height) / 2) }
  }
}
