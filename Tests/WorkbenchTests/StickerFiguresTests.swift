import Testing
import WorkbenchKit
import Workbook

/// The sticker work's figures, from figures the test gives: the CPU ratio from two clocks the
/// test moves, the table from given times, the half-size photos from drawn ones. Nothing is
/// timed, so nothing depends on the machine.
@Suite("Workbench: the sticker work's figures")
struct StickerFiguresTests {
  /// Two clocks that move only when the test moves them.
  final class ManualClocks {
    var cpu = 10.0
    var wall = 100.0

    var stopwatch: Stopwatch { Stopwatch(cpuSeconds: { self.cpu }, wallSeconds: { self.wall }) }
  }

  @Test("The CPU ratio is the CPU time the work used over its wall time: 3 s in 2 s is 1.5")
  func cpuOverWall() async {
    let clocks = ManualClocks()
    let busy = await clocks.stopwatch.timed {
      clocks.cpu += 3
      clocks.wall += 2
    }
    // Break it: return a constant ratio from `Stopwatch.timed`, and a run that kept one and
    // a half cores busy reads as one.
    #expect(busy.wall == 2)
    #expect(busy.cores == 1.5)
    let idle = await clocks.stopwatch.timed { clocks.wall += 4 }
    #expect(idle.wall == 4)
    #expect(idle.cores == 0)
  }

  @Test("Each row prints its CPU ratio beside its median wall time and speedup")
  func ratioBesideTheMedian() {
    let table = StickerTable(
      rows: [
        .init(name: "sequential", wall: [2.2, 2, 1.9], cores: [0.5, 0.7, 0.6]),
        .init(name: "async let", wall: [1, 1.25, 0.8], cores: [1.7, 1.9, 1.8]),
      ],
      halfSize: .init(name: "half", wall: [0.5], cores: [0.6]), halfSizes: ["32×24"])
    let lines = table.render().split(separator: "\n").map { $0.split(separator: /\s{2,}/) }
    // Break it: print each row's median wall time in the last column, and the ratios read
    // 2.00 and 1.00.
    #expect(lines[0] == ["stage", "wall (median)", "speedup", "CPU time ÷ wall time"])
    #expect(lines[1] == ["sequential", "2000 ms", "1.00×", "0.60"])
    #expect(lines[2] == ["async let", "1000 ms", "2.00×", "1.80"])
    #expect(lines.last == ["sequential at half the size (32×24): 500 ms, 4.00× as fast"])
  }

  @Test("Each arrangement is timed on the photos, then the sequential work at half the size")
  func whatIsTimed() async {
    let trace = Trace()
    let stopped = Stopwatch(cpuSeconds: { 0 }, wallSeconds: { 0 })
    let bench = StickerBench(
      photos: [StickerPhotos.drawn(width: 64, height: 48)], runs: 2, stopwatch: stopped)
    let table = await Trace.$current.withValue(trace) { await bench.measure() }
    let stickers = trace.labels.filter { $0.hasPrefix("sticker") }
    // Break it: time the half-size row on the photos themselves, and it makes full-size
    // stickers: eight at 64×48, none at 32×24.
    #expect(stickers.filter { $0 == "sticker 64×48" }.count == 6, "\(stickers)")
    #expect(stickers.filter { $0 == "sticker 32×24" }.count == 2, "\(stickers)")
    #expect(table.rows.map(\.name) == ["sequential", "async let", "TaskGroup"])
    #expect(table.rows.allSatisfy { $0.wall.count == 2 } && table.halfSize.wall.count == 2)
    #expect(table.halfSizes == ["32×24"])
  }

  @Test("Half the size halves each side of a photo, an odd side rounded down")
  func halfTheSize() {
    let photos = [(64, 48), (81, 61), (61, 81)].map { StickerPhotos.drawn(width: $0, height: $1) }
    // Break it: scale to the longer side itself in `StickerBench.halved`, and every photo
    // keeps its size.
    #expect(StickerBench.halved(photos).map(\.description) == ["32×24", "40×30", "30×40"])
  }
}
