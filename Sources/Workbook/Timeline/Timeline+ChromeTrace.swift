import Foundation

extension Timeline {
  /// The run as Chrome trace-event records, for Perfetto and `chrome://tracing`: one named
  /// track per lane (the main actor, each actor, each pool thread, the network), each span a
  /// complete slice, each instant an instant, each task a track of its own with its life as
  /// one slice from its first event to its last,
  /// each hop of a task between domains a flow arrow, the frames as a counter of the gap
  /// before each, and the hangs as slices on a track of their own.
  ///
  /// Slices on one track never overlap: spans of one lane that overlap in time (two tasks
  /// interleaved on the main actor, or a span inside another) are stacked on further tracks
  /// of that lane, `main actor · 2`, as the text timeline stacks them on rows, because both
  /// viewers draw overlapping slices of one track wrongly.
  /// - Parameters:
  ///   - process: the name the viewer shows for the process: the chapter's command.
  ///   - pid: the process's number; the workbench gives each chapter its own.
  public func chromeTraceEvents(process: String, pid: Int = 1) -> [ChromeTraceEvent] {
    var records: [ChromeTraceEvent] = [
      ChromeTraceEvent(
        name: "process_name", ph: "M", ts: 0, pid: pid, tid: 0,
        args: ["name": .text(process)])
    ]
    let tracks = ChromeTracks(timeline: self)
    for (tid, name) in tracks.names.enumerated() {
      records.append(
        ChromeTraceEvent(
          name: "thread_name", ph: "M", ts: 0, pid: pid, tid: tid + 1,
          args: ["name": .text(name)]))
      records.append(
        ChromeTraceEvent(
          name: "thread_sort_index", ph: "M", ts: 0, pid: pid, tid: tid + 1,
          args: ["sort_index": .number(Double(tid + 1))]))
    }
    for (index, item) in items.enumerated() {
      let tid = tracks.itemTracks[index]
      var args: [String: ChromeTraceEvent.Argument] = ["where": .text(lanes[item.lane].name)]
      if let task = item.task { args["task"] = .text(task) }
      switch item.kind {
      case .span:
        let end = item.end ?? duration
        records.append(
          ChromeTraceEvent(
            name: item.label, ph: "X", ts: micros(item.start), pid: pid, tid: tid,
            dur: micros(end) - micros(item.start), cat: "work", args: args))
      case .instant, .strayEnd:
        let name = item.kind == .strayEnd ? "end of \(item.label)" : item.label
        records.append(
          ChromeTraceEvent(
            name: name, ph: "i", ts: micros(item.start), pid: pid, tid: tid, cat: "work",
            s: "t", args: args))
      }
    }
    records += frameRecords(pid: pid, hangsTrack: tracks.names.count + 1)
    records += taskRecords(pid: pid, tracks: tracks, firstTrack: tracks.names.count + 2)
    return records
  }

  /// The whole file, as JSON text.
  public func chromeTraceJSON(process: String) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(
      ChromeTraceFile(traceEvents: chromeTraceEvents(process: process)))
  }

  /// Each task on a track of its own, its life a slice from its first event to its last with
  /// an instant where it suspended to hop; and each of its hops
  /// between lanes as a flow from the work before the hop to the work after it, the arrow
  /// Perfetto draws between the two slices.
  ///
  /// Why a track of the process and not an async slice? Perfetto puts async slices that carry
  /// an `id` under "Global Legacy Events", outside the process, and orders them by name as
  /// text (task 1, task 10, task 2); a track of the process carries the task's name and a
  /// sort index, so the tasks sit under the chapter's process in the order they began.
  private func taskRecords(pid: Int, tracks: ChromeTracks, firstTrack: Int) -> [ChromeTraceEvent] {
    var records: [ChromeTraceEvent] = []
    var flow = 0
    var tasks: [String: [Int]] = [:]
    for (index, item) in items.enumerated() {
      let name =
        item.taskNumber.map { number in
          "task \(number)" + (item.task.map { " (\($0))" } ?? "")
        } ?? item.task.map { "task \($0)" }
      if let name { tasks[name, default: []].append(index) }
    }
    for (number, (task, indices)) in tasks.sorted(by: { $0.value[0] < $1.value[0] })
      .enumerated()
    {
      let first = items[indices[0]]
      let last = indices.map { items[$0].end ?? items[$0].start }.max() ?? first.start
      let track = firstTrack + number
      let name = Self.taskTrackName(task, startingWith: first.label)
      records.append(
        ChromeTraceEvent(
          name: "thread_name", ph: "M", ts: 0, pid: pid, tid: track,
          args: ["name": .text(name)]))
      records.append(
        ChromeTraceEvent(
          name: "thread_sort_index", ph: "M", ts: 0, pid: pid, tid: track,
          args: ["sort_index": .number(Double(track))]))
      records.append(
        ChromeTraceEvent(
          name: task, ph: "X", ts: micros(first.start), pid: pid, tid: track,
          dur: micros(last) - micros(first.start), cat: "task",
          args: ["first": .text(first.label)]))
      for (before, after) in zip(indices, indices.dropFirst())
      where items[before].lane != items[after].lane {
        flow += 1
        let from = items[before]
        let leaving = from.kind == .span ? (from.end ?? from.start) : from.start
        records.append(
          ChromeTraceEvent(
            name: "suspended: hop to \(lanes[items[after].lane].name)", ph: "i",
            ts: micros(leaving), pid: pid, tid: track, cat: "task", s: "t"))
        records.append(
          ChromeTraceEvent(
            name: "hop", ph: "s", ts: micros(leaving), pid: pid,
            tid: tracks.itemTracks[before], cat: "hop", id: flow))
        records.append(
          ChromeTraceEvent(
            name: "hop", ph: "f", ts: micros(items[after].start), pid: pid,
            tid: tracks.itemTracks[after], cat: "hop", id: flow, bp: "e"))
      }
    }
    return records
  }

  /// A task's track name: the task, then what it did first, `task 3 · tap small.ppm`, so the
  /// viewer's list of tracks says what each task is.
  static func taskTrackName(_ task: String, startingWith label: String) -> String {
    let what = label.count <= 40 ? label : String(label.prefix(39)) + "…"
    return "\(task) · \(what)"
  }

  /// The frames as a counter, the gap before each frame, so the viewer draws a spike where
  /// the main actor could not draw; and each hang as a slice on the `hangs` track.
  private func frameRecords(pid: Int, hangsTrack: Int) -> [ChromeTraceEvent] {
    var records: [ChromeTraceEvent] = []
    var previous: Duration?
    for time in frames {
      let gap = previous.map { Milliseconds.of(time - $0) } ?? 0
      records.append(
        ChromeTraceEvent(
          name: "frame gap (ms)", ph: "C", ts: micros(time), pid: pid, tid: 0, cat: "frames",
          args: ["gap": .number(gap)]))
      previous = time
    }
    guard !hangs.isEmpty else { return records }
    records.append(
      ChromeTraceEvent(
        name: "thread_name", ph: "M", ts: 0, pid: pid, tid: hangsTrack,
        args: ["name": .text("hangs")]))
    records.append(
      ChromeTraceEvent(
        name: "thread_sort_index", ph: "M", ts: 0, pid: pid, tid: hangsTrack,
        args: ["sort_index": .number(0)]))
    for hang in hangs {
      records.append(
        ChromeTraceEvent(
          name: "hang \(Milliseconds.text(hang.duration))", ph: "X", ts: micros(hang.start),
          pid: pid, tid: hangsTrack, dur: micros(hang.duration), cat: "frames"))
    }
    return records
  }
}

/// A duration in microseconds, the trace format's unit.
func micros(_ duration: Duration) -> Double {
  Milliseconds.of(duration) * 1000
}

/// The tracks a timeline's items go on: each lane's spans stacked first-fit on as few tracks
/// as keep them from overlapping, instants on the lane's first track.
struct ChromeTracks {
  /// Each track's name, by its number less one (tid 1 is `names[0]`).
  private(set) var names: [String] = []
  /// The track of each item, by the item's index.
  private(set) var itemTracks: [Int] = []

  init(timeline: Timeline) {
    itemTracks = Array(repeating: 0, count: timeline.items.count)
    for (laneIndex, lane) in timeline.lanes.enumerated() {
      let spans = timeline.items.indices.filter {
        timeline.items[$0].lane == laneIndex && timeline.items[$0].kind == .span
      }
      let ranges = spans.map { index in
        let item = timeline.items[index]
        let start = Int(micros(item.start) * 1000)
        return start...max(start, Int(micros(item.end ?? timeline.duration) * 1000))
      }
      let rows = Timeline.packRows(ranges, maxRows: Int.max)
      let first = names.count + 1
      let count = max(1, (rows.max() ?? 0) + 1)
      for row in 0..<count {
        names.append(row == 0 ? lane.name : "\(lane.name) · \(row + 1)")
      }
      for (span, row) in zip(spans, rows) { itemTracks[span] = first + row }
      for index in timeline.items.indices
      where timeline.items[index].lane == laneIndex && timeline.items[index].kind != .span {
        itemTracks[index] = first
      }
    }
  }
}
