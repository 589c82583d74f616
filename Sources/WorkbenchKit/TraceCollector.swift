import Foundation
import Workbook
import WorkbookTools

/// Gathers the traces of the workbench's chapter runs into one Chrome trace-event file
/// (`--trace-json FILE`), each run a process of its own, so that a viewer shows them one
/// above the other: chapter 1's hang beside chapter 4's smooth frames.
final class TraceCollector {
  /// Where the combined file goes.
  let file: URL
  private let folder: URL
  private var runs: [(name: String, file: URL)] = []

  /// A collector for `file`, which the command line has checked does not exist yet
  /// (`WorkbenchCommand`), as the chapters' `--timeline` and `--trace-json` refuse one that does.
  /// - Throws: when the folder for the runs' own traces cannot be made.
  init(file: URL) throws {
    self.file = file
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbench-traces-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// A file for the next run named `name` to write its trace to.
  func nextFile(for name: String) -> URL {
    let url = folder.appendingPathComponent("\(runs.count + 1).json")
    runs.append((name, url))
    return url
  }

  /// Writes the combined file: run N becomes process N, named after its run.
  func write() throws {
    var records: [ChromeTraceEvent] = []
    for (index, run) in runs.enumerated() {
      let part = try JSONDecoder().decode(
        ChromeTraceFile.self, from: Data(contentsOf: run.file))
      for var record in part.traceEvents {
        record.pid = index + 1
        if record.ph == "M", record.name == "process_name" {
          record.args = ["name": .text(run.name)]
        }
        records.append(record)
      }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try OutputFile.write(to: file) { try encoder.encode(ChromeTraceFile(traceEvents: records)) }
    try? FileManager.default.removeItem(at: folder)
  }
}
