import Foundation
import WorkbenchKit
import Workbook

/// A launcher that runs no chapter (`ChapterLauncher`): it notes each run the workbench asks
/// for, and answers as the chapter would, with a report line of figures the test chose.
///
/// A run is noted as its command and arguments, each input shown as the size of the image the
/// file holds at that moment (`1×1 image`): the baseline's file exists only while it runs.
final class ChapterStandIn {
  /// Each run asked for, in order: `chapter7 --measure --manager class --`.
  private(set) var runs: [String] = []
  /// The longest gap a run of chapter 8 reports, by its stage; 20 ms for any other run.
  var stageGaps: [String: Double] = [:]

  /// Notes the run, and prints what the chapter would: one report line.
  func launch(_ command: String, _ arguments: [String]) throws -> [String] {
    let inputs = arguments.drop { $0 != "--" }.dropFirst()
    let shown = arguments.prefix { $0 != "--" } + ["--"] + inputs.map(Self.describe)
    runs.append(([command] + shown).joined(separator: " "))
    if command == "chapter7" {
      let manager = option("--manager", in: arguments) ?? "?"
      return [
        "gallery manager=\(manager) calls=4000 on-main=0 total-ms=700.0 longest-gap-ms=20.0"
          + " frames-missed=0"
      ]
    }
    let gap = option("--stage", in: arguments).flatMap { stageGaps[$0] } ?? 20
    let report = HangReport(
      command: command, longestGapMilliseconds: gap, framesMissed: 0, frames: 60, hangs: 0)
    return ["a line the workbench skips", report.line]
  }

  /// The value after `name` in `arguments`, if any.
  private func option(_ name: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
      return nil
    }
    return arguments[index + 1]
  }

  /// An input as the image its file holds now: `64×48 image`, or why it holds none.
  private static func describe(_ path: String) -> String {
    guard let data = FileManager.default.contents(atPath: path) else { return "no file" }
    guard let image = try? Image(decoding: data) else { return "not an image" }
    return "\(image) image"
  }
}

extension WorkbenchCommand {
  /// The plan a command line makes, nil for `--help`.
  var plan: WorkbenchPlan? {
    guard case .measure(let plan) = self else { return nil }
    return plan
  }
}
