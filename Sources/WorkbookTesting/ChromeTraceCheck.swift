import Foundation
import Workbook

/// Checks a Chrome trace-event file the way a viewer will read it: what Perfetto and
/// `chrome://tracing` need of each record, and what makes them draw a track wrongly.
///
/// Shared by the kit's tests (an export made in the test) and the pages' tests (each
/// chapter's recorded trace).
public struct ChromeTraceCheck {
  public let file: ChromeTraceFile

  /// Reads `data` as a trace file.
  public init(_ data: Data) throws {
    file = try JSONDecoder().decode(ChromeTraceFile.self, from: data)
  }

  /// Everything a viewer would trip on, one sentence each; empty for a good file.
  public var problems: [String] {
    var problems: [String] = []
    let records = file.traceEvents
    for record in records {
      if let missing = missingField(record) {
        problems.append("“\(record.name)” (\(record.ph)) has no \(missing)")
      }
      if !record.ts.isFinite || record.ts < 0 {
        problems.append("“\(record.name)” has a time of \(record.ts)")
      }
    }
    let named = Set(
      records.filter { $0.ph == "M" && $0.name == "thread_name" }.map { Track($0.pid, $0.tid) })
    let used = Set(
      records.filter { ["X", "i", "s", "f"].contains($0.ph) }.map { Track($0.pid, $0.tid) })
    for track in used.subtracting(named).sorted(by: { ($0.pid, $0.tid) < ($1.pid, $1.tid) }) {
      problems.append("track \(track.tid) of process \(track.pid) has no name")
    }
    problems += overlaps(records)
    // Perfetto files an async slice with an `id` under "Global Legacy Events", outside its
    // process, its tracks named by the slice and ordered as text: task 1, task 10, task 2.
    for record in records where ["b", "e", "n"].contains(record.ph) && record.id != nil {
      problems.append(
        "“\(record.name)” (\(record.ph)) is an async slice with a global id: Perfetto shows it"
          + " outside its process, under Global Legacy Events")
    }
    let begins = records.filter { $0.ph == "b" }.compactMap(\.id)
    let ends = records.filter { $0.ph == "e" }.compactMap(\.id)
    if begins.sorted() != ends.sorted() {
      problems.append("async slices do not pair: \(begins.count) begin, \(ends.count) end")
    }
    return problems
  }

  /// The longest time between two consecutive frames, in milliseconds, read from the frame
  /// counter's records.
  public var longestFrameGap: Double? {
    let times = file.traceEvents.filter { $0.ph == "C" && $0.cat == "frames" }.map(\.ts).sorted()
    return zip(times, times.dropFirst()).map { ($1 - $0) / 1000 }.max()
  }

  /// The names of the tracks, by process and track number.
  public var trackNames: [String] {
    file.traceEvents.filter { $0.ph == "M" && $0.name == "thread_name" }.compactMap {
      if case .text(let name) = $0.args?["name"] { return name }
      return nil
    }
  }

  /// The names of the tracks of one process, in the order their sort indexes give: how the
  /// viewer lists them.
  public func trackNamesInOrder(pid: Int = 1) -> [String] {
    let metadata = file.traceEvents.filter { $0.ph == "M" && $0.pid == pid }
    let sortIndex = Dictionary(
      metadata.compactMap { record -> (Int, Double)? in
        guard record.name == "thread_sort_index",
          case .number(let index) = record.args?["sort_index"]
        else { return nil }
        return (record.tid, index)
      }, uniquingKeysWith: { first, _ in first })
    return metadata.filter { $0.name == "thread_name" }
      .sorted {
        (sortIndex[$0.tid] ?? .infinity, $0.tid) < (sortIndex[$1.tid] ?? .infinity, $1.tid)
      }
      .compactMap {
        if case .text(let name) = $0.args?["name"] { return name }
        return nil
      }
  }

  private func missingField(_ record: ChromeTraceEvent) -> String? {
    switch record.ph {
    case "X": record.dur == nil || record.dur! < 0 ? "duration" : nil
    case "i": record.s == nil ? "scope" : nil
    case "C": record.args?.isEmpty ?? true ? "value" : nil
    case "M": record.args?.isEmpty ?? true ? "value" : nil
    case "b", "e", "n": record.id == nil || record.cat == nil ? "id and category" : nil
    case "s": record.id == nil ? "id" : nil
    case "f": record.id == nil || record.bp == nil ? "id and binding point" : nil
    default: "known phase"
    }
  }

  /// Complete slices of one track that overlap without one holding the other.
  private func overlaps(_ records: [ChromeTraceEvent]) -> [String] {
    var problems: [String] = []
    let slices = Dictionary(grouping: records.filter { $0.ph == "X" }) { Track($0.pid, $0.tid) }
    for (track, list) in slices {
      var open: [ChromeTraceEvent] = []
      for slice in list.sorted(by: { ($0.ts, -($0.dur ?? 0)) < ($1.ts, -($1.dur ?? 0)) }) {
        while let last = open.last, last.ts + (last.dur ?? 0) <= slice.ts { open.removeLast() }
        if let holder = open.last, slice.ts + (slice.dur ?? 0) > holder.ts + (holder.dur ?? 0) {
          problems.append(
            "“\(slice.name)” and “\(holder.name)” overlap on track \(track.tid) without nesting")
        }
        open.append(slice)
      }
    }
    return problems
  }

  private struct Track: Hashable {
    let pid: Int
    let tid: Int
    init(_ pid: Int, _ tid: Int) {
      self.pid = pid
      self.tid = tid
    }
  }
}
