import Foundation

/// Runs a chapter as a terminal app: a header, a spinner driven by the frame clock, the
/// chapter's own work, then the timeline of what ran where and the hang measure.
///
/// The demo is main-actor isolated because it is the app's UI. A chapter's `main.swift`
/// calls `Demo.main` with its work; everything else here is the same for every chapter.
@MainActor
public final class Demo {
  public let info: ChapterInfo
  public let options: DemoOptions
  /// Everything recorded while the demo runs.
  public let trace = Trace()
  public let screen: Screen
  /// The app's view, drawing on the screen.
  public let view: View
  private let clock: FrameClock
  private let spinner: Spinner
  private var activity = "idle"
  /// The inputs that could not be shown.
  private var failures: [String] = []
  private var timelineWriteFailed = false
  /// The frames of the scene `measureFrames` is running, if any.
  private var sceneMeter: HangMeter?

  init(info: ChapterInfo, options: DemoOptions, terminal: Terminal) {
    self.info = info
    self.options = options
    self.screen = Screen(terminal: terminal)
    self.view = View(screen: screen)
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
    }
  }

  /// The value of the chapter's own option `name` (a `DemoChoice` of its `ChapterInfo`): the
  /// one given on the command line, else the option's default.
  public func choice(_ name: String) -> String {
    if let value = options.choices[name] { return value }
    guard let choice = info.choices.first(where: { $0.name == name }) else {
      preconditionFailure("\(info.command) declares no option --\(name)")
    }
    return choice.values[0]
  }

  /// Parses the command line, runs `work` on the main actor under the app loop, and exits:
  /// 0 when every image was shown, 1 when one could not be, 2 for bad usage.
  public static func main(
    _ info: ChapterInfo, arguments: [String] = CommandLine.arguments,
    _ work: @escaping @MainActor (Demo) async -> Void
  ) -> Never {
    let options: DemoOptions
    do {
      options = try DemoOptions.parse(
        Array(arguments.dropFirst()), accepting: info.inputs, choices: info.choices)
    } catch {
      let message = "\(info.command): \(error)\n(see '\(info.command) --help')\n"
      FileHandle.standardError.write(Data(message.utf8))
      exit(2)
    }
    if options.wantsHelp {
      print(info.usage)
      exit(0)
    }
    AppLoop.run {
      let demo = Demo(info: info, options: options, terminal: .standardOutput())
      return await demo.run(work)
    }
  }

  /// Opens one image the way a user's tap would: first a moment of idle time, so the
  /// spinner is seen spinning, then `tap`, the chapter's own code.
  public func open(_ url: URL, _ tap: () async -> Void) async {
    await open([url], tap)
  }

  /// Opens several images with one gesture, as a user who selects them all and opens them:
  /// a moment of idle time, then `tap`, which starts the work for every one of them.
  ///
  /// When an error is displayed meanwhile, the image is counted as not shown; of several,
  /// every one not already counted is, since the view does not say which image an error is
  /// about.
  public func open(_ urls: [URL], _ tap: () async -> Void) async {
    guard !urls.isEmpty else { return }
    await idle(.milliseconds(400))
    let name = urls.map(\.lastPathComponent).joined(separator: ", ")
    activity = "opening \(name)"
    redrawStatus()  // if the tap blocks the main actor, this is the line that freezes
    screen.show("▸ open \(name)")
    trace.record("open \(name)")
    let errorsBefore = view.displayedErrors.count
    await tap()
    if view.displayedErrors.count > errorsBefore {
      let names = urls.map(\.lastPathComponent)
      failures += names.count == 1 ? names : names.filter { !failures.contains($0) }
    }
    activity = "idle"
  }

  /// Runs `scene`, a part of the demo beyond what every chapter shares, unless the run is
  /// being measured (`--measure`): the workbench compares chapters on their shared part only.
  public func extra(_ scene: () async -> Void) async {
    guard !options.measure else { return }
    await scene()
  }

  /// Runs `scene` and measures the frames that ran meanwhile: the hang measure of one scene,
  /// when a chapter compares two (chapter 7 runs the same work through two network managers).
  public func measureFrames(_ scene: () async -> Void) async -> HangMeter {
    sceneMeter = HangMeter(frameInterval: clock.meter.frameInterval)
    sceneMeter?.frame(at: trace.elapsed)
    await scene()
    sceneMeter?.frame(at: trace.elapsed)
    defer { sceneMeter = nil }
    return sceneMeter!
  }

  /// Waits without blocking the main actor: frames keep running.
  public func idle(_ duration: Duration) async {
    try? await Task.sleep(for: duration)
  }

  private func run(_ work: @MainActor (Demo) async -> Void) async -> Int32 {
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
    report(meter)
    return failures.isEmpty && !timelineWriteFailed ? 0 : 1
  }

  private func redrawStatus() {
    let frame = clock.meter.frames
    screen.setStatus("\(spinner.frame(at: frame)) frame \(frame) · \(activity)")
  }

  private func report(_ meter: HangMeter) {
    let timeline = Timeline(events: trace.events, hangs: meter.hangs, title: info.title)
    let terminal = screen.terminal
    screen.show("\n" + timeline.render(width: terminal.width, color: terminal.isInteractive))
    screen.show("Main actor: \(meter.summary)")
    if options.measure {
      screen.show(HangReport(command: info.command, meter: meter).line)
    }
    if let file = options.timelineFile {
      do {
        try Data(timeline.svg().utf8).write(to: file)
        screen.show("Timeline written to \(file.path)")
      } catch {
        let reason = error.localizedDescription
        screen.showError("\(info.command): cannot write \(file.path): \(reason)")
        timelineWriteFailed = true
      }
    }
    if !failures.isEmpty {
      let count = failures.count
      screen.showError(
        "\(info.command): \(count) of \(inputs.count) could not be shown: "
          + failures.joined(separator: ", "))
    }
  }
}
