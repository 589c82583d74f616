import Foundation
import Workbook

/// The workbench's second table: chapter 7's gallery through each network manager, the
/// main-actor class and the actor, side by side.
enum ManagerTable {
  /// One manager's runs.
  struct Result {
    var manager: String
    var reports: [GalleryReport]
  }

  /// The table, then what it shows.
  static func render(_ results: [Result]) -> String {
    var lines = [
      row("manager", "calls on main actor", "longest gap (range)", "frames missed", "total")
    ]
    for result in results {
      let reports = result.reports
      let gaps = reports.map(\.longestGapMilliseconds)
      let range = "\(HangTable.format(gaps.min() ?? 0))–\(HangTable.format(gaps.max() ?? 0))"
      let onMain = HangTable.median(reports.map { Double($0.onMainActor) })
      let calls = HangTable.median(reports.map { Double($0.calls) })
      let missed = HangTable.median(reports.map { Double($0.framesMissed) })
      let total = HangTable.median(reports.map(\.totalMilliseconds))
      lines.append(
        row(
          result.manager, "\(HangTable.format(onMain)) of \(HangTable.format(calls))",
          "\(HangTable.format(HangTable.median(gaps))) ms (\(range))", HangTable.format(missed),
          "\(HangTable.format(total)) ms"))
    }
    lines.append("")
    lines.append("class: MainActorNetworkManager, a class of the app: on the main actor (23:47)")
    lines.append("actor: NetworkManager, an actor of its own (25:10)")
    lines.append("The work is the same; the actor only moves it off the main actor.")
    return lines.joined(separator: "\n")
  }

  private static func row(_ columns: String...) -> String {
    let widths = [9, 21, 24, 15, 10]
    let cells = zip(columns, widths).map { text, width in
      text + String(repeating: " ", count: max(1, width - text.count))
    }
    return cells.joined().trimmingCharacters(in: .whitespaces)
  }
}
