import Dispatch

/// Ticks 60 times a second on the main actor, as a display's refresh would, and measures
/// the gaps: when the main actor is busy, frames cannot run, and the gap shows the freeze.
///
/// It lives on the main actor because that is what it measures: a frame is main-actor work,
/// so it runs only when the main actor is free. Its timer fires on the main dispatch queue,
/// as a display link fires on an app's main run loop, and not from `Task.sleep`: a sleeping
/// task is woken by a thread of the concurrent pool, so while long synchronous work fills
/// every pool thread, a `Task.sleep` clock stops too, and counts as missed frames that the
/// main actor was free to draw (chapter 4 opens several large images at once and would show
/// a freeze that is not there).
@MainActor
public final class FrameClock {
  /// Called on every frame with the frame's number: where a demo redraws its spinner.
  public var onFrame: ((Int) -> Void)?
  /// The measure so far.
  public private(set) var meter: HangMeter
  private let trace: Trace
  private var timer: DispatchSourceTimer?

  /// - Parameter trace: the clock reads time from the trace, so hangs line up with events.
  public init(trace: Trace, frameInterval: Duration = .seconds(1) / 60) {
    self.trace = trace
    self.meter = HangMeter(frameInterval: frameInterval)
  }

  /// Starts ticking. A tick that cannot run on time, because the main actor is busy, runs as
  /// soon as it is free; ticks missed meanwhile are not made up.
  public func start() {
    guard timer == nil else { return }
    let (seconds, attoseconds) = meter.frameInterval.components
    let interval = DispatchTimeInterval.nanoseconds(
      Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(1))
    timer.setEventHandler { [weak self] in
      // On the main queue; the frame itself is main-actor work, enqueued on the main actor.
      Task { @MainActor in self?.tick() }
    }
    timer.resume()
    self.timer = timer
  }

  /// Stops ticking and returns the measure.
  @discardableResult
  public func stop() -> HangMeter {
    timer?.cancel()
    timer = nil
    return meter
  }

  private func tick() {
    guard timer != nil else { return }  // a tick already on its way when the clock stopped
    meter.frame(at: trace.elapsed)
    onFrame?(meter.frames)
  }
}
