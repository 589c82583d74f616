import Foundation
import Workbook

/// The two clocks a stage's figures are read from, in seconds: the CPU time the process has
/// used so far, user and system, on all its threads; and the wall clock.
///
/// Given as functions, so that a test gives figures of its own and checks the arithmetic
/// without timing anything; the workbench reads the real ones (`Stopwatch.process`).
package struct Stopwatch {
  /// The CPU time the process has used so far.
  package var cpuSeconds: () -> Double
  /// The wall clock, from any fixed point.
  package var wallSeconds: () -> Double

  package init(cpuSeconds: @escaping () -> Double, wallSeconds: @escaping () -> Double) {
    self.cpuSeconds = cpuSeconds
    self.wallSeconds = wallSeconds
  }

  /// The process's own clocks.
  package static var process: Stopwatch {
    let start = ContinuousClock.now
    return Stopwatch(
      cpuSeconds: processCPUTime, wallSeconds: { Milliseconds.of(.now - start) / 1000 })
  }

  /// The wall time of `work`, and the process's CPU time over that wall time: how many cores'
  /// worth of work the process did while it ran (near 2 when two threads were busy throughout).
  package func timed(_ work: () async -> Void) async -> (wall: Double, cores: Double) {
    let cpuBefore = cpuSeconds()
    let start = wallSeconds()
    await work()
    let wall = wallSeconds() - start
    return (wall, (cpuSeconds() - cpuBefore) / max(wall, 1e-9))
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
}
