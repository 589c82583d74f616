import Foundation
import WorkbookTools

/// What a demo shows when its work is done: the timeline of what ran where, the hang
/// measure, the measure line for the workbench, the SVG file if asked, and what could not be
/// shown.
@MainActor
struct DemoReport {
  let info: ChapterInfo
  let options: DemoOptions
  let trace: Trace
  let meter: HangMeter
  let taps: [TapRecord]

  /// Shows the report and returns the exit status: 0 when every image was shown and every
  /// file written, else 1.
  func show(on screen: Screen) -> Int32 {
    let summary = "Main actor: \(meter.summary)"
    let timeline = Timeline(
      events: trace.events, hangs: meter.hangs, frames: meter.frameTimes,
      frameInterval: meter.frameInterval, title: info.title, summary: summary)
    let terminal = screen.terminal
    screen.show("\n" + timeline.render(width: terminal.width, color: terminal.isInteractive))
    screen.show(HangMeter.wrap(summary, width: terminal.width).joined(separator: "\n"))
    if options.tasks {
      screen.show("\n" + TaskReport(timeline: timeline).lines.joined(separator: "\n"))
    }
    if options.measure {
      screen.showMeasure(HangReport(command: info.command, meter: meter).line)
    }
    var status = ExitStatus.success.rawValue
    if let file = options.timelineFile {
      status |= write(file, what: "Timeline", on: screen) { Data(timeline.svg().utf8) }
    }
    if let file = options.traceJSONFile {
      status |= write(file, what: "Trace", on: screen) {
        try timeline.chromeTraceJSON(process: info.command)
      }
    }
    let notShown = notShownNames
    if !notShown.isEmpty {
      screen.showError(
        "\(info.command): \(notShown.count) of \(openedNames.count) could not be shown: "
          + notShown.joined(separator: ", "))
      status = ExitStatus.failure.rawValue
    }
    return status
  }

  /// Writes the file a `FILE` option named; success, or failure with the reason when it
  /// cannot.
  private func write(
    _ file: URL, what: String, on screen: Screen, _ contents: () throws -> Data
  ) -> Int32 {
    do {
      try contents().write(to: file)
      screen.show("\(what) written to \(file.path)")
      return ExitStatus.success.rawValue
    } catch {
      screen.showError(
        "\(info.command): cannot write \(file.path): \(error.localizedDescription)")
      return ExitStatus.failure.rawValue
    }
  }

  /// Every image opened, each name once, in the order first opened.
  var openedNames: [String] { unique(taps.flatMap(\.names)) }

  /// The images some tap could not show, each name once.
  var notShownNames: [String] { unique(taps.filter { !$0.succeeded }.flatMap(\.names)) }

  private func unique(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}
