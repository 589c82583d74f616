import Foundation

/// Maps the times of a timeline onto the columns of a text track or the pixels of an SVG one,
/// and picks round numbers for the tick marks of its axis.
///
/// Text and SVG share it so that both draw a span over the same part of the axis.
struct TimelineScale: Sendable {
  /// The time at the left end of the track: the first event, not the start of the trace.
  let start: Duration
  /// The time at the right end of the track.
  let duration: Duration
  /// The track's length in columns or pixels.
  let length: Int

  init(start: Duration = .zero, duration: Duration, length: Int) {
    self.start = start
    self.duration = duration > start ? duration : start + .milliseconds(1)
    self.length = length
  }

  /// Where `time` falls, from 0 at the left end to `length` at the right end.
  func position(_ time: Duration) -> Double {
    (time - start) / (duration - start) * Double(length)
  }

  /// The column that holds `time`.
  func column(_ time: Duration) -> Int {
    min(max(Int(position(time).rounded(.down)), 0), length - 1)
  }

  /// The columns a span covers: the column of its start up to the column in which it ends, so a
  /// span over the first half of the time range covers the left half of the track.
  func columns(from start: Duration, to end: Duration) -> ClosedRange<Int> {
    let first = column(start)
    let last = Int(position(end).rounded(.up)) - 1
    return first...min(max(last, first), length - 1)
  }

  /// Round times for tick marks, at most `maxCount + 1` of them: multiples of 1, 2 or 5 times
  /// a power of ten milliseconds, from the start of the track to its end.
  func ticks(maxCount: Int) -> [(milliseconds: Double, label: String)] {
    let first = Milliseconds.of(start)
    let total = Milliseconds.of(duration)
    let rough = (total - first) / Double(max(1, maxCount))
    let magnitude = pow(10, (log10(rough)).rounded(.down))
    let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? 10 * magnitude
    let decimals = step >= 1 ? 0 : Int((-log10(step)).rounded(.up))
    var ticks: [(milliseconds: Double, label: String)] = []
    var index = (first / step * (1 - 1e-9)).rounded(.up)
    while index * step <= total * (1 + 1e-9) {
      let value = index * step
      ticks.append((value, String(format: "%.\(decimals)f", value)))
      index += 1
    }
    return ticks
  }

  /// A duration in milliseconds with one decimal: `12.0`.
  static func format(_ duration: Duration) -> String {
    String(format: "%.1f", Milliseconds.of(duration))
  }
}
