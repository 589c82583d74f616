import Foundation
import Workbook
import WorkbookTools

/// What `workbench` was asked to do, read once from its command line: print its help, or
/// measure by a plan.
///
/// Read here rather than in the program, so that a test reads the plan a command line makes
/// (`WorkbenchPlan`) without running a chapter.
package enum WorkbenchCommand: Equatable, Sendable {
  case help
  case measure(WorkbenchPlan)

  /// The workbench's options, as the scan reads them and the help lists them.
  static let options: [CommandLineOption] = [
    .runs.helping("how many times each chapter runs (default: \(WorkbenchPlan.defaultRuns))"),
    .stickersOnly, .photoSize,
    .traceJSON.helping("write each chapter's first run as one trace, a process per run"), .help,
  ]

  /// What `--help` prints: the usage line and the options' table from `options`.
  package static let usage =
    "usage: workbench " + options.map { "[\($0.usageWord)]" }.joined(separator: " ")
    + " [PHOTO ...]\n" + """
      Measures chapters 1, 2 and 4 on the bundled images, chapter 7's gallery through each
      network manager, then chapter 8's stages on the bundled photos (or the PHOTO files
      given), at full size unless asked to scale them, and the frame gaps of chapter8 run
      at its 9:03 and 12:30 stages.

      Options:

      """
    + options.map {
      "  " + $0.synopsis.padding(toLength: 26, withPad: " ", startingAt: 0) + $0.help
    }
    .joined(separator: "\n")

  /// Reads the command line (without the program's name) by the rules every program of the
  /// workbook follows (`CommandLineScan`); the PHOTO files must be readable and a trace's file
  /// must not exist yet, so that a run never fails at its end for a word typed at its start.
  /// - Throws: `UsageError`, exit status 2: one line that says what to type.
  package init(parsing arguments: [String]) throws(UsageError) {
    let scan = try CommandLineScan(arguments, options: Self.options)
    if scan.has(.help) {
      self = .help
      return
    }
    var plan = WorkbenchPlan()
    plan.runs = try scan.integer(.runs, in: 1...50) ?? plan.runs
    plan.photoSize = try scan.integer(.photoSize, in: 16...8192)
    plan.stickersOnly = scan.has(.stickersOnly)
    if let path = scan[.traceJSON] {
      let name = CommandLineOption.traceJSON.name
      guard path.hasSuffix(".json") else {
        throw UsageError("\(name) needs a file name ending in .json, such as \(name) runs.json")
      }
      guard !FileManager.default.fileExists(atPath: path) else {
        throw UsageError("\(path) exists; choose another name for \(name)")
      }
      plan.traceFile = URL(fileURLWithPath: path)
    }
    plan.photoFiles = try scan.operands.map { path throws(UsageError) in
      guard FileManager.default.isReadableFile(atPath: path) else {
        throw UsageError("cannot read \(path)")
      }
      return URL(fileURLWithPath: path)
    }
    self = .measure(plan)
  }
}

extension CommandLineOption {
  /// `--stickers-only`: chapter 8's part alone.
  static let stickersOnly = CommandLineOption(
    "--stickers-only", help: "only chapter 8's sticker app and its stages")
  /// `--photo-size N`: the photos scaled down.
  static let photoSize = CommandLineOption(
    "--photo-size", kind: .value(placeholder: "N", example: "512"),
    help: "scale each photo to at most N pixels a side")
}
