import Foundation
import WorkbookTools

/// A chapter's demo as its `ChapterDemo.swift` sees it: the app's view, the images to open, the
/// simulated network, and the gestures (`open`) that drive the chapter's own code.
///
/// The demo is main-actor isolated because it is the app's UI. The app shell
/// (`Demo.main`, in Demo+Main.swift) reads the command line and runs it under the app loop;
/// the report at the end (`DemoReport`) draws the timeline and the hang measure.
@MainActor
public final class Demo {
  public let info: ChapterInfo
  public let options: DemoOptions
  /// Everything recorded while the demo runs.
  public let trace = Trace()
  public let screen: Screen
  /// The app's view, drawing on the screen.
  public let view: AppView
  let clock: FrameClock
  private let spinner: Spinner
  private var activity = "idle"
  /// Every tap, in order, with what the view showed as errors while it ran.
  private(set) var taps: [TapRecord] = []
  /// The galleries measured, for the report (`record(_:)`).
  private var galleries: [GalleryReport] = []
  /// The files asked for that could not be written.
  private var unwrittenFiles: [URL] = []
  /// The files the chapter asked for during its run (`writeAfterTheRun`), in order.
  private var filesAfterTheRun: [(file: URL, what: String, contents: () throws -> Data)] = []
  /// The frames of the scene `measureFrames` is running, if any.
  private var sceneMeter: HangMeter?

  /// - Parameter output: where the screen's text goes instead of standard output (a test's).
  init(
    info: ChapterInfo, options: DemoOptions, terminal: Terminal,
    output: ((String) -> Void)? = nil
  ) {
    self.info = info
    self.options = options
    self.screen = Screen(terminal: terminal, measuresOnly: options.measure, output: output)
    self.view = AppView(screen: screen)
    self.clock = FrameClock(trace: trace)
    self.spinner = Spinner(interactive: terminal.isInteractive)
  }

  /// The simulated network, for chapters that fetch: `workbook://samples/NAME` serves the
  /// bundled samples, each response taking `networkLatency`.
  public private(set) lazy var server = ImageServer(
    host: "samples", latency: Demo.networkLatency, trace: trace)

  /// How long the simulated network takes to answer, in the demos.
  public static let networkLatency: Duration = .milliseconds(500)

  /// The images to open: the ones named on the command line, or else the bundled samples,
  /// read from disk by chapters of local files and fetched from the simulated network by
  /// the others.
  public var inputs: [URL] {
    guard options.inputs.isEmpty else { return options.inputs }
    switch info.inputs {
    case .localFiles: return SampleImages.urls
    case .filesAndURLs: return SampleImages.names.map { server.url(for: $0) }
    case .photos: return SamplePhotos.urls
    }
  }

  /// Opens one image the way a user's tap would: first a moment of idle time, so the
  /// spinner is seen spinning, then `tap`, the chapter's own code.
  /// - Parameter gesture: what the log line calls the tap: `open`, `open with an effect`.
  public func open(_ url: URL, as gesture: String = "open", _ tap: () async -> Void) async {
    await open([url], as: gesture, tap)
  }

  /// Opens several images with one gesture, as a user who selects them all and opens them:
  /// a moment of idle time, then `tap`, which starts the work for every one of them.
  ///
  /// The tap is recorded with the errors the view showed while it ran; the view does not
  /// say which image an error is about, so of several images, each counts as not shown.
  public func open(
    _ urls: [URL], as gesture: String = "open", _ tap: () async -> Void
  ) async {
    guard !urls.isEmpty else { return }
    await idle(.milliseconds(400))
    let names = urls.map(\.lastPathComponent)
    let line = "\(gesture) \(names.joined(separator: ", "))"
    activity = line
    redrawStatus()  // if the tap blocks the main actor, this is the line that freezes
    screen.show("▸ \(line)")
    trace.record(line)
    let errorsBefore = view.displayedErrors.count
    view.opening = names
    await tap()
    view.opening = []
    let errors = view.displayedErrors.dropFirst(errorsBefore).map { "\($0)" }
    taps.append(TapRecord(names: names, errors: errors))
    activity = "idle"
  }

  /// Counts `name` as not shown, with why: for a gesture that opens many images and knows
  /// itself which of them failed (chapter 8's task group), so the report names only those.
  public func recordNotShown(_ name: String, reason: String) {
    taps.append(TapRecord(names: [name], errors: [reason]))
  }

  /// Runs `scene`, a part of the demo beyond what every chapter shares, unless the run is
  /// being measured (`--measure`): the workbench compares chapters on their shared part only.
  public func extra(_ scene: () async -> Void) async {
    guard !options.measure else { return }
    await scene()
  }

  /// Runs `scene` and measures the frames that ran meanwhile: the hang measure of one scene,
  /// when a chapter compares two (chapter 7 runs the same work through two network managers).
  /// The scene's start and end count as frames, so that a freeze at either edge is measured.
  public func measureFrames(_ scene: () async -> Void) async -> HangMeter {
    sceneMeter = HangMeter(frameInterval: clock.meter.frameInterval)
    sceneMeter?.frame(at: trace.elapsed)
    await scene()
    sceneMeter?.frame(at: trace.elapsed)
    defer { sceneMeter = nil }
    return sceneMeter!
  }

  /// Keeps a gallery's measure for the report, which prints it for the workbench when the run
  /// is measured (`--measure`): the chapter measures, the report decides who reads it.
  public func record(_ gallery: GalleryReport) {
    galleries.append(gallery)
  }

  /// Waits without blocking the main actor: frames keep running.
  public func idle(_ duration: Duration) async {
    try? await Task.sleep(for: duration)
  }

  /// Runs the chapter's work with the frame clock ticking, then reports, and returns the
  /// exit status: 0 when every image was shown and every file written, else 1.
  func run(_ work: @MainActor (Demo) async -> Void) async -> Int32 {
    screen.show("\(info.title) (\(info.talk))\n\(info.lesson)\n")
    clock.onFrame = { [unowned self] _ in
      redrawStatus()
      sceneMeter?.frame(at: trace.elapsed)
    }
    if info.inputs == .filesAndURLs { _ = server }  // reachable before the first request
    clock.start()
    await Trace.$current.withValue(trace) {
      await work(self)
    }
    await idle(.milliseconds(200))  // let one more frame land after the last piece of work
    let meter = clock.stop()
    screen.setStatus(nil)
    let report = DemoReport(
      info: info, options: options, trace: trace, meter: meter, taps: taps,
      galleries: galleries)
    let shown = report.show(on: screen) { file, what, contents in
      write(file, what: what, contents)
    }
    for (file, what, contents) in filesAfterTheRun { write(file, what: what, contents) }
    return (shown && unwrittenFiles.isEmpty ? ExitStatus.success : .failure).rawValue
  }

  /// Writes a file the user asked for (`--png FILE`, `--sheet FILE`) once the run is over and
  /// its measure taken, and says so then, or says why it could not and counts the run as
  /// failed (exit status 1). Making a picture's PNG takes the main actor for a few hundred
  /// milliseconds: made while the frame clock ticks, it would be measured as the app's hang.
  public func writeAfterTheRun(
    _ file: URL, what: String, _ contents: @escaping () throws -> Data
  ) {
    filesAfterTheRun.append((file, what, contents))
  }

  /// Writes a file the user asked for and says so, or says why it could not and counts the run
  /// as failed (exit status 1): one way for the report's own files and, after the run, for
  /// the chapters' (`writeAfterTheRun`).
  /// - Returns: whether the file was written.
  @discardableResult
  func write(_ file: URL, what: String, _ contents: () throws -> Data) -> Bool {
    do throws(OutputFile.Failure) {
      try OutputFile.write(to: file, contents)
      screen.show("\(what) written to \(file.path)")
      return true
    } catch {
      screen.showError("\(info.command): \(error)")
      unwrittenFiles.append(file)
      return false
    }
  }

  private func redrawStatus() {
    let frame = clock.meter.frames
    screen.setStatus("\(spinner.frame(at: frame)) frame \(frame) · \(activity)")
  }
}
