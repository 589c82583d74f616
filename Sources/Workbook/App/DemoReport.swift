import Foundation

/// What a demo shows when its work is done: the timeline of what ran where, the hang
/// measure, the measure line for the workbench, the SVG and trace files if asked, and what
/// could not be shown.
@MainActor
struct DemoReport {
  let info: ChapterInfo
  let options: DemoOptions
  let trace: Trace
  let meter: HangMeter
  let taps: [TapRecord]
  /// The galleries the chapter measured (chapter 7's), printed after its own measure line.
  let galleries: [GalleryReport]

  /// Shows the report, writes the files the options name with `write` (the demo's one way to
  /// write a file), and returns whether every image was shown.
  func show(on screen: Screen, write: (URL, String, () throws -> Data) -> Bool) -> Bool {
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
      for gallery in galleries { screen.showMeasure(gallery.line) }
    }
    if let file = options.timelineFile {
      _ = write(file, "Timeline") { Data(timeline.svg().utf8) }
    }
    if let file = options.traceJSONFile {
      _ = write(file, "Trace") { try timeline.chromeTraceJSON(process: info.command) }
    }
    let notShown = notShownNames
    if !notShown.isEmpty {
      screen.showError(
        "\(info.command): \(notShown.count) of \(openedNames.count) could not be shown: "
          + notShown.joined(separator: ", "))
    }
    return notShown.isEmpty
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
