import Foundation
import Workbook
import WorkbookTools

/// Runs a plan: each of its chapter runs `plan.runs` times through `launch`, the first of each
/// traced if the plan asks, and makes its tables from the reports the chapters print.
///
/// On the main actor, as the program's top-level code is: one chapter runs at a time, and the
/// workbench waits for it, so that no two runs share the machine's cores. The launcher is a
/// parameter so that a test can run a plan whole with a launcher of its own, which runs no
/// chapter.
package struct Workbench {
  package let plan: WorkbenchPlan
  /// Where the first run of each chapter writes its trace, if the plan asks for one.
  let traces: TraceCollector?
  let launch: ChapterLauncher

  /// A workbench for `plan`, with a folder for its traces if it asks for them.
  /// - Throws: `WorkbenchError` when the traces' folder cannot be made.
  package init(plan: WorkbenchPlan, launch: @escaping ChapterLauncher = ChapterBinaries.launch)
    throws
  {
    self.plan = plan
    self.launch = launch
    do {
      traces = try plan.traceFile.map { try TraceCollector(file: $0) }
    } catch {
      throw WorkbenchError("cannot make a folder for the runs' traces: \(error)")
    }
  }

  /// The reports of `plan.runs` runs of `run`, the first traced: each the first line that
  /// `read` reads of the lines the chapter printed.
  /// - Throws: `WorkbenchError` when a run prints no report, or what `launch` throws.
  func reports<Report>(
    of run: ChapterRun, _ read: (String) -> Report?, startingWith prefix: String
  ) throws -> [Report] {
    try (1...plan.runs).map { number in
      let trace = number == 1 ? traces?.nextFile(for: run.traceName) : nil
      let lines = try launch(run.command, run.arguments(traceFile: trace))
      guard let report = lines.lazy.compactMap(read).first else {
        throw WorkbenchError("\(run.command) printed no '\(prefix)' line")
      }
      return report
    }
  }

  /// Chapters 1, 2 and 4, then the baseline on its 1×1 image, written for its runs and
  /// removed after them: the main actor's longest gap in each, side by side.
  /// - Throws: `WorkbenchError` when a run fails, or the image cannot be written.
  package func hangTable() throws -> String {
    let results = try plan.chapters.map { run in
      HangTable.Result(
        command: run.name, model: run.about,
        reports: try reports(of: run, HangReport.init(line:), startingWith: HangReport.prefix))
    }
    do {
      try OutputFile.write(to: plan.baselineImage) { WorkbenchPlan.baselineImageData }
    } catch {
      throw WorkbenchError("\(error)")
    }
    defer { try? FileManager.default.removeItem(at: plan.baselineImage) }
    let baseline = HangTable.Result(
      command: plan.baseline.name, model: plan.baseline.about,
      reports: try reports(
        of: plan.baseline, HangReport.init(line:), startingWith: HangReport.prefix))
    return HangTable.render(results, baseline: baseline, frameInterval: HangMeter().frameInterval)
  }

  /// Chapter 7's gallery through each network manager: one row per manager.
  /// - Throws: `WorkbenchError` when a run fails.
  package func managerTable() throws -> String {
    let results = try plan.managers.map { run in
      ManagerTable.Result(
        manager: run.name,
        reports: try reports(
          of: run, GalleryReport.init(line:), startingWith: GalleryReport.prefix))
    }
    return ManagerTable.render(results)
  }

  /// The main actor's longest frame gap in chapter 8's own app at each of its stages: the
  /// median of `plan.runs` runs of each, as chapters 1, 2 and 4 are measured. Whether every
  /// stage was measured comes second; a stage that was not says why in its line.
  package func appStageGaps() -> (report: String, measured: Bool) {
    var measured = true
    var lines = ["chapter8's longest frame gap (median of \(plan.runs)), by --stage:"]
    for run in plan.appStages {
      do {
        let gaps = try reports(
          of: run, HangReport.init(line:), startingWith: HangReport.prefix
        ).map(\.longestGapMilliseconds)
        lines.append("  \(run.about)  " + String(format: "%.1f ms", gaps.sorted()[gaps.count / 2]))
      } catch {
        lines.append("  \(run.about)  not measured: \(error)")
        measured = false
      }
    }
    return (lines.joined(separator: "\n"), measured)
  }
}
