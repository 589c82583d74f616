/// Ticks 60 times a second on the main actor, as a display's refresh would, and measures
/// the gaps: when the main actor is busy, frames cannot run, and the gap shows the freeze.
///
/// It lives on the main actor because that is what it measures: a frame is main-actor work,
/// so it runs only when the main actor is free. What makes it tick is `DisplayTicks`, a timer
/// on the main dispatch queue, unless a test ticks it by hand (`ManualTicks`).
@MainActor
public final class FrameClock {
  /// Called on every frame with the frame's number: where a demo redraws its spinner.
  public var onFrame: ((Int) -> Void)?
  /// The measure so far.
  public private(set) var meter: HangMeter
  private let trace: Trace
  private let ticks: any FrameTicks
  private var running = false
  /// Whether the clock ticks now, between `start` and `stop`.
  public var isTicking: Bool { running }

  /// - Parameters:
  ///   - trace: the clock reads time from the trace, so hangs line up with events.
  ///   - frameInterval: the time between two ticks.
  ///   - ticks: what makes the clock tick: the display's refresh, unless a test ticks it.
  public init(
    trace: Trace, frameInterval: Duration = .seconds(1) / 60,
    ticks: any FrameTicks = DisplayTicks()
  ) {
    self.trace = trace
    self.meter = HangMeter(frameInterval: frameInterval)
    self.ticks = ticks
  }

  /// Starts ticking. A tick that cannot run on time, because the main actor is busy, runs as
  /// soon as it is free; ticks missed meanwhile are not made up.
  public func start() {
    guard !running else { return }
    running = true
    ticks.start(every: meter.frameInterval) { [weak self] in self?.tick() }
  }

  /// Stops ticking and returns the measure.
  @discardableResult
  public func stop() -> HangMeter {
    ticks.stop()
    running = false
    return meter
  }

  private func tick() {
    guard running else { return }  // a tick already on its way when the clock stopped
    meter.frame(at: trace.elapsed, threadTime: .now())
    onFrame?(meter.frames)
  }
}
