import Foundation
import WorkbenchKit
import WorkbookTools

// The workbench: the bundled images through the image models of chapters 1, 2 and 4, and the
// main actor's longest hang in each, side by side; then chapter 7's gallery through its two
// network managers, the main-actor class and the actor; then the sticker app of chapter 8 on
// the bundled photos: sequential, async let and a task group, the same at half the size, and
// the main actor's longest frame gap in chapter 8's app at its 9:03 and 12:30 stages
// (`--stickers-only` for that part alone, `--photo-size N` to scale the photos down, PHOTO
// files to use others).
//
//   swift run -c release workbench [--runs N]
//
// Each chapter runs N times (3 by default) as its own process, on the same workload: the
// bundled images, opened one tap at a time. The tables show the median of each figure.
//
// 1. The command line, read into a plan: which chapter runs, how, how many times
//    (WorkbenchCommand, WorkbenchPlan).
// 2. The plan, run: chapters 1, 2 and 4 and the baseline, chapter 7's two managers, then
//    chapter 8's sticker work and its app's stages (Workbench, StickerBench).

/// Ends the workbench with `message` on standard error and the workbook's exit status: usage
/// for a wrong command line, failure for a measurement that could not be made.
func stop(_ status: ExitStatus, _ message: String) -> Never {
  FileHandle.standardError.write(Data("workbench: \(message)\n".utf8))
  exit(status.rawValue)
}

// 1. The command line.
let command: WorkbenchCommand
do throws(UsageError) {
  command = try WorkbenchCommand(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
  stop(.usage, "\(error) (see 'workbench --help')")
}

// 2. The plan, run.
switch command {
case .help:
  print(WorkbenchCommand.usage)
  exit(ExitStatus.success.rawValue)
case .measure(let plan):
  do {
    let status = try await Workbench(plan: plan).run()
    exit(status.rawValue)
  } catch {
    stop(.failure, "\(error)")
  }
}
