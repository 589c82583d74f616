/// One Swift task's life as the trace saw it: when it was first and last seen, where it ran,
/// how often it must have suspended, and how its time divides into recorded work and the
/// rest.
///
/// Swift gives a program no hook for a task's creation or end, so the life runs from the
/// task's first recorded event to its last. Suspensions are counted from what must have
/// happened: a task changes domain only at a suspension point, and an actor runs one task at
/// a time, so another task's event on the same actor between two of this task's events means
/// this one was suspended meanwhile. The count is therefore a lower bound.
public struct TaskLife: Sendable, Hashable {
  /// `task 3`, with its label when it has one: `task 3 (news)`.
  public let name: String
  public let firstSeen: Duration
  public let lastSeen: Duration
  public let events: Int
  /// The domains it ran in, in order, a repeat of the same domain written once.
  public let places: [String]
  /// At least this many suspensions.
  public let suspensions: Int
  /// The time inside its recorded spans of work.
  public let working: Duration

  /// The rest of its life: suspended, or running work the trace does not record.
  public var elsewhere: Duration { max(.zero, lastSeen - firstSeen - working) }
}

extension Timeline {
  /// The life of every task that recorded an event, in the order they were first seen.
  public var taskLives: [TaskLife] {
    let ordered = events.sorted { ($0.time, $0.sequence) < ($1.time, $1.sequence) }
    var byTask: [Int: [TraceEvent]] = [:]
    var order: [Int] = []
    for event in ordered {
      guard let number = event.taskNumber else { continue }
      if byTask[number] == nil { order.append(number) }
      byTask[number, default: []].append(event)
    }
    return order.map { number in
      let own = byTask[number]!
      let label = own.lazy.compactMap(\.task).first
      var places: [String] = []
      for event in own where places.last != event.domain.name { places.append(event.domain.name) }
      return TaskLife(
        name: "task \(number)" + (label.map { " (\($0))" } ?? ""),
        firstSeen: own.first!.time, lastSeen: own.last!.time, events: own.count, places: places,
        suspensions: suspensions(of: number, own, among: ordered),
        working: working(of: number))
    }
  }

  /// Each change of domain, and each time another task's event on the same actor came
  /// between two of the task's own.
  private func suspensions(of number: Int, _ own: [TraceEvent], among all: [TraceEvent])
    -> Int
  {
    var count = 0
    for (before, after) in zip(own, own.dropFirst()) {
      if before.domain != after.domain {
        count += 1
        continue
      }
      guard before.domain != .pool, before.domain != .network else { continue }
      let between = all.contains { event in
        event.domain == before.domain && event.taskNumber != number
          && (before.time, before.sequence) < (event.time, event.sequence)
          && (event.time, event.sequence) < (after.time, after.sequence)
      }
      if between { count += 1 }
    }
    return count
  }

  /// The time covered by the task's spans, each moment counted once.
  private func working(of number: Int) -> Duration {
    let spans = items.filter { $0.kind == .span && $0.taskNumber == number }
      .map { ($0.start, $0.end ?? duration) }.sorted { $0.0 < $1.0 }
    var total = Duration.zero
    var covered: (Duration, Duration)?
    for (start, end) in spans {
      if let current = covered, start <= current.1 {
        covered = (current.0, max(current.1, end))
      } else {
        if let current = covered { total += current.1 - current.0 }
        covered = (start, end)
      }
    }
    if let current = covered { total += current.1 - current.0 }
    return total
  }
}
