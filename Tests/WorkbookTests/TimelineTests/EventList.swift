import Foundation
import Testing
import Workbook

/// Builds trace events by hand, with the times a test chooses, so that timelines are drawn
/// from known input rather than from whatever a real run happened to take.
struct EventList {
  private(set) var events: [TraceEvent] = []

  mutating func add(
    _ label: String, _ kind: TraceEvent.Kind, at milliseconds: Int,
    on domain: IsolationDomain = .mainActor, thread: Int = 1, task: String? = nil,
    number: Int? = nil
  ) {
    events.append(
      TraceEvent(
        sequence: events.count, label: label, kind: kind, domain: domain, task: task,
        thread: thread, time: .milliseconds(milliseconds), taskNumber: number))
  }

  /// A begin and its end.
  mutating func span(
    _ label: String, from start: Int, to end: Int, on domain: IsolationDomain = .mainActor,
    thread: Int = 1, task: String? = nil
  ) {
    add(label, .begin, at: start, on: domain, thread: thread, task: task)
    add(label, .end, at: end, on: domain, thread: thread, task: task)
  }
}

/// The escape byte that starts every ANSI sequence; plain output must not contain it.
let escapeByte: UInt8 = 0x1B

/// The lines of `text`, without the empty string after its final newline.
func lines(of text: String) -> [String] {
  var lines = text.components(separatedBy: "\n")
  if lines.last == "" { lines.removeLast() }
  return lines
}

/// `text` with ANSI escape sequences removed, to measure what the reader sees.
func visible(_ text: String) -> String {
  var output = ""
  var inEscape = false
  for character in text {
    if character == "\u{1B}" {
      inEscape = true
    } else if inEscape {
      if character.isLetter { inEscape = false }
    } else {
      output.append(character)
    }
  }
  return output
}

/// Expects that no line of `text`, as the reader sees it, is wider than `width`.
func expectFits(
  _ text: String, in width: Int, sourceLocation: SourceLocation = #_sourceLocation
) {
  for line in lines(of: visible(text)) {
    #expect(line.count <= width, "too wide: \(line)", sourceLocation: sourceLocation)
  }
}
