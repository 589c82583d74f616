/// What `--tasks` prints: each task's life, and each hang of the main actor, in the words and
/// the times the timeline above it uses, so a task or a hang reads the same in both.
///
/// A hang is what the timeline marks `^`: 100 ms or more without a frame (`Hang.threshold`),
/// written as the timeline's key writes it (`hang 300.0 ms`, `400.0–700.0 ms`). Each names the
/// work that held the main actor meanwhile: the main actor's recorded span that overlaps it
/// most; with none, the machine when the frames' thread ran less than half the freeze.
public struct TaskReport: Sendable {
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
      let events = life.events == 1 ? "1 event" : "\(life.events) events"
      lines.append("  \(life.name): \(Self.times(life)), \(events)")
      lines.append("    ran in " + Self.fit(life.places.joined(separator: " → "), 70))
      lines.append("    " + Self.work(life) + Self.suspended(life))
    }
    lines.append(
      "Hangs, as the timeline marks them (\(Milliseconds.text(Hang.threshold)) or more"
        + " without a frame):")
    if timeline.hangs.isEmpty { lines.append("  none") }
    for hang in timeline.hangs {
      lines.append(
        "  \(Timeline.hangText(hang)), \(Timeline.timeText(of: hang)), held by "
          + Self.fit(holder(of: hang), 40))
    }
    return lines
  }

  /// `12.0–424.0 ms`, as the timeline's key writes a span's time; one time when the task
  /// was seen once.
  static func times(_ life: TaskLife) -> String {
    let first = TimelineScale.format(life.firstSeen)
    let last = TimelineScale.format(life.lastSeen)
    return first == last ? "\(first) ms" : "\(first)–\(last) ms"
  }

  /// How much of its life the task spent in spans of work it recorded: the bars of the
  /// timeline. The rest it was suspended, or running work it did not record.
  static func work(_ life: TaskLife) -> String {
    guard life.working > .zero else { return "no span of work recorded" }
    return "in spans of work \(Milliseconds.text(life.working))"
      + " of its \(Milliseconds.text(life.lastSeen - life.firstSeen))"
  }

  /// `; suspended 3 times or more`: the suspensions the trace shows must have happened, a
  /// lower bound, and nothing when it shows none (the task may still have suspended).
  static func suspended(_ life: TaskLife) -> String {
    switch life.suspensions {
    case 0: ""
    case 1: "; suspended once or more"
    default: "; suspended \(life.suspensions) times or more"
    }
  }

  /// The main actor's span that overlaps `hang` most, by its label; with none, a busy machine
  /// when the frame clock saw its thread run less than half the freeze, else work unrecorded.
  func holder(of hang: Hang) -> String {
    let end = hang.start + hang.duration
    let overlaps = timeline.items.filter { item in
      item.kind == .span && timeline.lanes[item.lane].kind == .mainActor
    }.map { item -> (String, Duration) in
      let from = max(item.start, hang.start)
      let to = min(item.end ?? timeline.duration, end)
      return (item.label, to - from)
    }.filter { $0.1 > .zero }
    if let label = overlaps.max(by: { $0.1 < $1.1 })?.0 { return label }
    if hang.isTheMachine, let ran = hang.ran {
      return "a busy machine (the thread ran \(Milliseconds.text(ran)))"
    }
    return "work the trace did not record"
  }

  private static func fit(_ text: String, _ width: Int) -> String {
    text.count <= width ? text : String(text.prefix(width - 1)) + "…"
  }
}
