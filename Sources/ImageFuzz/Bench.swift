import Foundation
import Workbook

/// Times `Image(decoding:)` on one file: the best and the median of several runs.
enum Bench {
  static func run(path: String, runs: Int) {
    guard let data = FileManager.default.contents(atPath: path) else {
      fail("cannot read \(path)")
    }
    var times = [Double]()
    var cpuTimes = [Double]()
    var size = ""
    for _ in 0..<runs {
      let clock = ContinuousClock()
      let start = clock.now
      let cpuStart = cpuMilliseconds()
      do {
        size = try Image(decoding: data).description
      } catch {
        fail("\(path): \(error)")
      }
      cpuTimes.append(cpuMilliseconds() - cpuStart)
      let elapsed = clock.now - start
      times.append(
        Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
    }
    times.sort()
    cpuTimes.sort()
    #if DEBUG
      let build = "debug"
    #else
      let build = "release"
    #endif
    print(
      String(
        format: "imagefuzz (%@): %@, %d runs: CPU best %.0f ms, median %.0f ms; wall best %.0f ms",
        build, size, runs, cpuTimes[0], cpuTimes[cpuTimes.count / 2], times[0]))
  }

  /// The CPU time this process has used: on a machine shared with other work, a fairer
  /// measure than the wall clock, and the one the script also takes for pngtopnm.
  static func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
  }
}
