/// What `--tasks` prints: each task's life, as Instruments' task states would show it, and
/// each time the main actor froze, in Apple's words and thresholds.
///
/// Instruments reports a hang from 250 ms; a freeze from 100 ms up to that is a microhang,
/// short but felt. Each names the work that held the main actor meanwhile: the main actor's
/// recorded span that overlaps it most.
public struct TaskReport: Sendable {
  /// The longest freeze Instruments does not yet call a hang.
  public static let hangThreshold: Duration = .milliseconds(250)

  let timeline: Timeline

  public init(timeline: Timeline) {
    self.timeline = timeline
  }

  /// The report's lines, none wider than 80 columns.
  public var lines: [String] {
    var lines = [
      "Tasks, as the trace saw them (times from the run's start; a task's number is",
      "its own for the whole run, even after the task ends):",
    ]
    let lives = timeline.taskLives
    if lives.isEmpty { lines.append("  no event was recorded inside a task") }
    for life in lives {
      lines.append(
        "  \(life.name): \(life.events) events, \(Milliseconds.text(life.firstSeen))"
          + " to \(Milliseconds.text(life.lastSeen))")
      lines.append("    ran in " + Self.fit(life.places.joined(separator: " → "), 70))
      lines.append(
        "    suspended at least \(life.suspensions)×; working \(Milliseconds.text(life.working)),"
          + " elsewhere \(Milliseconds.text(life.elsewhere))")
    }
    lines.append("Main actor freezes (a hang from 250 ms, a microhang from 100 ms):")
    if timeline.hangs.isEmpty { lines.append("  none") }
    for hang in timeline.hangs {
      let kind = hang.duration >= Self.hangThreshold ? "hang" : "microhang"
      lines.append(
        "  \(kind) of \(Milliseconds.text(hang.duration)) at \(Milliseconds.text(hang.start)),"
          + " held by " + Self.fit(holder(of: hang), 40))
    }
    return lines
  }

  /// The main actor's span that overlaps `hang` most, by its label.
  func holder(of hang: Hang) -> String {
    let end = hang.start + hang.duration
    let overlaps = timeline.items.filter { item in
      item.kind == .span && timeline.lanes[item.lane].kind == .mainActor
    }.map { item -> (String, Duration) in
      let from = max(item.start, hang.start)
      let to = min(item.end ?? timeline.duration, end)
      return (item.label, to - from)
    }.filter { $0.1 > .zero }
    return overlaps.max { $0.1 < $1.1 }?.0 ?? "work the trace did not record"
  }

  private static func fit(_ text: String, _ width: Int) -> String {
    text.count <= width ? text : String(text.prefix(width - 1)) + "…"
  }
}
