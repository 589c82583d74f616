/// A trace as a table, one event a line: when, where, on which thread and task, what.
///
/// The timeline shows the shape of a run; the table shows every detail, in plain text that
/// reads the same in a terminal, a log or a failing test's message.
///
/// ```
///   ms  domain      thread  task  kind   label
///  0.0  main actor  1       -     begin  decode 640×480
/// 12.5  main actor  1       -     end    decode 640×480
/// ```
public struct EventTable: Sendable, Hashable {
  /// The events, in the order they are listed.
  public let events: [TraceEvent]

  public init(events: [TraceEvent]) {
    self.events = events
  }

  /// The table as text, each line ending in `"\n"`, with no escape codes.
  public func render() -> String {
    let header = ["ms", "domain", "thread", "task", "kind", "label"]
    let rows = events.map { event in
      [
        TimelineScale.format(event.time),
        ANSI.printable(event.domain.name),
        String(event.thread),
        event.task.map(ANSI.printable) ?? "-",
        Self.name(of: event.kind),
        ANSI.printable(event.label),
      ]
    }
    guard !rows.isEmpty else { return "The trace is empty: no events were recorded.\n" }
    let all = [header] + rows
    // Every column but the last is padded to its widest cell; times are right-aligned.
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    var output = ""
    for row in all {
      var cells: [String] = []
      for (column, cell) in row.enumerated() {
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        if column == 0 {
          cells.append(padding + cell)
        } else if column == row.count - 1 {
          cells.append(cell)
        } else {
          cells.append(cell + padding)
        }
      }
      output += cells.joined(separator: "  ") + "\n"
    }
    return output
  }

  static func name(of kind: TraceEvent.Kind) -> String {
    switch kind {
    case .begin: "begin"
    case .end: "end"
    case .instant: "instant"
    }
  }
}

extension EventTable: CustomStringConvertible {
  public var description: String { render() }
}
